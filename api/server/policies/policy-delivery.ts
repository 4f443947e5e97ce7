import { createHash, randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Locale } from '../../contract/common'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/client'
import {
  customerProfiles,
  documents,
  insuranceProducts,
  invoicePolicies,
  invoices,
  partners,
  policies,
  users,
} from '../db/schema'
import { removeFiles, uploadsOf } from '../documents/files'
import type { JobQueue } from '../jobs/queue'
import type { Logger } from '../logger'
import { sendCustomerMail } from '../mail/customer-mail'
import { linkMail } from '../mail/link-mail'
import { coverIn } from './cover'
import { policyPdf } from './policy-pdf'
import { POLICY_TEXTS } from './policy-texts'

export interface DeliveryDeps {
  config: Pick<Config, 'dataDir'>
  database: DatabaseHandle
  queue: Pick<JobQueue, 'send'>
  logger: Logger
}

/** What the purchase route knows: whose policies, and the site and language the purchase was made in. */
export interface Delivery {
  userId: number
  policyIds: readonly number[]
  locale: Locale
  /** The partner's configured origin (http/host.ts `partnerOrigin`), never the request's Host header. */
  origin: string
}

/** The account page the policy e-mail links to. */
export const policiesLink = (origin: string) => `${origin}/user/policies`

/**
 * The policy documents and the policy e-mail of a purchase, after its transaction committed: a PDF per
 * policy (policy-pdf.ts), stored as the customer's document and linked from its policy, then ONE e-mail
 * with every PDF attached, kept in the inbox (sendCustomerMail, kind `policy`).
 *
 * Once only, and all or nothing: the policies still without a document are claimed under a row lock
 * (SKIP LOCKED), so a replayed purchase (same request id) or a second call finds none and mails nothing.
 * The documents, the inbox entry and the e-mail's job (`mail.customer`) are one transaction: a crash
 * before its commit leaves nothing (its files are removed, and the `policies.deliver` job tries again);
 * after it, the e-mail is sent by its own job, however often this server stops.
 */
export async function deliverPolicies(deps: DeliveryDeps, delivery: Delivery): Promise<'sent' | 'none'> {
  if (delivery.policyIds.length === 0) return 'none'
  return (await makeDocuments(deps, delivery)) ? 'sent' : 'none'
}

async function makeDocuments(deps: DeliveryDeps, delivery: Delivery) {
  const { db } = deps.database
  const { userId, locale } = delivery
  const dir = uploadsOf(deps.config, userId)
  const written: string[] = []
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx
        .select({ policy: policies, product: insuranceProducts })
        .from(policies)
        .innerJoin(insuranceProducts, eq(insuranceProducts.id, policies.insurance_product_id))
        .where(
          and(
            eq(policies.user_id, userId),
            inArray(policies.id, [...delivery.policyIds]),
            isNull(policies.document_id),
          ),
        )
        .orderBy(asc(policies.id))
        // NO KEY UPDATE, not UPDATE: it claims the rows against another delivery (SKIP LOCKED) but lets
        // an invoice run reference them (its invoice_policies insert takes KEY SHARE) while it holds the
        // customer's row: with UPDATE, the run (user, then policy) and this (policy, then the user's key
        // through the documents insert) deadlocked, and both runs lost the month's invoices.
        .for('no key update', { of: policies, skipLocked: true })
      const first = rows[0]
      if (!first) return null
      const [who] = await tx
        .select({
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          person: customerProfiles.person,
          company: customerProfiles.company,
          partner: partners.name,
          currency: partners.currency,
        })
        .from(users)
        .innerJoin(partners, eq(partners.id, users.partner_id))
        .leftJoin(customerProfiles, eq(customerProfiles.user_id, users.id))
        .where(eq(users.id, userId))
      const to = who?.person?.email ?? who?.email
      if (!who || !to) throw new Error(`no e-mail address for user ${userId}`)
      const holder =
        [who.person?.first_name ?? who.first_name, who.person?.last_name ?? who.last_name]
          .filter(Boolean)
          .join(' ') || to
      await mkdir(dir, { recursive: true, mode: 0o700 })
      const made = []
      for (const { policy, product } of rows) {
        const name = product.names[locale] ?? product.names.nl
        const pdf = await policyPdf({
          locale,
          partner: who.partner,
          number: policy.number,
          product: name,
          holder,
          company: who.company?.company_name ?? null,
          startDate: policy.start_date,
          endDate: policy.end_date,
          monthlyCents: policy.monthly_price_cents ?? 0,
          currency: who.currency,
          cover: coverIn(policy.cover, locale),
        })
        const storedName = randomUUID()
        const file = path.join(dir, storedName)
        written.push(file)
        await writeFile(file, pdf, { mode: 0o600, flag: 'wx' })
        const fileName = `${POLICY_TEXTS[locale].filePrefix}-${policy.number}.pdf`
        const [doc] = await tx
          .insert(documents)
          .values({
            user_id: userId,
            stored_name: storedName,
            original_name: fileName,
            content_type: 'application/pdf',
            size: pdf.length,
            sha256: createHash('sha256').update(pdf).digest('hex'),
          })
          .returning({ id: documents.id })
        if (!doc) throw new Error('policy document was not stored')
        await tx.update(policies).set({ document_id: doc.id }).where(eq(policies.id, policy.id))
        made.push({ product: name, documentId: doc.id })
      }
      const t = POLICY_TEXTS[locale]
      const link = policiesLink(delivery.origin)
      const message = linkMail({
        to,
        subject: t.subject(who.partner, made.length),
        intro: t.intro(who.partner, made.map((p) => p.product).join(', ')),
        link,
        button: t.button,
        outro: t.outro,
      })
      const documentIds = made.map((p) => p.documentId)
      return sendCustomerMail(
        { db: tx, queue: deps.queue },
        {
          userId,
          kind: 'policy',
          link,
          documentId: documentIds[0] ?? null,
          attachmentIds: documentIds,
          onceKey: `policy-${first.policy.id}`,
        },
        message,
      )
    })
  } catch (err) {
    await removeFiles(written)
    throw err
  }
}

/**
 * The policies still without their document some time after their purchase (the `policies.deliver` job
 * failed on every try, or the policies are from before deliveries were jobs): delivered now, each
 * purchase in the site and language of its first invoice, as the purchase would have. Run with the
 * invoice run (the `billing.invoice-run` job); safe beside a delivery under way (the rows are claimed
 * under SKIP LOCKED).
 */
export async function deliverPending(deps: DeliveryDeps, olderThanSeconds = 60): Promise<number> {
  const { db } = deps.database
  const pending = await db
    .selectDistinct({
      userId: policies.user_id,
      policyId: policies.id,
      origin: invoices.origin,
      locale: invoices.locale,
    })
    .from(policies)
    .innerJoin(invoicePolicies, eq(invoicePolicies.policy_id, policies.id))
    .innerJoin(invoices, eq(invoices.id, invoicePolicies.invoice_id))
    .where(
      and(
        isNull(policies.document_id),
        eq(policies.status, 'active'),
        isNotNull(invoices.origin),
        isNotNull(invoices.locale),
        lt(policies.started_at, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
  const purchases = new Map<string, Delivery & { policyIds: number[] }>()
  for (const row of pending) {
    const key = `${row.userId} ${row.origin} ${row.locale}`
    const delivery = purchases.get(key) ?? {
      userId: row.userId,
      policyIds: [],
      origin: row.origin!,
      locale: row.locale!,
    }
    if (!delivery.policyIds.includes(row.policyId)) delivery.policyIds.push(row.policyId)
    purchases.set(key, delivery)
  }
  let sent = 0
  for (const delivery of purchases.values()) {
    try {
      if ((await deliverPolicies(deps, delivery)) === 'sent') sent += 1
    } catch (err) {
      deps.logger.error(`policy documents or e-mail for user ${delivery.userId} failed again`, err)
    }
  }
  return sent
}
