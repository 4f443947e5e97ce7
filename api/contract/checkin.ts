import * as z from 'zod/mini'
import { listItemSchema } from './cart'
import { addYears, isStrictDate } from './date-rules'
import { productTypeSchema, type ProductType } from './products'
import { emailSchema } from './validation'

/**
 * Insurance check-in (core §1, §2; forms §1, §6; issue 21 point 2; docs/checkin.md): a freelancer states
 * an assignment (client, description, period), confirms which of their own active policies cover it,
 * adds the documents asked for (uploaded first through `POST /documents`) and submits. The server checks
 * the policies are theirs and active over the whole period, stores the check-in and e-mails the client a
 * link to a read-only confirmation (no sign-in: the link's token is the proof).
 */

export const MAX_CLIENT_NAME_LENGTH = 200
export const MAX_ASSIGNMENT_DESCRIPTION_LENGTH = 2000
/** An assignment may be stated from a year back (one under way) and may last at most five years. */
export const MAX_PERIOD_YEARS = 5
/** Policies one check-in may name. */
export const MAX_CHECKIN_POLICIES = 10
/** Files per kind of document. */
export const MAX_FILES_PER_KIND = 5
/** The client's confirmation link works until this many days after the assignment's last day. */
export const CONFIRMATION_DAYS_AFTER_PERIOD = 30

/**
 * The documents a check-in asks for (docs/checkin.md). The policy schedules are ours already, so they are
 * never asked. Always: an extract of the Chamber of Commerce (KvK) register, which shows the client the
 * freelancer runs a registered business. When none of the chosen covers is a liability cover: proof of a
 * liability cover held elsewhere (that insurer's policy schedule), since clients ask for liability first.
 */
export const DOCUMENT_KINDS = ['kvk_extract', 'liability_elsewhere'] as const
export const documentKindSchema = z.enum(DOCUMENT_KINDS)
export type DocumentKind = z.infer<typeof documentKindSchema>

/** Our products that are a liability cover. */
export const LIABILITY_TYPES: readonly ProductType[] = [
  'professional_liability',
  'business_liability',
  'allianz_liability',
]

/** The kinds of documents a check-in with covers of these product types must carry, in order. */
export function documentsAskedFor(types: readonly ProductType[]): DocumentKind[] {
  const liability = types.some((type) => LIABILITY_TYPES.includes(type))
  return liability ? ['kvk_extract'] : ['kvk_extract', 'liability_elsewhere']
}

/** A policy covers the period when it started by its first day and does not end before its last. */
export const coversPeriod = (
  policy: { start_date: string; end_date: string | null },
  period: { period_from: string; period_to: string },
) =>
  policy.start_date <= period.period_from && (policy.end_date === null || policy.end_date >= period.period_to)

const requiredOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : key

const text = (max: number) =>
  z
    .string({ error: requiredOr('invalid') })
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'))

const date = () =>
  z
    .string({ error: requiredOr('invalid') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required', abort: true }),
      z.refine(isStrictDate, 'dateValidMessage'),
    )

/**
 * The assignment (the form's first step and part of `POST /checkins`; `today` is the day in
 * Europe/Amsterdam). Field errors: `client_name` `required` / `tooLong`; `client_email` `required` /
 * `email`; `description` `required` / `tooLong`; `period_from` `required` / `dateValidMessage` /
 * `periodStartTooEarly` (more than a year back); `period_to` `required` / `dateValidMessage` /
 * `periodEnded` (before today) / `periodEndBeforeStart` / `periodTooLong` (over MAX_PERIOD_YEARS).
 */
export const assignmentSchema = ({ today }: { today: string }) =>
  z
    .object({
      client_name: text(MAX_CLIENT_NAME_LENGTH),
      client_email: emailSchema,
      description: text(MAX_ASSIGNMENT_DESCRIPTION_LENGTH),
      period_from: date().check(
        z.refine((v) => !isStrictDate(v) || v >= addYears(today, -1), 'periodStartTooEarly'),
      ),
      period_to: date().check(z.refine((v) => !isStrictDate(v) || v >= today, 'periodEnded')),
    })
    .check(
      z.superRefine((value, ctx) => {
        const { period_from: from, period_to: to } = value
        // An ended period is said once (period_to periodEnded), not again as backwards.
        if (!isStrictDate(from) || !isStrictDate(to) || to < today) return
        if (to < from)
          ctx.issues.push({ code: 'custom', message: 'periodEndBeforeStart', path: ['period_to'], input: to })
        else if (to > addYears(from, MAX_PERIOD_YEARS))
          ctx.issues.push({ code: 'custom', message: 'periodTooLong', path: ['period_to'], input: to })
      }),
    )
export type AssignmentForm = z.input<ReturnType<typeof assignmentSchema>>
export type Assignment = z.output<ReturnType<typeof assignmentSchema>>

const id = () => z.int32({ error: requiredOr('invalid') }).check(z.positive('invalid'))

/** One uploaded document named for a kind. */
export const checkinDocumentSchema = z.object({ kind: documentKindSchema, id: id() })
export type CheckinDocument = z.infer<typeof checkinDocumentSchema>

/**
 * `POST /checkins`: the assignment, the policies that cover it and the documents. Field errors beyond the
 * assignment's: `policies` `required` (none) / `tooMany` / `duplicate`; `policies.<i>`
 * `policyNotActiveInPeriod` (the customer's, but ended, cancelled or not running over the whole period);
 * `documents` `tooMany` / `duplicate`; `documents.<kind>` `required` (a kind documentsAskedFor asks and
 * none is given). A policy or document that is not the customer's is a 404 `not_found`, like one that
 * does not exist. 201 with the Checkin.
 */
export const checkinBodySchema = ({ today }: { today: string }) =>
  z.extend(assignmentSchema({ today }), {
    policies: z.array(id(), { error: requiredOr('invalid') }).check(
      z.minLength(1, 'required'),
      z.maxLength(MAX_CHECKIN_POLICIES, 'tooMany'),
      z.refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
    ),
    documents: z._default(
      z.array(checkinDocumentSchema, { error: 'invalid' }).check(
        z.maxLength(MAX_FILES_PER_KIND * DOCUMENT_KINDS.length, 'tooMany'),
        z.refine((docs) => new Set(docs.map((d) => d.id)).size === docs.length, 'duplicate'),
      ),
      [],
    ),
  })
export type CheckinBody = z.input<ReturnType<typeof checkinBodySchema>>

/** A cover as the check-in shows it: the policy's product, number, what it covers and until when. */
export const checkinCoverSchema = z.object({
  policy_id: z.int(),
  number: z.string(),
  product_name: z.string(),
  product_type: productTypeSchema,
  start_date: z.iso.date(),
  /** The last day of cover; null: it runs on (no end date). */
  end_date: z.nullable(z.iso.date()),
  /** The insured amounts and cover lines of the policy, in the request's language. */
  cover: z.array(listItemSchema),
})
export type CheckinCover = z.infer<typeof checkinCoverSchema>

/** A document of the check-in: its kind and file name (the content stays the freelancer's). */
export const checkinDocumentInfoSchema = z.object({ id: z.int(), kind: documentKindSchema, name: z.string() })
export type CheckinDocumentInfo = z.infer<typeof checkinDocumentInfoSchema>

/** A check-in as its freelancer sees it. */
export const checkinSchema = z.object({
  id: z.int(),
  client_name: z.string(),
  client_email: z.string(),
  description: z.string(),
  period_from: z.iso.date(),
  period_to: z.iso.date(),
  covers: z.array(checkinCoverSchema),
  documents: z.array(checkinDocumentInfoSchema),
  created_at: z.iso.datetime({ offset: true }),
  /** Until when the client's confirmation link works. */
  confirmation_expires_at: z.iso.datetime({ offset: true }),
  /** Whether the freelancer has an e-mail address, so a copy of the client's e-mail was sent to them. */
  copy_to_freelancer: z.boolean(),
  /**
   * In the answer to sending it (`POST /checkins`) only: whether the client's e-mail went out. False: the
   * check-in is stored but the client has no link (only its hash is kept), so it must be sent again.
   */
  client_mailed: z.optional(z.boolean()),
})
export type Checkin = z.infer<typeof checkinSchema>

/** The client's link: `/insurance-checkin/confirmation?token=<token>` (43 base64url characters). */
export const confirmationQuerySchema = z.object({
  token: z.string({ error: requiredOr('invalid') }).check(z.regex(/^[\w-]{43}$/, 'invalid')),
})

/**
 * `GET /checkin-confirmation?token=`: the read-only confirmation the client opens without signing in.
 * Only what the client needs: the freelancer's name and company, the assignment, the covers (product,
 * number, cover lines, until when) and the documents' names. A token that is malformed is a 400, one that
 * is unknown or past its lifetime a 404.
 */
export const confirmationSchema = z.object({
  freelancer_name: z.nullable(z.string()),
  company_name: z.nullable(z.string()),
  partner_name: z.string(),
  client_name: z.string(),
  description: z.string(),
  period_from: z.iso.date(),
  period_to: z.iso.date(),
  covers: z.array(checkinCoverSchema),
  documents: z.array(z.object({ kind: documentKindSchema, name: z.string() })),
  confirmed_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
})
export type Confirmation = z.infer<typeof confirmationSchema>

/** Field-error codes the views translate. */
export const CHECKIN_ERRORS = {
  policyNotActiveInPeriod: 'policyNotActiveInPeriod',
} as const
