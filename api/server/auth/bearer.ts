import type { Context } from 'hono'

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? ''
  return /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] ?? null
}
