import { eq } from 'drizzle-orm'
import type { Locale } from '../../contract/common'
import {
  INVALID_REMINDER,
  INVOICE_ALREADY_PAID,
  PAYMENT_CREATION_FAILED,
  type PaymentMethod,
  type PaymentResponse,
  type ReminderPaymentResponse,
  type ReminderResponse,
} from '../../contract/payments'
import { sameSecret } from '../auth/same-secret'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { paymentMandates, payments } from '../db/schema'
import type { AppDeps } from '../deps'
import { errorBody, HttpError, notFoundError, refused } from '../http/errors'
import { formatMoney } from '../products/pricing'
import { invoiceById, isSettled, reminderInvoice, type InvoiceRow } from './invoice-view'
import { PaymentProviderError } from './provider'
import { readReminderToken } from './reminder-token'
import { settlePayment } from './settle'

/**
 * The payment reminder (core §2 `/invoice-reminder`, `/payment/success`; api/contract/payments.ts). No
 * login: the e-mailed link's signed token shows and pays its own invoice only, and a payment's client
 * secret (the browser's proof, as with Stripe's own retrieve) shows that payment only.
 */

type Db = Pick<Database, 'select'>

const invalidReminder = () => refused(INVALID_REMINDER, 'The reminder link is not valid or has expired.')
const noSuchPayment = () => notFoundError('No such payment.')

/** The invoice of a reminder token (refused `invalid_reminder` when forged, expired or unknown). */
export async function reminderInvoiceOf(
  db: Db,
  config: Pick<Config, 'jwtSecret'>,
  token: string,
): Promise<InvoiceRow> {
  const id = readReminderToken(config.jwtSecret, token)
  const invoice = id === null ? null : await invoiceById(db, id)
  if (!invoice) throw invalidReminder()
  return invoice
}

/** The reminder page's view: the invoice, and whether it is paid (or being paid) already. */
export async function reminderView(db: Db, invoice: InvoiceRow, locale: Locale): Promise<ReminderResponse> {
  return { invoice: await reminderInvoice(db, invoice, locale), fulfilled: isSettled(invoice) }
}

/**
 * An iDEAL or card payment of the open invoice, created with the provider (with the customer's provider
 * account when their mandate has one) for the browser to confirm: 409 when the invoice is paid already,
 * 502 when the provider cannot create it. `beforeCreating` runs just before the provider is asked (the
 * route counts its rate limits there: they spare the provider).
 */
export async function payReminder(
  deps: Pick<AppDeps, 'database' | 'payments' | 'logger'>,
  invoice: InvoiceRow,
  method: PaymentMethod,
  beforeCreating: () => Promise<void> = async () => undefined,
): Promise<ReminderPaymentResponse> {
  const { db } = deps.database
  const provider = deps.payments
  if (isSettled(invoice))
    throw new HttpError(
      409,
      errorBody(INVOICE_ALREADY_PAID, 'The invoice is paid already.', {
        non_field_errors: [INVOICE_ALREADY_PAID],
      }),
    )
  await beforeCreating()
  const [mandate] = await db
    .select({ customer_id: paymentMandates.customer_id, provider: paymentMandates.provider })
    .from(paymentMandates)
    .where(eq(paymentMandates.user_id, invoice.user_id))
  let created
  try {
    created = await provider.createPayment({
      method,
      invoiceId: invoice.id,
      amountCents: invoice.amount_cents,
      currency: invoice.currency,
      customerId: mandate?.provider === provider.kind ? mandate.customer_id : null,
    })
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err
    deps.logger.warn('reminder payment not created', { invoice: invoice.id, error: err.message })
    throw new HttpError(
      502,
      errorBody(PAYMENT_CREATION_FAILED, 'The payment could not be created.', {
        non_field_errors: [PAYMENT_CREATION_FAILED],
      }),
    )
  }
  await db.insert(payments).values({
    id: created.id,
    invoice_id: invoice.id,
    user_id: invoice.user_id,
    provider: provider.kind,
    method,
    status: created.status,
    client_secret: created.clientSecret,
    amount_cents: invoice.amount_cents,
    currency: invoice.currency,
  })
  return { payment_intent: created.id, client_secret: created.clientSecret, provider: provider.browser }
}

/** A reminder payment by its id and client secret. Direct debits are never shown: the browser never had their secret. */
async function reminderPayment(db: Db, id: string, secret: string) {
  if (id.length > 255) throw noSuchPayment()
  const [payment] = await db.select().from(payments).where(eq(payments.id, id))
  if (!payment || payment.method === 'sepa_debit' || !sameSecret(payment.client_secret, secret))
    throw noSuchPayment()
  return { ...payment, method: payment.method }
}

/** The payment's status and its invoice; 404 for a wrong secret. */
export async function paymentView(
  db: Db,
  id: string,
  secret: string,
  locale: Locale,
): Promise<PaymentResponse> {
  const payment = await reminderPayment(db, id, secret)
  const invoice = await invoiceById(db, payment.invoice_id)
  if (!invoice) throw noSuchPayment()
  return {
    status: payment.status,
    method: payment.method,
    amount: formatMoney(payment.amount_cents),
    currency: payment.currency,
    invoice: await reminderInvoice(db, invoice, locale),
  }
}

/** The local bank page's answer: settles the payment at once, as the provider's webhook would. */
export async function confirmLocalPayment(
  deps: Parameters<typeof settlePayment>[0],
  id: string,
  secret: string,
  outcome: 'succeeded' | 'failed',
): Promise<void> {
  const payment = await reminderPayment(deps.database.db, id, secret)
  await settlePayment(deps, {
    paymentId: payment.id,
    status: outcome,
    failureCode: outcome === 'failed' ? 'card_declined' : undefined,
  })
}
