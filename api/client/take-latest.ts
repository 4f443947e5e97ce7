import { ApiError } from './api-error'

/**
 * Wraps a call so that starting it again cancels the one still in flight (the address lookup by
 * postal code and house number: only the newest answer matters). The cancelled call rejects with an
 * ApiError of kind `cancelled`, which views show no message for.
 */
export function takeLatest<A extends unknown[], R>(
  call: (signal: AbortSignal, ...args: A) => Promise<R>,
): ((...args: A) => Promise<R>) & { cancel(): void } {
  let current: AbortController | null = null
  const run = (...args: A) => {
    current?.abort()
    const controller = new AbortController()
    current = controller
    return call(controller.signal, ...args).finally(() => {
      if (current === controller) current = null
    })
  }
  return Object.assign(run, {
    cancel: () => {
      current?.abort()
      current = null
    },
  })
}

export const isCancelled = (error: unknown) => error instanceof ApiError && error.kind === 'cancelled'
