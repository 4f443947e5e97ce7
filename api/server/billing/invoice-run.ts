import { and, asc, desc, eq, isNotNull, lt, lte, notExists, sql } from 'drizzle-orm'
import { billingDatesUntil } from '../../contract/billing-rules'
import { todayInNl } from '../../contract/date-rules'
import type { Database, DatabaseHandle } from '../db/client'
import {
  customerProfiles,
  invoicePolicies,
  invoices,
  paymentMandates,
  payments,
  policies,
  users,
} from '../db/schema'
import type { Logger } from '../logger'
import type { JobQueue } from '../jobs/queue'
import { keptMandate, queueDebit } from '../payments/direct-debit'
import type { PaymentsProvider } from '../payments/provider'

/** What the run needs (a part of AppDeps; the `billing.invoice-run` job calls it). */
export interface InvoiceRunDeps {
  database: DatabaseHandle
  payments: PaymentsProvider
  queue: Pick<JobQueue, 'send'>
  logger: Pick<Logger, 'info' | 'warn' | 'error'>
}

export interface InvoiceRunResult {
  /** The policies that ended in this run (their end date has passed). */
  ended: number[]
  /** The invoices this run made. */
  invoices: number[]
  /** The invoices whose direct debit this run queued (the `payments.debit` job calls the provider). */
  debited: number[]
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** A policy as billing sees it, with the billing dates its invoices cover already. */
interface Billable {
  id: number
  userId: number
  startDate: string
  endDate: string | null
  priceCents: number
  covered: Set<string>
}

/**
 * The monthly invoice run (issue 18 item 5): a plain function of the database and the job queue, run by
 * the `billing.invoice-run` job (hourly by its schedule, and once at start; jobs/workers.ts).
 * `today` is the Dutch calendar day (tests pass their own).
 *
 * 1. Policies whose end date (the last day of cover) has passed become `ended`.
 * 2. Every billing period (billing-rules.ts) of a priced policy whose billing date has come (≤ today) and
 *    that no invoice covers yet is invoiced. Decision: ONE invoice per customer per billing date, over all
 *    the policies billed that day (as the purchase's first invoice is over all its policies), so a customer
 *    gets one debit a month, not one per policy; `invoice_policies` says which policy and period each
 *    invoice bills. The amount is the policies' monthly premiums, due on the billing date. No period that
 *    starts after a policy's end date is billed: a cancelled policy's invoices stop.
 *    Period 0 is the purchase's invoice (its rows carry the start date; rows from before periods were kept
 *    carry null, which counts as period 0), so it is never billed again.
 * 3. Each invoice still `unfinished` without any payment (the ones just made, and any a crash left behind)
 *    becomes `processing` with its debit queued under the customer's kept mandate, in one transaction
 *    (payments/direct-debit.ts `queueDebit`, as the purchase does); the debit job calls the provider and
 *    retries it (payments/debit-job.ts). No mandate: it stays `unfinished`, which the customer can pay
 *    from /user/invoices through the reminder payment (its `pay_url`).
 *
 * Safe with two servers at once: each customer's invoices are made in one transaction under the user's
 * row lock (the one purchases take), reading what is covered only after taking it; the unique
 * (policy_id, period_start) of `invoice_policies` refuses a second invoice for a period even so. A debit
 * is started under the invoice's row lock, after checking it has no payment yet.
 */
export async function runInvoices(
  deps: InvoiceRunDeps,
  today: string = todayInNl(),
): Promise<InvoiceRunResult> {
  const { db } = deps.database
  const ended = await db
    .update(policies)
    .set({ status: 'ended' })
    .where(and(eq(policies.status, 'active'), lt(policies.end_date, today)))
    .returning({ id: policies.id })

  const due = await billablePolicies(db, today)
  const users = [...new Set(due.filter((p) => dueDates(p, today).length > 0).map((p) => p.userId))]
  const made: number[] = []
  for (const userId of users) {
    try {
      made.push(...(await db.transaction((tx) => invoiceCustomer(tx, userId, today))))
    } catch (err) {
      deps.logger.error(`invoice run: the invoices of user ${userId} were not made`, err)
    }
  }

  const debited: number[] = []
  for (const invoiceId of await undebited(db, today)) {
    try {
      if (await db.transaction((tx) => debit(tx, deps, invoiceId))) debited.push(invoiceId)
    } catch (err) {
      deps.logger.error(`invoice run: the debit of invoice ${invoiceId} was not queued`, err)
    }
  }
  if (ended.length + made.length + debited.length > 0)
    deps.logger.info(
      `invoice run ${today}: ${ended.length} policies ended, ${made.length} invoices made, ${debited.length} debits started`,
    )
  return { ended: ended.map((p) => p.id), invoices: made, debited }
}

/** The billing dates of `policy` that have come (up to its end date) and no invoice covers yet. */
export function dueDates(
  policy: Pick<Billable, 'startDate' | 'endDate' | 'covered'>,
  today: string,
): string[] {
  const until = policy.endDate !== null && policy.endDate < today ? policy.endDate : today
  return billingDatesUntil(policy.startDate, until).filter((date) => !policy.covered.has(date))
}

/**
 * The priced policies that may have a period to bill (started by today; not ended without an end date),
 * with the billing dates covered already; `userId` limits it to one customer.
 */
async function billablePolicies(
  db: Pick<Database, 'select'>,
  today: string,
  userId?: number,
): Promise<Billable[]> {
  const rows = await db
    .select({
      id: policies.id,
      userId: policies.user_id,
      startDate: policies.start_date,
      endDate: policies.end_date,
      status: policies.status,
      priceCents: policies.monthly_price_cents,
      periodStart: invoicePolicies.period_start,
      invoiceId: invoicePolicies.invoice_id,
    })
    .from(policies)
    .leftJoin(invoicePolicies, eq(invoicePolicies.policy_id, policies.id))
    .where(
      and(
        isNotNull(policies.monthly_price_cents),
        lte(policies.start_date, today),
        userId === undefined ? undefined : eq(policies.user_id, userId),
      ),
    )
    .orderBy(asc(policies.id))
  const byId = new Map<number, Billable>()
  for (const row of rows) {
    // An ended policy without an end date (ended before end dates were kept) is billed no more.
    if (row.status === 'ended' && row.endDate === null) continue
    const policy = byId.get(row.id) ?? {
      id: row.id,
      userId: row.userId,
      startDate: row.startDate,
      endDate: row.endDate,
      priceCents: row.priceCents ?? 0,
      covered: new Set<string>(),
    }
    // A row without a period is from before periods were kept: the purchase's invoice, period 0.
    if (row.invoiceId !== null) policy.covered.add(row.periodStart ?? row.startDate)
    byId.set(row.id, policy)
  }
  return [...byId.values()]
}

/** One customer's missing invoices, under their row lock; answers the new invoices' ids. */
async function invoiceCustomer(tx: Tx, userId: number, today: string): Promise<number[]> {
  const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
  if (!locked) return []
  // Read again under the lock: another run may have billed them meanwhile.
  const byDate = new Map<string, Billable[]>()
  for (const policy of await billablePolicies(tx, today, userId))
    for (const date of dueDates(policy, today)) byDate.set(date, [...(byDate.get(date) ?? []), policy])
  if (byDate.size === 0) return []
  const context = await invoiceContext(tx, userId)
  const made: number[] = []
  for (const [date, billed] of [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const [invoice] = await tx
      .insert(invoices)
      .values({
        user_id: userId,
        status: 'unfinished',
        amount_cents: billed.reduce((sum, p) => sum + p.priceCents, 0),
        due_date: date,
        ...context,
      })
      .returning({ id: invoices.id })
    if (!invoice) throw new Error('invoice was not stored')
    await tx
      .insert(invoicePolicies)
      .values(billed.map((p) => ({ invoice_id: invoice.id, policy_id: p.id, period_start: date })))
    made.push(invoice.id)
  }
  return made
}

/**
 * What a new invoice takes from the customer's latest one (the purchase's: its currency, and the site and
 * language its reminder link and words fit), with the last 4 of the IBAN it will be debited from.
 */
async function invoiceContext(tx: Tx, userId: number) {
  const [latest] = await tx
    .select({
      currency: invoices.currency,
      origin: invoices.origin,
      locale: invoices.locale,
      iban_last4: invoices.iban_last4,
    })
    .from(invoices)
    .where(eq(invoices.user_id, userId))
    .orderBy(desc(invoices.id))
    .limit(1)
  const [mandate] = await tx
    .select({ iban_last4: paymentMandates.iban_last4 })
    .from(paymentMandates)
    .where(eq(paymentMandates.user_id, userId))
  const [profile] = await tx
    .select({ iban: customerProfiles.iban })
    .from(customerProfiles)
    .where(eq(customerProfiles.user_id, userId))
  return {
    currency: latest?.currency ?? 'EUR',
    origin: latest?.origin ?? null,
    locale: latest?.locale ?? null,
    iban_last4: mandate?.iban_last4 ?? profile?.iban.slice(-4) ?? latest?.iban_last4 ?? '',
  }
}

/** Invoices due by today whose debit never started (`unfinished`, no payment at all), oldest first. */
async function undebited(db: Pick<Database, 'select'>, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(paymentMandates, eq(paymentMandates.user_id, invoices.user_id))
    .where(
      and(
        eq(invoices.status, 'unfinished'),
        lte(invoices.due_date, today),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(eq(payments.invoice_id, invoices.id)),
        ),
      ),
    )
    .orderBy(asc(invoices.id))
  return rows.map((r) => r.id)
}

/**
 * Queues the invoice's debit under the kept mandate (in this transaction, with the invoice's row lock),
 * unless another run did or it is no longer open.
 */
async function debit(tx: Tx, deps: InvoiceRunDeps, invoiceId: number): Promise<boolean> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update')
  if (!invoice || invoice.status !== 'unfinished') return false
  const [paid] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.invoice_id, invoiceId))
  if (paid) return false
  const mandate = await keptMandate(tx, deps.payments, invoice.user_id)
  if (!mandate) return false
  await queueDebit(tx, deps.queue, invoiceId, mandate)
  return true
}
