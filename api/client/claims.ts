import type { ClaimForm } from '../contract/claims'
import { claimRoutes } from '../contract/claims.routes'
import { call, type Http } from './http'

/** `GET /claims`: the customer's claims, newest first. */
export const getClaims = (http: Http, signal?: AbortSignal) =>
  call(http, claimRoutes.claims, { signal }).then((r) => r.result)

/** `GET /claims/policies`: the customer's current policies, the ones a claim can be about. */
export const getClaimablePolicies = (http: Http, signal?: AbortSignal) =>
  call(http, claimRoutes.claimablePolicies, { signal }).then((r) => r.result)

/** `POST /claims`: reports a claim (the form's values as typed; the server parses them with the same schema). */
export const reportClaim = (http: Http, body: ClaimForm) => call(http, claimRoutes.claimCreate, { body })
