import { eq, sql } from 'drizzle-orm'
import type { PaymentStatus } from '../../contract/payments'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/client'
import { customerProfiles, invoices, partners, payments, users } from '../db/schema'
import type { JobQueue } from '../jobs/queue'
import type { Logger } from '../logger'
import { sendCustomerMail } from '../mail/customer-mail'
import { paymentReminderMail } from '../mail/payment-reminder-mail'
import type { PaymentOutcome } from './provider'
import { reminderLink } from './reminder-token'

/** What settling needs (a part of AppDeps, named here so deps.ts can hand it to the local provider). */
export interface SettleDeps {
  config: Pick<Config, 'jwtSecret'>
  database: DatabaseHandle
  logger: Logger
  queue: Pick<JobQueue, 'send'>
}

const statusOf = (outcome: PaymentOutcome['status']): PaymentStatus =>
  outcome === 'failed' ? 'requires_payment_method' : outcome

/**
 * Settles a payment with what the provider says became of it (the local provider's settlement job,
 * Stripe's webhook, the local bank page): the payment's status, then its invoice's. Succeeded pays the invoice;
 * processing marks it so (a reminder then counts as fulfilled); failed makes it `failed`, and a failed
 * direct debit sends the payment reminder, once per invoice (a job sent in the settlement's transaction). A payment already succeeded or canceled
 * stays so (provider events may come twice or out of order), and a paid invoice stays paid.
 * Answers `unknown` for a payment not (yet) stored: its purchase may not have committed.
 */
export async function settlePayment(
  deps: SettleDeps,
  outcome: PaymentOutcome,
): Promise<'settled' | 'unknown'> {
  const { db } = deps.database
  const result = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, outcome.paymentId)).for('update')
    if (!payment) return 'unknown' as const
    if (payment.status === 'succeeded' || payment.status === 'canceled') return null
    // Stripe does not promise the order of events: a late `processing` never undoes a failure.
    if (outcome.status === 'processing' && payment.failure_code) return null
    await tx
      .update(payments)
      .set({
        status: statusOf(outcome.status),
        failure_code: outcome.status === 'failed' ? (outcome.failureCode ?? 'payment_failed') : null,
        updated_at: sql`now()`,
      })
      .where(eq(payments.id, payment.id))
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, payment.invoice_id))
      .for('update')
    if (!invoice || invoice.status === 'paid') return null
    const remind = outcome.status === 'failed' && payment.method === 'sepa_debit' && !invoice.reminder_sent_at
    const [updated] = await tx
      .update(invoices)
      .set({
        status:
          outcome.status === 'succeeded' ? 'paid' : outcome.status === 'processing' ? 'processing' : 'failed',
        paid_at: outcome.status === 'succeeded' ? sql`now()` : null,
        ...(remind ? { reminder_sent_at: sql`now()` } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(invoices.id, invoice.id))
      .returning({ id: invoices.id })
    // In the transaction: a rolled-back settlement mails nothing; reminder_sent_at holds the one chance,
    // so a second event for the same failure does not mail again.
    if (remind && updated)
      await deps.queue.send(
        'mail.payment-reminder',
        { invoiceId: updated.id },
        { tx, key: `invoice-${updated.id}` },
      )
    return null
  })
  return result === 'unknown' ? 'unknown' : 'settled'
}

/**
 * The `mail.payment-reminder` job: the payment reminder for a failed invoice, to the address of the
 * purchase, with a link to pay it; kept in the inbox and sent by its `mail.customer` job, which tries
 * again while the mail server is down.
 */
export async function runReminderJob(deps: SettleDeps, { invoiceId }: { invoiceId: number }): Promise<void> {
  const { db } = deps.database
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId))
  if (!invoice) return
  const [who] = await db
    .select({
      email: users.email,
      person: customerProfiles.person,
      partner: partners.name,
      defaultLanguage: partners.default_language,
    })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partner_id))
    .leftJoin(customerProfiles, eq(customerProfiles.user_id, users.id))
    .where(eq(users.id, invoice.user_id))
  const to = who?.person?.email ?? who?.email
  if (!who || !to || !invoice.origin) {
    deps.logger.warn('payment reminder not sent: no address or site known', { invoice: invoice.id })
    return
  }
  const link = reminderLink(deps.config.jwtSecret, invoice.origin, invoice.id)
  const message = paymentReminderMail(invoice.locale ?? who.defaultLanguage, {
    to,
    partner: who.partner,
    link,
    amountCents: invoice.amount_cents,
    currency: invoice.currency,
  })
  // Kept once per invoice: this job run again after a crash finds the reminder kept, and mails nothing.
  await sendCustomerMail(
    { db, queue: deps.queue },
    { userId: invoice.user_id, kind: 'payment_reminder', link, onceKey: `payment-reminder-${invoice.id}` },
    message,
  )
}
