import { and, eq, sql } from 'drizzle-orm'
import type { DatabaseHandle } from '../db/client'
import { invoices, payments } from '../db/schema'
import type { Attempt, JobQueue } from '../jobs/queue'
import type { JobData } from '../jobs/names'
import type { Logger } from '../logger'
import { keptMandate } from './direct-debit'
import { PaymentProviderError, type PaymentsProvider } from './provider'

export interface DebitJobDeps {
  database: DatabaseHandle
  payments: PaymentsProvider
  queue: Pick<JobQueue, 'send'>
  logger: Pick<Logger, 'warn'>
}

/**
 * The `payments.debit` job (sent by direct-debit.ts `queueDebit` with the invoice): asks the provider
 * for the invoice's debit and records the answer as the invoice's payment.
 *
 * Safe to run twice: it does nothing for an invoice that is no longer `processing` or already has its
 * debit, and the provider call carries the invoice's idempotency key (`invoice-<id>-debit`), so a server
 * that stopped after the call and before the record gets the same payment back on the retry, and
 * records it once (the payment id is the key of `payments`).
 *
 * A provider failure is thrown, so the queue tries again with back-off; on the last try the invoice
 * becomes `failed` and the payment reminder goes out, as for a debit the bank refused. An invoice whose
 * customer has no mandate (any more) stays `unfinished`, payable from the account area.
 */
export async function runDebitJob(
  deps: DebitJobDeps,
  { invoiceId, mandate: given }: JobData['payments.debit'],
  attempt: Attempt,
): Promise<void> {
  const { db } = deps.database
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId))
  if (!invoice || invoice.status !== 'processing') return
  const [recorded] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoice_id, invoiceId), eq(payments.method, 'sepa_debit')))
  if (recorded) return
  const mandate = given ?? (await keptMandate(db, deps.payments, invoice.user_id))
  if (!mandate) {
    await db
      .update(invoices)
      .set({ status: 'unfinished', updated_at: sql`now()` })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'processing')))
    return
  }
  let debit
  try {
    debit = await deps.payments.debit({
      mandate,
      invoiceId,
      amountCents: invoice.amount_cents,
      currency: invoice.currency,
    })
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || !attempt.last) throw err
    deps.logger.warn('direct debit not created after every try; the invoice failed', { invoice: invoiceId })
    await failInvoice(deps, invoiceId)
    return
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({
        id: debit.id,
        invoice_id: invoiceId,
        user_id: invoice.user_id,
        provider: deps.payments.kind,
        method: 'sepa_debit',
        status: debit.status,
        client_secret: debit.clientSecret,
        amount_cents: invoice.amount_cents,
        currency: invoice.currency,
      })
      .onConflictDoNothing()
    if (debit.status === 'succeeded')
      await tx
        .update(invoices)
        .set({ status: 'paid', paid_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'processing')))
  })
}

/** The debit could not be made at all: the invoice fails and its reminder is sent, once (settle.ts does the same). */
async function failInvoice(deps: DebitJobDeps, invoiceId: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(invoices)
      .set({ status: 'failed', reminder_sent_at: sql`now()`, updated_at: sql`now()` })
      .where(
        and(
          eq(invoices.id, invoiceId),
          eq(invoices.status, 'processing'),
          sql`${invoices.reminder_sent_at} is null`,
        ),
      )
      .returning({ id: invoices.id })
    if (failed)
      await deps.queue.send('mail.payment-reminder', { invoiceId }, { tx, key: `invoice-${invoiceId}` })
  })
}
