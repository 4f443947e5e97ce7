import { ROUTE_CHUNKS_URL } from '../contract/site-files'

/** `GET /route-chunks.json`: the build's table of each route's chunks (scripts/route-preloads.ts), unchecked JSON. */
export async function fetchRouteChunks(): Promise<unknown> {
  const response = await fetch(ROUTE_CHUNKS_URL)
  return response.ok ? response.json() : null
}
