import type { Partner } from '../contract/partner'
import { partnerRoutes } from '../contract/partner.routes'
import { ApiError } from './api-error'
import { call, type Http } from './http'

/** `GET /partners`: the partner of the host this page was loaded from (the first entry). */
export async function getPartner(http: Http, signal?: AbortSignal): Promise<Partner> {
  const { result } = await call(http, partnerRoutes.partners, { signal })
  const partner = result[0]
  if (!partner) {
    const { method, path } = partnerRoutes.partners
    throw new ApiError({ kind: 'contract', method, path, status: 200 })
  }
  return partner
}
