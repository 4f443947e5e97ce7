import { queryOptions } from '@tanstack/react-query'
import type { PathsReply, PathsRequest } from './paths.worker'

/** The journey's generated paths and chart lint, computed in a worker once per journey and partner. */
export const pathsReportQuery = (request: PathsRequest) =>
  queryOptions({
    queryKey: ['journey-paths', request.id, request.partner.slug],
    staleTime: Infinity,
    retry: false,
    queryFn: () =>
      new Promise<Extract<PathsReply, { ok: true }>>((resolve, reject) => {
        const worker = new Worker(new URL('./paths.worker.ts', import.meta.url), { type: 'module' })
        worker.onmessage = (message: MessageEvent<PathsReply>) => {
          worker.terminate()
          if (message.data.ok) resolve(message.data)
          else reject(new Error(message.data.message))
        }
        worker.onerror = (event) => {
          worker.terminate()
          reject(new Error(event.message))
        }
        worker.postMessage(request)
      }),
  })
