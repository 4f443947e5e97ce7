import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { DIRECT_DEBIT_FAILED } from '../../contract/payments'
import type { InvoiceStatus } from '../../contract/purchase'
import type { Database } from '../db/client'
import { invoices, paymentMandates } from '../db/schema'
import { errorBody, HttpError } from '../http/errors'
import type { JobQueue } from '../jobs/queue'
import type { Mandate, MandateRequest, PaymentsProvider } from './provider'

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>

const ibanHash = (iban: string) => createHash('sha256').update(iban).digest('hex')

/** 502 `direct_debit_failed`: the mandate was refused before anything of the purchase was stored. */
export const directDebitFailed = () =>
  new HttpError(
    502,
    errorBody(DIRECT_DEBIT_FAILED, 'The direct debit could not be created.', {
      non_field_errors: [DIRECT_DEBIT_FAILED],
    }),
  )

/**
 * Part of a transaction that made `invoice` (the purchase, the invoice run): the invoice is `processing`
 * and its debit is a job sent in the same transaction (the outbox), so the debit exists exactly when
 * the invoice does, and the provider is called only after the commit (debit-job.ts), never inside a
 * transaction. One job per invoice, however often this runs. Answers the invoice's new status.
 */
export async function queueDebit(
  tx: Tx,
  queue: Pick<JobQueue, 'send'>,
  invoiceId: number,
  mandate: Mandate | null,
): Promise<InvoiceStatus> {
  await tx
    .update(invoices)
    .set({ status: 'processing', updated_at: sql`now()` })
    .where(eq(invoices.id, invoiceId))
  await queue.send('payments.debit', { invoiceId, mandate }, { tx, key: `invoice-${invoiceId}` })
  return 'processing'
}

/**
 * The user's kept mandate at this provider (for `iban` only, when given), else null; read in any
 * transaction. The purchase, the debit job and the invoice run all read it here.
 */
export async function keptMandate(
  tx: Pick<Database, 'select'>,
  provider: PaymentsProvider,
  userId: number,
  iban?: string,
): Promise<Mandate | null> {
  const [kept] = await tx.select().from(paymentMandates).where(eq(paymentMandates.user_id, userId))
  if (!kept || kept.provider !== provider.kind) return null
  if (iban !== undefined && kept.iban_hash !== ibanHash(iban)) return null
  return { customerId: kept.customer_id, paymentMethodId: kept.payment_method_id, mandateId: kept.mandate_id }
}

/**
 * The user's mandate for this IBAN at this provider, made when there is none yet (or it was for another
 * IBAN), replacing the kept one; how the purchase and the account area's new IBAN (details/) get it.
 * Called outside any transaction (the provider may take seconds, and must not hold row locks meanwhile);
 * a refusal throws the provider's PaymentProviderError and keeps nothing. Two calls at once for one user
 * may both make one: the last stored wins, and the other is an unused mandate at the provider, never a
 * debit.
 */
export async function mandateFor(
  db: Pick<Database, 'select' | 'insert'>,
  provider: PaymentsProvider,
  request: MandateRequest,
): Promise<Mandate> {
  const kept = await keptMandate(db, provider, request.userId, request.iban)
  if (kept) return kept
  const made = await provider.createMandate(request)
  const row = {
    provider: provider.kind,
    customer_id: made.customerId,
    payment_method_id: made.paymentMethodId,
    mandate_id: made.mandateId,
    iban_hash: ibanHash(request.iban),
    iban_last4: request.iban.slice(-4),
  }
  await db
    .insert(paymentMandates)
    .values({ user_id: request.userId, ...row })
    .onConflictDoUpdate({ target: paymentMandates.user_id, set: { ...row, created_at: sql`now()` } })
  return made
}
