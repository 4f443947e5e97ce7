import type { Context } from 'hono'

/**
 * True when the request's Origin is a page of the host it was sent to (and so of the same partner). A
 * browser always sends Origin with a socket; a missing one is not a browser page of ours.
 */
export function sameOrigin(c: Context): boolean {
  const origin = c.req.header('origin')
  const host = c.req.header('host') ?? new URL(c.req.url).host
  if (!origin) return false
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase()
  } catch {
    return false
  }
}
