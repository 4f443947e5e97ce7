import { Hono, type Context } from 'hono'
import { generateCookie, getCookie } from 'hono/cookie'
import {
  ADMIN_REFRESH_COOKIE,
  adminMagicLinkRequestSchema,
  adminMagicLinkVerifySchema,
  type AdminSessionStarted,
} from '../../contract/admin'
import { routes } from '../../contract/routes'
import { signAdminToken } from '../auth/admin-token'
import { requireAdmin } from '../auth/require-admin'
import type { Config } from '../config'
import type { AppDeps } from '../deps'
import { errorBody, HttpError } from '../http/errors'
import { partnerOrigin } from '../http/host'
import { clientAddress, createLimiter, limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { mailLocale } from '../mail/mail-locale'
import { hostPartner } from '../users/store'
import { consumeAdminLink, createAdminLink, ADMIN_LINK_TTL_SECONDS } from './admin-links'
import { adminLinkMail } from './admin-link-mail'
import {
  ADMIN_ACCESS_TTL_SECONDS,
  ADMIN_SESSION_TTL_SECONDS,
  createAdminSession,
  findAdminSession,
  revokeAdminSession,
  rotateAdminSession,
} from './admin-sessions'
import { findAdminUser } from './admin-users'

const HOUR = 60 * 60_000

/**
 * The refresh cookie (core §6): HttpOnly (no script reads it), Secure, SameSite=Strict, only for the
 * /admin calls, on the company-wide domain when configured (else host-only).
 */
const refreshCookie = (config: Pick<Config, 'adminCookieDomain'>, value: string, maxAge: number) =>
  generateCookie(ADMIN_REFRESH_COOKIE, value, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/admin',
    maxAge,
    ...(config.adminCookieDomain ? { domain: config.adminCookieDomain } : {}),
  })

const noSession = (detail: string, headers: Record<string, string> = {}) =>
  new HttpError(401, errorBody('not_authenticated', detail), { 'WWW-Authenticate': 'Bearer', ...headers })

/**
 * The admin session (issue 20, core §3, §4, §6): a partner admin signs in by an e-mailed link, or the
 * partner portal hands over an admin token (impersonation); either begins a session whose short-lived
 * access token the browser keeps for its tab and whose refresh token is the `admin_refresh` cookie.
 */
export function adminSessionRoutes(deps: AppDeps): Hono {
  const { config, database, mailer, logger } = deps
  const { db } = database
  const app = new Hono()
  const limit = limitBody(16 * 1024)
  const perAddress = createLimiter(deps, {
    name: 'admin-magic-link-address',
    limit: config.magicLinkIpLimit,
    windowMs: HOUR,
  })
  const perEmail = createLimiter(deps, { name: 'admin-magic-link-email', limit: 5, windowMs: HOUR })

  /** Answers the session's first access token and sets its refresh cookie. */
  const begin = async (
    c: Context,
    partner: { id: number; slug: string },
    admin: { id: number | null; name: string },
  ) => {
    const { id, refresh } = await createAdminSession(db, {
      partnerId: partner.id,
      adminUserId: admin.id,
      name: admin.name,
    })
    const access = await signAdminToken(
      { partner: partner.slug, name: admin.name, sid: id },
      config.jwtSecret,
      `${ADMIN_ACCESS_TTL_SECONDS}s`,
    )
    c.header('Set-Cookie', refreshCookie(config, refresh, ADMIN_SESSION_TTL_SECONDS))
    c.header('Cache-Control', 'no-store')
    return c.json({ access, name: admin.name, partner: partner.slug } satisfies AdminSessionStarted)
  }

  /** POST /admin/magic-link: the same 202 whether or not the address is an admin's of this partner. */
  on(app, routes.adminMagicLinkRequest, limit, async (c) => {
    const { email } = await parseBody(c, adminMagicLinkRequestSchema)
    const partner = await hostPartner(c, db)
    await perAddress.hit(clientAddress(c, config))
    await perEmail.hit(email.toLowerCase())
    const admin = await findAdminUser(db, partner.id, email)
    if (admin) {
      const token = await createAdminLink(db, admin.id)
      // In the fragment: the token never reaches a server log, and the page removes it from the bar.
      const link = `${partnerOrigin(config, partner.slug)}/admin/sign-in/verify#token=${token}`
      const message = adminLinkMail(mailLocale(c, partner), {
        to: admin.email,
        partner: partner.name,
        link,
        ttlSeconds: ADMIN_LINK_TTL_SECONDS,
      })
      try {
        await mailer.send(message)
      } catch (err) {
        logger.error(`admin link mail to ${admin.email} failed`, err)
      }
    }
    return c.json({ status: 'sent' as const }, 202)
  })

  /** POST /admin/magic-link/verify: the link's token (single use, this partner's admin) begins a session. */
  on(app, routes.adminMagicLinkVerify, limit, async (c) => {
    const { token } = await parseBody(c, adminMagicLinkVerifySchema)
    const partner = await hostPartner(c, db)
    const admin = await consumeAdminLink(db, token, partner.id)
    if (!admin) throw new HttpError(401, errorBody('invalid_link', 'The link is unknown, used or expired.'))
    return begin(c, partner, admin)
  })

  /** POST /admin/session: impersonation; the partner portal's admin token (bearer) begins a session. */
  on(app, routes.adminSessionStart, limit, async (c) => {
    const partner = await hostPartner(c, db)
    const claims = await requireAdmin(c, partner.slug, config.jwtSecret, db)
    return begin(c, partner, { id: null, name: claims.name })
  })

  /** POST /admin/auth/jwt/refresh: the cookie's refresh token, rotated, buys a new access token. */
  on(app, routes.adminTokenRefresh, limit, async (c) => {
    const partner = await hostPartner(c, db)
    const refresh = getCookie(c, ADMIN_REFRESH_COOKIE)
    const clear = { 'Set-Cookie': refreshCookie(config, '', 0) }
    if (!refresh) throw noSession('No admin session.', clear)
    const rotated = await rotateAdminSession(db, refresh, partner.id)
    if (!rotated) {
      // Another partner's live session keeps its cookie (one company-wide cookie); a dead one is cleared.
      const other = await findAdminSession(db, refresh)
      throw noSession('The admin session has ended.', other ? {} : clear)
    }
    const access = await signAdminToken(
      { partner: partner.slug, name: rotated.name, sid: rotated.id },
      config.jwtSecret,
      `${ADMIN_ACCESS_TTL_SECONDS}s`,
    )
    // The cookie keeps the session's end: a refresh does not lengthen the 12 hours.
    c.header('Set-Cookie', refreshCookie(config, rotated.refresh, rotated.secondsLeft))
    c.header('Cache-Control', 'no-store')
    return c.json({ access })
  })

  /** DELETE /admin/session: ends the session of the cookie (when it is this partner's), clears the cookie. */
  on(app, routes.adminSessionEnd, async (c) => {
    const partner = await hostPartner(c, db)
    const refresh = getCookie(c, ADMIN_REFRESH_COOKIE)
    if (refresh) await revokeAdminSession(db, refresh, partner.id)
    c.header('Set-Cookie', refreshCookie(config, '', 0))
    return c.body(null, 204)
  })
  return app
}
