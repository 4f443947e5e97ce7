import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import {
  CHECKIN_ERRORS,
  CONFIRMATION_DAYS_AFTER_PERIOD,
  coversPeriod,
  documentsAskedFor,
  type Assignment,
  type Checkin,
  type CheckinCover,
  type CheckinDocument,
  type Confirmation,
  type DocumentKind,
} from '../../contract/checkin'
import type { Locale } from '../../contract/common'
import { addDays } from '../../contract/date-rules'
import type { Database } from '../db/client'
import {
  checkinDocuments,
  checkinPolicies,
  checkins,
  customerProfiles,
  documents,
  insuranceProducts,
  policies,
  users,
} from '../db/schema'
import { invalid, notFoundError } from '../http/errors'
import { coverIn } from '../policies/cover'

type Db = Pick<Database, 'select'>

/** The check-in as parsed by checkinBodySchema. */
export interface NewCheckin extends Assignment {
  policies: number[]
  documents: CheckinDocument[]
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Amsterdam's UTC offset on `date` (`+01:00` in winter, `+02:00` in summer). */
function amsterdamOffset(date: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value
  const hours = Number(/GMT([+-]\d+)/.exec(name ?? '')?.[1] ?? 1)
  return `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`
}

/**
 * The client's link works until the end of the day (Amsterdam time) CONFIRMATION_DAYS_AFTER_PERIOD days
 * after the period: the last moment of that day, so every page and mail shows that day as the last.
 */
export const confirmationExpiry = (periodTo: string) => {
  const last = addDays(periodTo, CONFIRMATION_DAYS_AFTER_PERIOD)
  return new Date(`${last}T23:59:59.999${amsterdamOffset(last)}`)
}

const policyColumns = {
  id: policies.id,
  user_id: policies.user_id,
  number: policies.number,
  status: policies.status,
  start_date: policies.start_date,
  end_date: policies.end_date,
  cover: policies.cover,
  names: insuranceProducts.names,
  type: insuranceProducts.type,
}

type PolicyRow = Awaited<ReturnType<typeof policiesOf>>[number]

const asCover = (p: PolicyRow, locale: Locale): CheckinCover => ({
  policy_id: p.id,
  number: p.number,
  product_name: p.names[locale] ?? p.names.nl ?? '',
  product_type: p.type,
  start_date: p.start_date,
  end_date: p.end_date,
  cover: coverIn(p.cover, locale),
})

async function policiesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return []
  return db
    .select(policyColumns)
    .from(policies)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, policies.insurance_product_id))
    .where(inArray(policies.id, [...ids]))
    .orderBy(asc(policies.id))
}

/**
 * Stores a check-in of the customer. Every policy and document must be theirs (else a 404, whoever's it
 * is); every policy active over the whole period (else `policies.<i>` `policyNotActiveInPeriod`); every
 * kind of document asked for present (else `documents.<kind>` `required`). Answers the new id and the
 * client's token (kept only as its hash).
 */
export async function createCheckin(
  db: Database,
  userId: number,
  body: NewCheckin,
  locale: Locale,
): Promise<{ id: number; token: string }> {
  return db.transaction(async (tx) => {
    const rows = await policiesOf(tx, body.policies)
    const byId = new Map(rows.filter((p) => p.user_id === userId).map((p) => [p.id, p]))
    if (body.policies.some((id) => !byId.has(id))) throw notFoundError('No such policy.')
    const docIds = body.documents.map((d) => d.id)
    const owned = docIds.length
      ? await tx
          .select({ id: documents.id })
          .from(documents)
          .where(and(eq(documents.user_id, userId), inArray(documents.id, docIds)))
      : []
    if (owned.length !== docIds.length) throw notFoundError('No such document.')

    const fieldErrors: Record<string, string[]> = {}
    body.policies.forEach((id, i) => {
      const p = byId.get(id)!
      if (p.status !== 'active' || !coversPeriod(p, body))
        fieldErrors[`policies.${i}`] = [CHECKIN_ERRORS.policyNotActiveInPeriod]
    })
    const given = new Set(body.documents.map((d) => d.kind))
    for (const kind of documentsAskedFor([...byId.values()].map((p) => p.type)))
      if (!given.has(kind)) fieldErrors[`documents.${kind}`] = ['required']
    if (Object.keys(fieldErrors).length > 0) throw invalid(fieldErrors)

    const token = randomBytes(32).toString('base64url')
    const [row] = await tx
      .insert(checkins)
      .values({
        user_id: userId,
        client_name: body.client_name,
        client_email: body.client_email,
        description: body.description,
        period_from: body.period_from,
        period_to: body.period_to,
        locale,
        token_hash: hashToken(token),
        token_expires_at: confirmationExpiry(body.period_to),
      })
      .returning({ id: checkins.id })
    await tx
      .insert(checkinPolicies)
      .values(body.policies.map((policy_id) => ({ checkin_id: row!.id, policy_id })))
    if (body.documents.length > 0)
      await tx
        .insert(checkinDocuments)
        .values(body.documents.map((d) => ({ checkin_id: row!.id, document_id: d.id, kind: d.kind })))
    return { id: row!.id, token }
  })
}

/**
 * The freelancer as the client may know them, and where their copy goes: the details of their last
 * purchase (person, company) before the account's own fields.
 */
export async function freelancerOf(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, person: customerProfiles.person, company: customerProfiles.company })
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.user_id, users.id))
    .where(eq(users.id, userId))
  const first = row?.person?.first_name ?? row?.user.first_name
  const last = row?.person?.last_name ?? row?.user.last_name
  return {
    name: [first, last].filter(Boolean).join(' ') || null,
    company: row?.company?.company_name ?? row?.user.company_name ?? null,
    email: row?.person?.email ?? row?.user.email ?? null,
  }
}

type CheckinRow = typeof checkins.$inferSelect

async function detailsOf(db: Db, row: CheckinRow, locale: Locale) {
  const links = await db
    .select({ policy_id: checkinPolicies.policy_id })
    .from(checkinPolicies)
    .where(eq(checkinPolicies.checkin_id, row.id))
  const covers = (
    await policiesOf(
      db,
      links.map((l) => l.policy_id),
    )
  ).map((p) => asCover(p, locale))
  const docs = await db
    .select({ id: documents.id, kind: checkinDocuments.kind, name: documents.original_name })
    .from(checkinDocuments)
    .innerJoin(documents, eq(documents.id, checkinDocuments.document_id))
    .where(eq(checkinDocuments.checkin_id, row.id))
    .orderBy(asc(documents.id))
  return { covers, documents: docs as { id: number; kind: DocumentKind; name: string }[] }
}

/** `GET /checkins/:id`: the customer's own check-in, or null (another's answers like none). */
export async function checkinOf(db: Db, userId: number, id: number, locale: Locale): Promise<Checkin | null> {
  const [row] = await db
    .select()
    .from(checkins)
    .where(and(eq(checkins.id, id), eq(checkins.user_id, userId)))
  if (!row) return null
  const { covers, documents: docs } = await detailsOf(db, row, locale)
  const { email } = await freelancerOf(db, userId)
  return {
    id: row.id,
    client_name: row.client_name,
    client_email: row.client_email,
    description: row.description,
    period_from: row.period_from,
    period_to: row.period_to,
    covers,
    documents: docs,
    created_at: row.created_at.toISOString(),
    confirmation_expires_at: row.token_expires_at.toISOString(),
    copy_to_freelancer: email !== null,
  }
}

/**
 * `GET /checkin-confirmation`: the check-in of a live token of a customer of the host's partner, as the
 * client may see it; null for an unknown, expired or other partner's token.
 */
export async function confirmationOf(
  db: Db,
  partner: { id: number; name: string },
  token: string,
  locale: Locale,
): Promise<Confirmation | null> {
  const [found] = await db
    .select({ checkin: checkins, user: users })
    .from(checkins)
    .innerJoin(users, eq(users.id, checkins.user_id))
    .where(
      and(
        eq(checkins.token_hash, hashToken(token)),
        eq(users.partner_id, partner.id),
        gt(checkins.token_expires_at, new Date()),
      ),
    )
  if (!found) return null
  const { checkin: row, user } = found
  const { covers, documents: docs } = await detailsOf(db, row, locale)
  const freelancer = await freelancerOf(db, user.id)
  return {
    freelancer_name: freelancer.name,
    company_name: freelancer.company,
    partner_name: partner.name,
    client_name: row.client_name,
    description: row.description,
    period_from: row.period_from,
    period_to: row.period_to,
    covers,
    documents: docs.map(({ kind, name: file }) => ({ kind, name: file })),
    confirmed_at: row.created_at.toISOString(),
    expires_at: row.token_expires_at.toISOString(),
  }
}
