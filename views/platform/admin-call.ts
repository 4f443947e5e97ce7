import type * as z from 'zod/v4/core'
import { ApiError } from '../../api/client/api-error'
import type { CallOptions, Http } from '../../api/client/http'
import { adminAccessSchema } from '../../api/contract/admin'
import { adminRoutes } from '../../api/contract/admin.routes'
import { pathOf, type JsonRoute, type PathParams } from '../../api/contract/route'
import { readAdmin, writeAdmin } from './admin-storage'

/** The refresh under way, shared by every admin call that was answered 401 meanwhile. */
let refreshing: Promise<string | null> | null = null

/**
 * The admin's own refresh (core §6): one `POST /admin/auth/jwt/refresh` however many calls need it, with
 * the refresh token in the HttpOnly cookie. Resolves the new access token (and stores it), or null when
 * the session has ended (then the admin session is forgotten). A network failure rejects and forgets
 * nothing: the session may be fine.
 */
export function refreshAdmin(http: Http): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const { access } = await http({
        method: adminRoutes.adminTokenRefresh.method,
        path: adminRoutes.adminTokenRefresh.path,
        schema: adminAccessSchema,
        auth: false,
      })
      const stored = readAdmin()
      writeAdmin({ name: stored?.name ?? null, returnURL: stored?.returnURL ?? null, access_token: access })
      return access
    } catch (error) {
      if (error instanceof ApiError && (error.kind === 'unauthorized' || error.status === 403)) {
        writeAdmin(null)
        return null
      }
      throw error
    } finally {
      refreshing = null
    }
  })()
  return refreshing
}

/**
 * One admin call of the route table (core §6: admin calls use the admin token). The one place the admin
 * token is attached: a 401 refreshes it once (single flight, refreshAdmin) and replays the call once.
 * Without an admin session it fails as unauthorised, without a request.
 */
export async function adminCall<P extends string, S extends z.$ZodType>(
  http: Http,
  route: JsonRoute<P, S>,
  ...[options]: keyof PathParams<P> extends never ? [CallOptions<P>?] : [CallOptions<P>]
): Promise<z.output<S>> {
  const { params, query, body, signal } = (options ?? {}) as CallOptions<P>
  const path = pathOf(route, (params ?? {}) as PathParams<P>)
  const admin = readAdmin()
  if (!admin) throw new ApiError({ kind: 'unauthorized', status: 401, method: route.method, path })
  const send = (bearer: string) =>
    http({ method: route.method, path, query, body, schema: route.response, signal, bearer })
  try {
    return await send(admin.access_token)
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'unauthorized')) throw error
    const access = await refreshAdmin(http)
    if (!access) throw error
    return send(access) // replayed once
  }
}
