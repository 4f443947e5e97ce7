import * as z from 'zod/mini'

/**
 * The admin session of this tab (core §3 auth state `admin`: token, name, returnURL). It is kept in
 * sessionStorage, not with the customer session in auth-storage: an impersonation ends with the tab
 * and never reaches another one.
 */
export const ADMIN_STORAGE_KEY = 'admin-session'

const storedAdminSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  /** Known once the server confirmed the token (`GET /admin/session`). */
  name: z.nullable(z.string()),
  returnURL: z.nullable(z.string()),
})
export type StoredAdmin = z.infer<typeof storedAdminSchema>

const listeners = new Set<() => void>()
let cached: { raw: string | null; admin: StoredAdmin | null } | undefined

/** The stored admin session, or null (nothing, something corrupted, storage blocked). */
export function readAdmin(): StoredAdmin | null {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(ADMIN_STORAGE_KEY)
  } catch {
    return null
  }
  if (cached?.raw === raw) return cached.admin
  let admin: StoredAdmin | null = null
  try {
    const parsed = raw ? storedAdminSchema.safeParse(JSON.parse(raw)) : null
    admin = parsed?.success ? parsed.data : null
  } catch {
    admin = null
  }
  cached = { raw, admin }
  return admin
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
