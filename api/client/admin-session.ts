import { adminRoutes } from '../contract/admin.routes'
import { call, type Http } from './http'

/** `POST /admin/magic-link`: e-mails an admin sign-in link (the same 202 whether the address is an admin's or not). */
export const requestAdminLink = (http: Http, email: string) =>
  call(http, adminRoutes.adminMagicLinkRequest, { body: { email } })

/** `POST /admin/magic-link/verify`: the link's token begins an admin session (refresh token: the cookie). */
export const verifyAdminLink = (http: Http, token: string) =>
  call(http, adminRoutes.adminMagicLinkVerify, { body: { token } })
