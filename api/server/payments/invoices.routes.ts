import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import {
  INVALID_REMINDER,
  INVOICE_ALREADY_PAID,
  PAYMENT_CREATION_FAILED,
  reminderPaymentRequestSchema,
  reminderQuerySchema,
  type ReminderPaymentResponse,
  type ReminderResponse,
} from '../../contract/payments'
import { routes } from '../../contract/routes'
import { paymentMandates, payments } from '../db/schema'
import type { AppDeps } from '../deps'
import { errorBody, HttpError, refused } from '../http/errors'
import { clientAddress, createLimiter, limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'
import { invoiceById, isSettled, reminderInvoice, type InvoiceRow } from '../payments/invoice-view'
import { PaymentProviderError } from '../payments/provider'
import { readReminderToken } from '../payments/reminder-token'

const HOUR = 60 * 60_000

const invalidReminder = () => refused(INVALID_REMINDER, 'The reminder link is not valid or has expired.')

/**
 * The payment reminder (core §2 `/invoice-reminder`; api/contract/payments.ts). No login: the e-mailed
 * link's signed token is the proof, and it only shows and pays its own invoice.
 */
export function invoiceRoutes(deps: AppDeps): Hono {
  const { config, database, payments: provider } = deps
  const { db } = database
  const app = new Hono()
  // Counted once the token is valid: the limits spare the payment provider, not the parser.
  const perAddress = createLimiter({ limit: 60, windowMs: HOUR })
  const perInvoice = createLimiter({ limit: 20, windowMs: HOUR })

  const invoiceOf = async (token: string): Promise<InvoiceRow> => {
    const id = readReminderToken(config.jwtSecret, token)
    const invoice = id === null ? null : await invoiceById(db, id)
    if (!invoice) throw invalidReminder()
    return invoice
  }

  /** GET /invoices/reminder?token=: the invoice, and whether it is paid (or being paid) already. */
  on(app, routes.reminder, async (c) => {
    const { token } = parseQuery(c, reminderQuerySchema)
    const invoice = await invoiceOf(token)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const body: ReminderResponse = {
      invoice: await reminderInvoice(db, invoice, locale),
      fulfilled: isSettled(invoice),
    }
    return c.json(body, 200, { 'Cache-Control': 'no-store' })
  })

  /** POST /invoices/reminder/payment: an iDEAL or card payment of the open invoice, for the browser to confirm. */
  on(app, routes.reminderPayment, limitBody(4 * 1024), async (c) => {
    const { token, method } = await parseBody(c, reminderPaymentRequestSchema)
    const invoice = await invoiceOf(token)
    if (isSettled(invoice))
      throw new HttpError(
        409,
        errorBody(INVOICE_ALREADY_PAID, 'The invoice is paid already.', {
          non_field_errors: [INVOICE_ALREADY_PAID],
        }),
      )
    perAddress.hit(clientAddress(c))
    perInvoice.hit(String(invoice.id))
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
    const body: ReminderPaymentResponse = {
      payment_intent: created.id,
      client_secret: created.clientSecret,
      provider: provider.browser,
    }
    return c.json(body, 201)
  })
  return app
}
