import * as z from 'zod/mini'
import { listOf } from './common'
import { pastDateSchema } from './date-rules'
import { MAX_FILES_PER_UPLOAD } from './documents'
import { moneySchema } from './products'

/**
 * Claims (forms §1 account area "claims", §2 "my claims"; issue 18 item 6): the signed-in customer
 * reports damage on one of their current policies (what happened, when, an optional amount and
 * documents uploaded first through `POST /documents`), and sees what they reported. Every call needs the
 * customer's access token (401 `not_authenticated` otherwise); only their own claims, policies and
 * documents are ever answered or accepted.
 */

/**
 * What became of a claim. A new claim is `received`: nothing more is decided by this product (no
 * assessment, no payout); the other states are the insurer's to set.
 */
export const CLAIM_STATUSES = ['received', 'in_progress', 'closed'] as const
export const claimStatusSchema = z.enum(CLAIM_STATUSES)
export type ClaimStatus = z.infer<typeof claimStatusSchema>

export const MAX_CLAIM_DESCRIPTION_LENGTH = 4000
/** The highest amount a claim may name: one million euros. */
export const MAX_CLAIM_AMOUNT_CENTS = 100_000_000
/** Documents one claim may carry. */
export const MAX_CLAIM_DOCUMENTS = MAX_FILES_PER_UPLOAD

const requiredOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : key

/** Euros as typed: `1234`, `1234,56`, `1.234,56` or `1234.56`; at most two decimals. */
const AMOUNT_PATTERN = /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$|^\d+\.\d{1,2}$/

/** The cents of an amount typed as text (AMOUNT_PATTERN); NaN when it does not match. */
export function amountToCents(text: string): number {
  if (!AMOUNT_PATTERN.test(text)) return Number.NaN
  const normal = /^\d+\.\d{1,2}$/.test(text) ? text : text.replace(/\./g, '').replace(',', '.')
  const [euros = '0', cents = ''] = normal.split('.')
  return Number(euros) * 100 + Number(cents.padEnd(2, '0'))
}

/**
 * The damage amount as typed (optional): empty is none (null); otherwise euros with at most two
 * decimals (`claimAmount`), at most MAX_CLAIM_AMOUNT_CENTS (`maxClaimAmount`). Answers cents.
 */
export const claimAmountSchema = z.pipe(
  z.string({ error: 'invalid' }).check(
    z.trim(),
    z.maxLength(20, 'claimAmount'),
    z.refine((v) => v === '' || Number.isFinite(amountToCents(v)), 'claimAmount'),
    z.refine((v) => v === '' || !(amountToCents(v) > MAX_CLAIM_AMOUNT_CENTS), 'maxClaimAmount'),
  ),
  z.transform((v): number | null => (v === '' ? null : amountToCents(v))),
)

/** Ids of documents the customer uploaded (`POST /documents`), each at most once. */
export const documentIdsSchema = (max: number) =>
  z.array(z.int32({ error: 'invalid' }).check(z.positive('invalid')), { error: 'invalid' }).check(
    z.maxLength(max, 'tooManyDocuments'),
    z.refine((ids) => new Set(ids).size === ids.length, 'duplicateDocuments'),
  )

/**
 * `POST /claims` and the report form (the same schema on both sides; `today` is the day in
 * Europe/Amsterdam). Field errors:
 * - `policy`: `required` / `invalidType` / `notFound` (none of the customer's, whoever's it is) /
 *   `policyNotCurrent` (theirs, but ended or not yet running);
 * - `description`: `required` / `tooLong` (MAX_CLAIM_DESCRIPTION_LENGTH);
 * - `occurred_on`: `required` / `dateValidMessage` / `dateInFuture`;
 * - `amount`: `claimAmount` / `maxClaimAmount` (optional; empty or absent is none);
 * - `documents`: `invalid` / `tooManyDocuments` / `duplicateDocuments` / `notFound` (an id that is not
 *   one of the customer's documents).
 * Unknown fields are ignored; malformed JSON is a 400 `invalid_json`; a body over 64 KB a 413. 201 with
 * the Claim. An acknowledgement is e-mailed to the customer and kept in their inbox.
 */
export const claimFormSchema = ({ today }: { today: string }) =>
  z.object({
    policy: z.int32({ error: requiredOr('invalidType') }).check(z.positive('notFound')),
    description: z
      .string({ error: requiredOr('invalid') })
      .check(z.trim(), z.minLength(1, 'required'), z.maxLength(MAX_CLAIM_DESCRIPTION_LENGTH, 'tooLong')),
    occurred_on: pastDateSchema({ today }),
    amount: z._default(claimAmountSchema, null),
    documents: z._default(documentIdsSchema(MAX_CLAIM_DOCUMENTS), []),
  })
export type ClaimForm = z.input<ReturnType<typeof claimFormSchema>>

/** A document as its owner sees it listed (no content: that is downloaded by id). */
export const documentInfoSchema = z.object({
  id: z.int(),
  name: z.string(),
  content_type: z.string(),
  size: z.int(),
})
export type DocumentInfo = z.infer<typeof documentInfoSchema>

/** A policy a claim is about, with its product named in the customer's language. */
export const claimPolicySchema = z.object({
  id: z.int(),
  /** `VZ-<year>-<id>`, as on the policy. */
  number: z.string(),
  product_name: z.string(),
})
export type ClaimPolicy = z.infer<typeof claimPolicySchema>

/** A claim as its customer sees it. */
export const claimSchema = z.object({
  id: z.int(),
  policy: claimPolicySchema,
  description: z.string(),
  occurred_on: z.iso.date(),
  /** The damage amount named, in euros (`1234.56`); null when none was given. */
  amount: z.nullable(moneySchema),
  status: claimStatusSchema,
  created_at: z.iso.datetime({ offset: true }),
  documents: z.array(documentInfoSchema),
})
export type Claim = z.infer<typeof claimSchema>

/** `GET /claims`: the customer's claims, newest first. */
export const claimsResponseSchema = listOf(claimSchema)

/**
 * `GET /claims/policies`: the policies a claim can be reported on now: the customer's current ones
 * (active and not ended: no end date, or one from today on), oldest first.
 */
export const claimablePoliciesResponseSchema = listOf(claimPolicySchema)
