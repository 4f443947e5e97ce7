/**
 * The admin session of this tab (core §3 auth state `admin`: token, name, returnURL). It is kept in
 * sessionStorage, not with the customer session in auth-storage: an impersonation ends with the tab
 * and never reaches another one. (Checked by hand, not with a schema: it is on every admin page.)
 */
const ADMIN_STORAGE_KEY = 'admin-session'

export interface StoredAdmin {
  access_token: string
  /** Known once the server confirmed the token (`GET /admin/session`). */
  name: string | null
  returnURL: string | null
}

const listeners = new Set<() => void>()
let cached: { raw: string | null; admin: StoredAdmin | null } | undefined
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null)

/** The stored admin session, or null (nothing, something corrupted, storage blocked). */
export function readAdmin(): StoredAdmin | null {
  let raw: string | null
  try {
    raw = sessionStorage.getItem(ADMIN_STORAGE_KEY)
  } catch {
    return null
  }
  if (cached?.raw !== raw) {
    let admin: StoredAdmin | null = null
    try {
      const value = raw ? (JSON.parse(raw) as Record<string, unknown>) : null
      if (value && typeof value.access_token === 'string' && value.access_token)
        admin = {
          access_token: value.access_token,
          name: textOrNull(value.name),
          returnURL: textOrNull(value.returnURL),
        }
    } catch {
      // Corrupted: treated as no admin session.
    }
    cached = { raw, admin }
  }
  return cached.admin
}

export function writeAdmin(admin: StoredAdmin | null): void {
  try {
    if (admin) sessionStorage.setItem(ADMIN_STORAGE_KEY, JSON.stringify(admin))
    else sessionStorage.removeItem(ADMIN_STORAGE_KEY)
  } catch {
    // Storage blocked: the admin tools stay closed.
  }
  listeners.forEach((listener) => listener())
}

export function subscribeAdmin(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
