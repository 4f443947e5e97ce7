import * as z from 'zod/mini'
import { route } from './route'

/**
 * `GET /inbox/badge`: the inbox's badge (core §2 user menu, forms §2 `/user/inbox`): 1 when an eligible
 * income-protection product exists, i.e. an aov or aov_acture product the customer's profession may buy
 * and that the customer holds no policy for; else 0. Needs the access token.
 */
export const inboxBadgeResponseSchema = z.object({
  badge: z.union([z.literal(0), z.literal(1)]),
  /** The eligible income-protection product ids (the reason for the badge). */
  eligible_income_protection: z.array(z.number()),
})
export type InboxBadge = z.infer<typeof inboxBadgeResponseSchema>

/**
 * `GET /inbox/badge` (core §2): its own small table, because the header's user menu asks it on every
 * page (the income-protection contract stays out of the first page's code).
 */
export const inboxBadgeRoutes = {
  inboxBadge: route({
    method: 'GET',
    path: '/inbox/badge',
    auth: 'user',
    response: inboxBadgeResponseSchema,
  }),
}
