// @vitest-environment node
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingDate } from '../../api/contract/billing-rules'
import { addDays } from '../../api/contract/date-rules'
import type { ProductType } from '../../api/contract/products'
import { invoicesResponseSchema } from '../../api/contract/invoices'
import { dueDates, runInvoices } from '../../api/server/billing/invoice-run'
import { invoicePolicies, invoices, paymentMandates, payments, policies } from '../../api/server/db/schema'
import { createTestApp, eventually, type TestApp } from './helpers'
import { buyer, DEBIT_DELAY_MS, LOCAL_DEBIT_FAILS_IBAN, reminderFor } from './payment-helpers'
import { as, productIds } from './product-helpers'
import { IBAN } from './purchase-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp({ LOCAL_DEBIT_DELAY_MS: String(DEBIT_DELAY_MS) })
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

/** What the runs logged as errors (a customer whose invoices failed is logged, not thrown): none, unless a test says. */
const logged: unknown[] = []
const recording = {
  info: () => undefined,
  warn: () => undefined,
  error: (...args: unknown[]) => logged.push(args),
}
const run = (today: string) => runInvoices({ ...t.deps, logger: recording }, today)

/** A customer who bought one policy today (start date today) from `iban`: their user id and policy. */
async function customerWithPolicy(name: string, iban = IBAN) {
  const bought = await buyer(t, ids, name, iban)
  const me = (await (await as(t, bought.token, 'GET', '/users/me')).json()) as { id: number }
  const [policy] = await t.database.db.select().from(policies).where(eq(policies.user_id, me.id))
  if (!policy) throw new Error('no policy')
  return { ...bought, userId: me.id, policy }
}

/** The invoice's debits: the run queues them (payments.debit jobs), which record them shortly after. */
const debitsOf = (invoiceId: number) =>
  t.database.db.select().from(payments).where(eq(payments.invoice_id, invoiceId))
/** Waits for each invoice's one debit, then checks a while later that none came twice. */
async function debitedOnce(invoiceIds: readonly number[]) {
  for (const id of invoiceIds)
    await eventually(
      async () => expect((await debitsOf(id)).map((p) => p.method)).toEqual(['sepa_debit']),
      5000,
    )
  await new Promise((r) => setTimeout(r, 300))
  for (const id of invoiceIds) expect(await debitsOf(id)).toHaveLength(1)
}

const invoicesOf = (userId: number) =>
  t.database.db.select().from(invoices).where(eq(invoices.user_id, userId)).orderBy(asc(invoices.due_date))

const periodsOf = async (policyId: number) =>
  (
    await t.database.db
      .select({ period: invoicePolicies.period_start })
      .from(invoicePolicies)
      .where(eq(invoicePolicies.policy_id, policyId))
      .orderBy(asc(invoicePolicies.period_start))
  ).map((r) => r.period)

describe('the monthly invoice run', () => {
  it('bills each month whose billing date has come, once, at the monthly premium, due on its billing date', async () => {
    const c = await customerWithPolicy('run-months')
    const start = c.policy.start_date
    // The purchase's invoice is period 0: a run on the start date bills nothing more.
    expect(await periodsOf(c.policy.id)).toEqual([start])
    expect((await run(start)).invoices).toEqual([])
    expect(await invoicesOf(c.userId)).toHaveLength(1)

    // Three months and a bit later: periods 1, 2 and 3, one invoice each, debited under the mandate.
    const today = addDays(billingDate(start, 3), 5)
    const first = await run(today)
    const rows = await invoicesOf(c.userId)
    expect(rows).toHaveLength(4)
    expect(rows.map((r) => r.due_date)).toEqual([0, 1, 2, 3].map((n) => billingDate(start, n)))
    for (const row of rows.slice(1)) {
      expect(row.amount_cents).toBe(c.policy.monthly_price_cents)
      expect(row.iban_last4).toBe(rows[0]!.iban_last4)
      expect(row.origin).toBe(rows[0]!.origin)
      expect(first.invoices).toContain(row.id)
      expect(first.debited).toContain(row.id)
    }
    expect(await periodsOf(c.policy.id)).toEqual([0, 1, 2, 3].map((n) => billingDate(start, n)))

    // Not twice: a second run (and a later one on the same month) makes nothing for this customer.
    await run(today)
    await run(addDays(today, 3))
    expect(await invoicesOf(c.userId)).toHaveLength(4)

    // The debits were started (one sepa_debit payment each) and settle as paid.
    await debitedOnce(rows.slice(1).map((r) => r.id))
    await eventually(async () => {
      const now = await invoicesOf(c.userId)
      expect(now.slice(1).map((r) => r.status)).toEqual(['paid', 'paid', 'paid'])
    }, 5000)

    // The customer sees them, newest first, each with its policy.
    const res = await as(t, c.token, 'GET', '/invoices')
    const listed = invoicesResponseSchema.parse(await res.json()).result
    expect(listed.map((i) => i.due_date)).toEqual([3, 2, 1, 0].map((n) => billingDate(start, n)))
    expect(listed[0]!.policies.map((p) => p.number)).toEqual([c.policy.number])
  })

  it('makes no duplicates when two runs go at once', async () => {
    const c = await customerWithPolicy('run-twice')
    const today = billingDate(c.policy.start_date, 2)
    const [a, b] = await Promise.all([run(today), run(today)])
    const rows = await invoicesOf(c.userId)
    expect(
      rows,
      JSON.stringify({ a, b, logged }, (_k, v: unknown) =>
        v instanceof Error ? `${String(v)} (${String(v.cause)})` : v,
      ),
    ).toHaveLength(3)
    const mine = rows.slice(1).map((r) => r.id)
    // Each invoice was made by exactly one of the runs, and debited once.
    expect([...a.invoices, ...b.invoices].filter((id) => mine.includes(id)).sort()).toEqual(mine.sort())
    await debitedOnce(mine)
  })

  it('makes no duplicates when two servers run it at once for several customers', async () => {
    const second = await t.withConfig({})
    const customers = await Promise.all(
      ['two-a', 'two-b', 'two-c'].map((n) => customerWithPolicy(`run-${n}`)),
    )
    const today = billingDate(customers[0]!.policy.start_date, 4)
    await Promise.all([
      runInvoices(t.deps, today),
      runInvoices(second.deps, today),
      runInvoices(t.deps, today),
      runInvoices(second.deps, today),
    ])
    for (const c of customers) {
      const rows = await invoicesOf(c.userId)
      expect(rows.map((r) => r.due_date)).toEqual(
        [0, 1, 2, 3, 4].map((n) => billingDate(c.policy.start_date, n)),
      )
      await debitedOnce(rows.map((r) => r.id))
    }
  })

  it('refuses a second invoice for a period even past the lock (unique policy and period)', async () => {
    const c = await customerWithPolicy('run-unique')
    const [other] = await t.database.db
      .insert(invoices)
      .values({
        user_id: c.userId,
        status: 'unfinished',
        amount_cents: 1,
        due_date: c.policy.start_date,
        iban_last4: '0000',
      })
      .returning()
    await expect(
      t.database.db
        .insert(invoicePolicies)
        .values({ invoice_id: other!.id, policy_id: c.policy.id, period_start: c.policy.start_date }),
    ).rejects.toThrow()
  })

  it('stops billing a cancelled policy after its end date and ends it after that day', async () => {
    const c = await customerWithPolicy('run-cancelled')
    const start = c.policy.start_date
    // Cancelled with cover up to 10 days into period 1: period 1 is billed, period 2 and later not.
    const endDate = addDays(billingDate(start, 1), 10)
    await t.database.db
      .update(policies)
      .set({ end_date: endDate, cancelled_at: sql`now()` })
      .where(eq(policies.id, c.policy.id))

    // On its end date it still runs.
    const onEnd = await run(endDate)
    expect(onEnd.ended).not.toContain(c.policy.id)
    expect((await t.database.db.select().from(policies).where(eq(policies.id, c.policy.id)))[0]!.status).toBe(
      'active',
    )
    // Months later: only period 1 was billed, and the policy has ended.
    const later = await run(billingDate(start, 5))
    expect(later.ended).toContain(c.policy.id)
    expect((await t.database.db.select().from(policies).where(eq(policies.id, c.policy.id)))[0]!.status).toBe(
      'ended',
    )
    expect(await periodsOf(c.policy.id)).toEqual([start, billingDate(start, 1)])
    await run(billingDate(start, 8))
    expect(await invoicesOf(c.userId)).toHaveLength(2)
  })

  it('counts an invoice row from before periods were kept as the purchase invoice (period 0)', async () => {
    const c = await customerWithPolicy('run-legacy')
    await t.database.db
      .update(invoicePolicies)
      .set({ period_start: null })
      .where(eq(invoicePolicies.policy_id, c.policy.id))
    await run(c.policy.start_date)
    expect(await invoicesOf(c.userId)).toHaveLength(1)
    await run(billingDate(c.policy.start_date, 1))
    expect((await invoicesOf(c.userId)).map((r) => r.due_date)).toEqual([
      c.policy.start_date,
      billingDate(c.policy.start_date, 1),
    ])
  })

  it('leaves an invoice unfinished and payable from the list when there is no mandate', async () => {
    const c = await customerWithPolicy('run-no-mandate')
    await t.database.db.delete(paymentMandates).where(eq(paymentMandates.user_id, c.userId))
    const made = await run(billingDate(c.policy.start_date, 1))
    const [, next] = await invoicesOf(c.userId)
    expect(next).toMatchObject({ status: 'unfinished' })
    expect(made.debited).not.toContain(next!.id)
    const listed = invoicesResponseSchema.parse(
      await (await as(t, c.token, 'GET', '/invoices')).json(),
    ).result
    expect(listed.find((i) => i.id === next!.id)?.pay_url).toMatch(/\/invoice-reminder\?token=/)
  })

  it('sends the payment reminder when a monthly debit fails', async () => {
    const c = await customerWithPolicy('run-fails', LOCAL_DEBIT_FAILS_IBAN)
    await run(billingDate(c.policy.start_date, 1))
    await eventually(async () => {
      expect((await invoicesOf(c.userId)).map((r) => r.status)).toEqual(['failed', 'failed'])
    }, 5000)
    // One reminder per failed invoice: the purchase's and this month's.
    await eventually(async () => expect((await reminderFor(t, 'run-fails')).mail).toHaveLength(2), 5000)
  }, 15_000)

  it('bills nothing before the start date, and only priced policies', async () => {
    const c = await customerWithPolicy('run-unpriced')
    await t.database.db
      .update(policies)
      .set({ monthly_price_cents: null })
      .where(and(eq(policies.id, c.policy.id)))
    await run(billingDate(c.policy.start_date, 4))
    expect(await invoicesOf(c.userId)).toHaveLength(1)
    expect(dueDates({ startDate: '2026-03-31', endDate: null, covered: new Set() }, '2026-03-30')).toEqual([])
    expect(
      dueDates(
        { startDate: '2026-01-31', endDate: '2026-03-05', covered: new Set(['2026-01-31']) },
        '2026-06-01',
      ),
    ).toEqual(['2026-02-28'])
  })
})
