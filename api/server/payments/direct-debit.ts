import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { DIRECT_DEBIT_FAILED } from '../../contract/payments'
import type { InvoiceStatus } from '../../contract/purchase'
import type { Database } from '../db/client'
import { invoices, paymentMandates, payments } from '../db/schema'
import { errorBody, HttpError } from '../http/errors'
import type { InvoiceRow } from './invoice-view'
import { PaymentProviderError, type Mandate, type MandateRequest, type PaymentsProvider } from './provider'

type Tx = Pick<Database, 'select' | 'insert' | 'update'>

export interface DirectDebitRequest {
  userId: number
  invoice: InvoiceRow
  iban: string
  name: string
  email: string
  ipAddress: string
  userAgent: string
}

const ibanHash = (iban: string) => createHash('sha256').update(iban).digest('hex')

/** 502 `direct_debit_failed`: thrown inside the purchase's transaction, so nothing of it is stored. */
export const directDebitFailed = () =>
  new HttpError(
    502,
    errorBody(DIRECT_DEBIT_FAILED, 'The direct debit could not be created.', {
      non_field_errors: [DIRECT_DEBIT_FAILED],
    }),
  )

/**
 * Part of a purchase (in its transaction, under the user's row lock): the customer's mandate (made
 * once per user and IBAN, kept in `payment_mandates`) and the first invoice's debit under it, stored as
 * a payment; the invoice takes the debit's status (`processing`). The provider calls happen inside the
 * transaction on purpose: when either fails the purchase stores nothing. The debit settles later
 * (settle.ts), outside this transaction. Answers the invoice's new status.
 */
export async function startDirectDebit(
  tx: Tx,
  provider: PaymentsProvider,
  request: DirectDebitRequest,
): Promise<InvoiceStatus> {
  try {
    const mandate = await mandateFor(tx, provider, request)
    return await debitInvoice(tx, provider, request.userId, request.invoice, mandate)
  } catch (err) {
    if (err instanceof PaymentProviderError) throw directDebitFailed()
    throw err
  }
}

/**
 * Debits the invoice under the customer's mandate, stored as a payment; the invoice takes the debit's
 * status (`processing`, or `paid` when the provider says so at once). Used by the purchase (above) and by
 * the monthly invoice run (billing/invoice-run.ts) with the kept mandate. A provider failure is thrown as
 * the PaymentProviderError it is; each caller decides what it means.
 */
export async function debitInvoice(
  tx: Tx,
  provider: PaymentsProvider,
  userId: number,
  invoice: InvoiceRow,
  mandate: Mandate,
): Promise<InvoiceStatus> {
  const debit = await provider.debit({
    mandate,
    invoiceId: invoice.id,
    amountCents: invoice.amount_cents,
    currency: invoice.currency,
  })
  await tx.insert(payments).values({
    id: debit.id,
    invoice_id: invoice.id,
    user_id: userId,
    provider: provider.kind,
    method: 'sepa_debit',
    status: debit.status,
    client_secret: debit.clientSecret,
    amount_cents: invoice.amount_cents,
    currency: invoice.currency,
  })
  const status: InvoiceStatus = debit.status === 'succeeded' ? 'paid' : 'processing'
  await tx
    .update(invoices)
    .set({ status, paid_at: status === 'paid' ? sql`now()` : null })
    .where(eq(invoices.id, invoice.id))
  return status
}

/**
 * The user's mandate for this IBAN at this provider, made when there is none yet (or it was for another
 * IBAN), replacing the kept one; also how the account area's new IBAN gets its mandate (details/).
 */
export async function mandateFor(
  tx: Tx,
  provider: PaymentsProvider,
  request: MandateRequest,
): Promise<Mandate> {
  const hash = ibanHash(request.iban)
  const [kept] = await tx.select().from(paymentMandates).where(eq(paymentMandates.user_id, request.userId))
  if (kept && kept.provider === provider.kind && kept.iban_hash === hash)
    return {
      customerId: kept.customer_id,
      paymentMethodId: kept.payment_method_id,
      mandateId: kept.mandate_id,
    }
  const made = await provider.createMandate(request)
  const row = {
    provider: provider.kind,
    customer_id: made.customerId,
    payment_method_id: made.paymentMethodId,
    mandate_id: made.mandateId,
    iban_hash: hash,
    iban_last4: request.iban.slice(-4),
  }
  await tx
    .insert(paymentMandates)
    .values({ user_id: request.userId, ...row })
    .onConflictDoUpdate({ target: paymentMandates.user_id, set: { ...row, created_at: sql`now()` } })
  return made
}
