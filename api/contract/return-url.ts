/**
 * Return addresses handed to the site (an admin's `return_url`, an entry's `returnURL`) are followed only
 * to an allowed host: the site itself, the partner's configured return address, the partner portal. Pure,
 * for the browser and the server alike. Refuses what browsers would read as another host
 * (`//evil.example`, `/\evil.example`, `https://evil.example`), script and data addresses, credentials in
 * the address, and each of those percent-encoded once or twice.
 */

/** Hosts (`host[:port]`, lower case) an address may go to; `origin` is the site's own. */
export interface ReturnUrlPolicy {
  origin: string
  allowedHosts: readonly string[]
}

const decodeFully = (value: string): string | null => {
  let current = value
  for (let i = 0; i < 3; i += 1) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null // still changing after three decodings: nobody sends that honestly
}

/**
 * The address to go to, absolute, or null when it must not be followed. A path (`/user/policies`) stays
 * on the site; an absolute http(s) address must be on an allowed host (https, except for `localhost`
 * hosts in development).
 */
export function safeReturnUrl(address: string | null | undefined, policy: ReturnUrlPolicy): string | null {
  if (!address) return null
  const raw = address.trim()
  const decoded = decodeFully(raw)
  if (decoded === null || raw.length > 2048) return null
  // Backslashes and control characters: browsers read `/\host` as `//host`.
  if (decoded.includes('\\') || [...decoded].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127))
    return null
  const site = new URL(policy.origin)
  if (decoded.startsWith('/')) {
    if (decoded.startsWith('//')) return null
    const url = new URL(raw, site)
    return url.origin === site.origin ? url.href : null
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password) return null
  const host = url.host.toLowerCase()
  if (url.origin === site.origin) return url.href
  if (!policy.allowedHosts.map((h) => h.toLowerCase()).includes(host)) return null
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost')
  return url.protocol === 'https:' || local ? url.href : null
}

/** The host of an absolute address, or null (a partner's configured `returnURL` gives its host this way). */
export function hostOf(address: string | null | undefined): string | null {
  if (!address) return null
  try {
    return new URL(address).host.toLowerCase()
  } catch {
    return null
  }
}
