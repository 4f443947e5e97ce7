import * as z from 'zod/mini'
import type { Http } from '../../api/client/http'
import { adminRoutes } from '../../api/contract/admin.routes'
import { hostOf, safeReturnUrl } from '../../api/contract/return-url'
import { readAdmin, writeAdmin } from './admin-storage'

/**
 * Hosts of the partner portal an admin may be sent back to, besides the partner's own return address:
 * VITE_PARTNER_PORTAL_HOSTS at build time (host[:port], comma-separated).
 */
const portalHosts = ((import.meta.env.VITE_PARTNER_PORTAL_HOSTS as string | undefined) ?? '')
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean)

/**
 * Leaves the admin session (core §4): the server revokes it and clears the refresh cookie, the tab forgets
 * it, and the browser goes to its return address when that is on an allowed host (this site, the
 * partner's configured return address's host, the partner portal), else to the home page.
 */
export async function exitAdminSession(http: Http, partner: { returnURL: string | null } | undefined) {
  const admin = readAdmin()
  try {
    await http({
      method: adminRoutes.adminSessionEnd.method,
      path: adminRoutes.adminSessionEnd.path,
      schema: z.null(),
      auth: false,
    })
  } catch {
    // Still left in this tab; the session ends with its cookie (12 hours) at the latest.
  }
  writeAdmin(null)
  const allowedHosts = [hostOf(partner?.returnURL), ...portalHosts].filter((host) => host !== null)
  const target = safeReturnUrl(admin?.returnURL, { origin: window.location.origin, allowedHosts })
  window.location.assign(target ?? '/')
}
