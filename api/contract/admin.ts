import * as z from 'zod/mini'

/**
 * The claims of an admin token (HS256). An admin may only change the partner named in `partner`,
 * and only on that partner's host.
 */
export const adminTokenClaimsSchema = z.object({
  role: z.literal('admin'),
  partner: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
})
export type AdminTokenClaims = z.infer<typeof adminTokenClaimsSchema>

/** `GET /admin/session`: who the admin token belongs to (checked against the host's partner). */
export const adminSessionSchema = z.object({
  name: z.string(),
  partner: z.string(),
})
export type AdminSession = z.infer<typeof adminSessionSchema>
