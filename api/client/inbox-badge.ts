import { inboxBadgeRoutes } from '../contract/inbox-badge'
import { call, type Http } from './http'

/** `GET /inbox/badge`: 1 while an income-protection product is eligible for the customer (core §2). */
export const getInboxBadge = (http: Http, signal?: AbortSignal) =>
  call(http, inboxBadgeRoutes.inboxBadge, { signal })
