import * as z from 'zod/mini'
import { listItemSchema } from './cart'
import { listOf } from './common'
import { moneySchema, productTypeSchema } from './products'

/**
 * The signed-in customer's own policies, their documents and their inbox (forms §2 `/user/policies`,
 * `/user/inbox`; core §2, §3 Policy). Needs the customer's access token; another customer's policy,
 * document or message answers 404 and nothing else.
 */

const MAX_INT32 = 2_147_483_647

/**
 * A path id: a positive 32-bit integer in plain decimal digits. Anything else is a 400 with
 * `field_errors.id`; a well-formed id that is not the customer's is a 404.
 */
export const pathIdSchema = z.object({
  id: z.string().check(
    z.regex(/^[1-9]\d{0,9}$/),
    z.refine((v) => Number(v) <= MAX_INT32, { message: 'invalid' }),
  ),
})
export type PathId = z.infer<typeof pathIdSchema>

/** The product a policy insures, named in the request's language. */
export const policyProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: productTypeSchema,
})

/** A policy as its customer sees it. */
export const policySchema = z.object({
  id: z.int(),
  /** `VZ-<year>-<id>`. */
  number: z.string(),
  product: policyProductSchema,
  start_date: z.iso.date(),
  /** The last day of cover; null: it runs on. */
  end_date: z.nullable(z.iso.date()),
  /** The gross monthly premium (insurance tax included). */
  monthly_premium: moneySchema,
  currency: z.string(),
  /** What it covers: the lines the cart card listed at purchase, in the request's language. */
  cover: z.array(listItemSchema),
  cancelled_at: z.nullable(z.iso.datetime({ offset: true })),
})
export type Policy = z.infer<typeof policySchema>

/** A product the customer's profession may buy and they hold no current policy for. */
export const recommendedProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: productTypeSchema,
  /** The gross monthly price as the products page shows it; null: calculated later (car, building). */
  price: z.nullable(moneySchema),
  price_currency: z.string(),
})
export type RecommendedProduct = z.infer<typeof recommendedProductSchema>

/**
 * `GET /policies`: current and expired policies (newest start first) and the recommended products. A
 * policy is expired when it ended (`status` ended) or its end date is before today (in the Netherlands).
 */
export const policiesResponseSchema = z.object({
  current: z.array(policySchema),
  expired: z.array(policySchema),
  recommended: z.array(recommendedProductSchema),
})
export type PoliciesResponse = z.infer<typeof policiesResponseSchema>

/** A stored document of the customer (a policy PDF, an attachment, an upload). */
export const documentInfoSchema = z.object({
  id: z.int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.int(),
  created_at: z.iso.datetime({ offset: true }),
})
export type DocumentInfo = z.infer<typeof documentInfoSchema>

/** `GET /policies/{id}`: the policy, its documents and the next date its premium is collected. */
export const policyDetailSchema = z.extend(policySchema, {
  documents: z.array(documentInfoSchema),
  /** The next monthly billing date (billing-rules.ts); null for an expired policy. */
  next_billing_date: z.nullable(z.iso.date()),
  expired: z.boolean(),
})
export type PolicyDetail = z.infer<typeof policyDetailSchema>

/** The kinds of inbox messages (the e-mail each one was). */
export const messageKindSchema = z.enum([
  'policy',
  'quiz',
  'payment_reminder',
  'cancellation',
  'claim',
  'contact',
])
export type MessageKindCode = z.infer<typeof messageKindSchema>

/** One message of the inbox: an e-mail the customer was sent, kept to read on the site. */
export const inboxMessageSchema = z.object({
  id: z.int(),
  kind: messageKindSchema,
  subject: z.string(),
  /** Plain text; line breaks are the e-mail's. */
  text: z.string(),
  /** The e-mail's action link (a quiz or payment page, the policies); null for none. */
  link: z.nullable(z.string()),
  /** The attached document, downloadable with `GET /documents/{id}/content`. */
  document: z.nullable(z.object({ id: z.int(), name: z.string() })),
  created_at: z.iso.datetime({ offset: true }),
  read: z.boolean(),
})
export type InboxMessage = z.infer<typeof inboxMessageSchema>

/** `GET /inbox`: the customer's messages, newest first. */
export const inboxResponseSchema = listOf(inboxMessageSchema)
export type InboxResponse = z.infer<typeof inboxResponseSchema>

/** `POST /inbox/{id}/read`: the message, now read. */
export const inboxReadResponseSchema = inboxMessageSchema
