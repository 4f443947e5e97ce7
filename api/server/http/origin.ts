import type { Context } from 'hono'

/**
 * The origin the browser used: scheme from X-Forwarded-Proto (a TLS proxy in front) or the URL, host from
 * the Host header (the partner's host name, port included) or the URL.
 */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url)
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.slice(0, -1)
  const host = c.req.header('host') ?? url.host
  try {
    return new URL(`${scheme}://${host}`).origin
  } catch {
    return `${scheme}://${url.host}`
  }
}

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
