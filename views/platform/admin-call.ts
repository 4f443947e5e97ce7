import type * as z from 'zod/v4/core'
import { ApiError } from '../../api/client/api-error'
import type { CallOptions, Http } from '../../api/client/http'
import { pathOf, type JsonRoute, type PathParams } from '../../api/contract/route'
import { readAdmin } from './admin-storage'

/**
 * One admin call of the route table (core §6: admin calls use the admin token). The one place the admin
 * token is attached, so the admin session (its own single-flight refresh, issue 20 item 1) lives here.
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
  return http({
    method: route.method,
    path,
    query,
    body,
    schema: route.response,
    signal,
    bearer: admin.access_token,
  })
}
