import { ApiError } from '../../api/client/api-error'
import type { Http } from '../../api/client/http'
import { adminSessionStartedSchema } from '../../api/contract/admin'
import { adminRoutes } from '../../api/contract/admin.routes'
import { adminCall } from '../platform/admin-call'
import type { AdminHandover } from '../platform/admin-handover'
import { readAdmin, writeAdmin } from '../platform/admin-storage'

const ended = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'unauthorized' || error.status === 403)

/**
 * Loaded only in an admin's tab. A hand-over's token is exchanged for an admin session (its access token
 * kept for the tab, the refresh token set as the HttpOnly cookie); a refused one (another partner's,
 * expired, forged) gives none. A stored session is confirmed (refreshed when its access token expired);
 * a stale one is forgotten. A network failure forgets nothing.
 */
export async function bootAdmin(http: Http, handover: AdminHandover | null): Promise<void> {
  if (handover) {
    try {
      const started = await http({
        method: adminRoutes.adminSessionStart.method,
        path: adminRoutes.adminSessionStart.path,
        schema: adminSessionStartedSchema,
        bearer: handover.token,
      })
      // The server's name, from the signed token, not the fragment's.
      writeAdmin({ access_token: started.access, name: started.name, returnURL: handover.returnURL })
      return
    } catch {
      // No admin session from this hand-over; a stored one is still confirmed below.
    }
  }
  await confirmAdminSession(http)
}

/** Asks the server whose admin session this tab has; forgets it when it has ended. */
export async function confirmAdminSession(http: Http): Promise<void> {
  if (!readAdmin()) return
  try {
    const session = await adminCall(http, adminRoutes.adminSession)
    const stored = readAdmin()
    if (stored && stored.name !== session.name) writeAdmin({ ...stored, name: session.name })
  } catch (error) {
    if (ended(error)) writeAdmin(null)
  }
}
