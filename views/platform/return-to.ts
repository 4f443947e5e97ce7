/**
 * Where a visitor was going when sign-in was asked (a guarded page, e.g. `/profession?q=timmer` from the
 * welcome page's search): kept under the spec's `user-choice` key until the e-mailed link is opened,
 * possibly in another tab, so the customer lands there instead of starting over.
 */
const KEY = 'user-choice'
/** A sign-in link is valid for a short while; an older wish is not followed. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Only a path on this site (`/x`, never `//host` or a full address). */
const isOwnPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')

export function rememberReturn(path: string, now = Date.now()): void {
  if (!isOwnPath(path) || path.startsWith('/sign-in')) return
  try {
    localStorage.setItem(KEY, JSON.stringify({ returnTo: path, at: now }))
  } catch {
    // Storage blocked: the customer lands on the usual page.
  }
}

/** The remembered path, once (it is forgotten on reading); null when none, too old or not ours. */
export function takeReturn(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(KEY)
    localStorage.removeItem(KEY)
    const stored = raw ? (JSON.parse(raw) as { returnTo?: unknown; at?: unknown }) : null
    if (!stored || typeof stored.at !== 'number' || now - stored.at > MAX_AGE_MS) return null
    return isOwnPath(stored.returnTo) ? stored.returnTo : null
  } catch {
    return null
  }
}
