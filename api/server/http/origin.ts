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
