import { queryOptions } from '@tanstack/react-query'
import { getClaimablePolicies, getClaims } from '../../api/client/claims'
import type { Http } from '../../api/client/http'

/** Prefix of the claims' query keys. */
export const claimsQueryKey = ['claims'] as const

/** The customer's claims (`GET /claims`); the owner and language are in the key (product names). */
export const claimsQuery = (http: Http, owner: number, locale: string) =>
  queryOptions({
    queryKey: [...claimsQueryKey, 'list', owner, locale],
    queryFn: ({ signal }) => getClaims(http, signal),
    staleTime: 0,
  })

/** The policies a claim can be reported on now (`GET /claims/policies`). */
export const claimablePoliciesQuery = (http: Http, owner: number, locale: string) =>
  queryOptions({
    queryKey: [...claimsQueryKey, 'policies', owner, locale],
    queryFn: ({ signal }) => getClaimablePolicies(http, signal),
    staleTime: 0,
  })
