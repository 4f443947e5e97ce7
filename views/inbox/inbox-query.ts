import { queryOptions } from '@tanstack/react-query'
import type { Http } from '../../api/client/http'
import { getInbox } from '../../api/client/policies'

/** Prefix of the inbox's query keys. */
export const inboxQueryKey = ['inbox'] as const

/** The signed-in customer's messages (`GET /inbox`), newest first; the owner is part of the key. */
export const inboxQuery = (http: Http, owner: number) =>
  queryOptions({
    queryKey: [...inboxQueryKey, owner],
    queryFn: ({ signal }) => getInbox(http, signal).then((r) => r.result),
    staleTime: 0,
  })
