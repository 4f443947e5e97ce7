import { queryOptions } from '@tanstack/react-query'
import type { Http } from '../../api/client/http'
import { getPolicies, getPolicy } from '../../api/client/policies'

/** Prefix of the policies' query keys. */
export const policiesQueryKey = ['policies'] as const

/**
 * The signed-in customer's policies (`GET /policies`). The owner is part of the key, so another customer
 * signing in on this tab never sees these; the language too (product names and cover lines).
 */
export const policiesQuery = (http: Http, owner: number, locale: string) =>
  queryOptions({
    queryKey: [...policiesQueryKey, owner, locale],
    queryFn: ({ signal }) => getPolicies(http, signal),
    staleTime: 0,
  })

/** One policy with its documents (`GET /policies/{id}`); a 404 is an answer, not worth asking again. */
export const policyQuery = (http: Http, owner: number, id: number, locale: string) =>
  queryOptions({
    queryKey: [...policiesQueryKey, owner, locale, id],
    queryFn: ({ signal }) => getPolicy(http, id, signal),
    staleTime: 0,
    retry: false,
  })
