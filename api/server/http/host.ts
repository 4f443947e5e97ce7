import type { Context } from 'hono'

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/

/** The partner slug of a host name: its first label (`zzp.localhost` -> `zzp`); none for a bare host or an IP. */
export function slugFromHostname(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (!host || IPV4.test(host) || host.startsWith('[')) return null
  const labels = host.split('.')
  if (labels.length < 2) return null
  const first = labels[0] ?? ''
  return SLUG.test(first) ? first : null
}

/**
 * The requesting partner. Reads the request URL's host name (what Node builds from the Host header, and
 * what `app.request('http://zzp.localhost/...')` sets in tests), then the Host header itself.
 */
export function partnerSlug(c: Context): string | null {
  const fromUrl = slugFromHostname(new URL(c.req.url).hostname)
  if (fromUrl) return fromUrl
  const header = c.req.header('host')
  if (!header) return null
  try {
    return slugFromHostname(new URL(`http://${header}`).hostname)
  } catch {
    return null
  }
}
