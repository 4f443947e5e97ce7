import * as z from 'zod/mini'
import { emailSchema } from './validation'

/**
 * The claims of an admin token (HS256). An admin may only change the partner named in `partner`,
 * and only on that partner's host.
 */
export const adminTokenClaimsSchema = z.object({
  role: z.literal('admin'),
  partner: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  /** The admin session an access token belongs to: ended (exit, expiry), its tokens stop at once. */
  sid: z.optional(z.int().check(z.positive())),
})
export type AdminTokenClaims = z.infer<typeof adminTokenClaimsSchema>

/** `GET /admin/session`: who the admin token belongs to (checked against the host's partner). */
export const adminSessionSchema = z.object({
  name: z.string(),
  partner: z.string(),
})
export type AdminSession = z.infer<typeof adminSessionSchema>

/** `POST /admin/magic-link`: an admin's e-mail address; always 202 (no answer tells whether it is an admin's). */
export const adminMagicLinkRequestSchema = z.object({ email: emailSchema })
export const adminMagicLinkSentSchema = z.object({ status: z.literal('sent') })

/** `POST /admin/magic-link/verify`: the token of the e-mailed link (single use, 15 minutes). */
export const adminMagicLinkVerifySchema = z.object({
  token: z.string().check(z.minLength(16), z.maxLength(200)),
})

/**
 * An admin session begun (`POST /admin/magic-link/verify`, `POST /admin/session`): the short-lived admin
 * access token, who the admin is and for which partner. The refresh token is never in the body: it is
 * the HttpOnly `admin_refresh` cookie.
 */
export const adminSessionStartedSchema = z.object({
  access: z.string(),
  name: z.string(),
  partner: z.string(),
})
export type AdminSessionStarted = z.infer<typeof adminSessionStartedSchema>

/** `POST /admin/auth/jwt/refresh`: a new admin access token (the cookie's refresh token rotates). */
export const adminAccessSchema = z.object({ access: z.string() })

/** The admin refresh cookie (core §6: HttpOnly, Secure, SameSite, on the company domain; only /admin calls). */
export const ADMIN_REFRESH_COOKIE = 'admin_refresh'
