/** A Sentry DSN's parts: `http(s)://<public key>@<host>[:port][/<path>]/<project id>`. */
export interface SentryDsn {
  protocol: 'http' | 'https'
  publicKey: string
  /** Host name and port, as URL normalises them (a default port dropped). */
  host: string
  /** A path before the project id (a self-hosted Sentry under a folder), without slashes around it. */
  path: string
  projectId: string
}

/** The DSN's parts, or null when it is no DSN (no key, no numeric project id, not http(s)). */
export function parseSentryDsn(text: string): SentryDsn | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const segments = url.pathname.split('/').filter(Boolean)
  const projectId = segments.pop()
  if (!url.username || !projectId || !/^\d+$/.test(projectId) || url.search || url.hash) return null
  return {
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    publicKey: decodeURIComponent(url.username),
    host: url.host,
    path: segments.join('/'),
    projectId,
  }
}

/** Whether two DSNs name the same project with the same key (however each was written). */
export const sameDsn = (a: SentryDsn, b: SentryDsn): boolean =>
  a.protocol === b.protocol &&
  a.publicKey === b.publicKey &&
  a.host === b.host &&
  a.path === b.path &&
  a.projectId === b.projectId

/** Where the DSN's project takes envelopes, authenticated by its public key (as the SDKs send them). */
export const envelopeEndpoint = (dsn: SentryDsn): string =>
  `${dsn.protocol}://${dsn.host}${dsn.path ? `/${dsn.path}` : ''}/api/${dsn.projectId}/envelope/` +
  `?sentry_version=7&sentry_key=${encodeURIComponent(dsn.publicKey)}`
