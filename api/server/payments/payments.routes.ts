import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import { localPaymentConfirmSchema, paymentQuerySchema, type PaymentResponse } from '../../contract/payments'
import { routes } from '../../contract/routes'
import { sameSecret } from '../auth/same-secret'
import type { Database } from '../db/client'
import { payments } from '../db/schema'
import type { AppDeps } from '../deps'
import { notFoundError } from '../http/errors'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'
import { invoiceById, reminderInvoice } from '../payments/invoice-view'
import { settlePayment } from '../payments/settle'
import { formatMoney } from '../products/pricing'

/**
 * A reminder payment by its id and client secret (the browser's proof, as with Stripe's own retrieve).
 * Direct debits are never shown here: the browser never had their secret.
 */
async function reminderPayment(db: Pick<Database, 'select'>, id: string, secret: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id))
  if (!payment || payment.method === 'sepa_debit' || !sameSecret(payment.client_secret, secret))
    throw notFoundError('No such payment.')
  return { ...payment, method: payment.method }
}

/** Payments of reminders (core §2 `/payment/success`; api/contract/payments.ts). No login: the client secret is the proof. */
export function paymentRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  const answer = async (id: string, secret: string, acceptLanguage: string | undefined) => {
    const payment = await reminderPayment(db, id, secret)
    const invoice = await invoiceById(db, payment.invoice_id)
    if (!invoice) throw notFoundError('No such payment.')
    const body: PaymentResponse = {
      status: payment.status,
      method: payment.method,
      amount: formatMoney(payment.amount_cents),
      currency: payment.currency,
      invoice: await reminderInvoice(db, invoice, localeFromAcceptLanguage(acceptLanguage)),
    }
    return body
  }

  /** POST /payments/local/confirm: the local bank page's answer; settles the payment at once. */
  on(app, routes.localPaymentConfirm, limitBody(4 * 1024), async (c) => {
    if (deps.payments.kind !== 'local') throw notFoundError()
    const { payment_intent, client_secret, outcome } = await parseBody(c, localPaymentConfirmSchema)
    const payment = await reminderPayment(db, payment_intent, client_secret)
    await settlePayment(deps, {
      paymentId: payment.id,
      status: outcome,
      failureCode: outcome === 'failed' ? 'card_declined' : undefined,
    })
    return c.json(await answer(payment_intent, client_secret, c.req.header('accept-language')))
  })

  /** GET /payments/{payment_intent}?client_secret=: the payment's status and its invoice; 404 for a wrong secret. */
  on(app, routes.payment, async (c) => {
    const { client_secret } = parseQuery(c, paymentQuerySchema)
    const id = c.req.param('id')
    if (id.length > 255) throw notFoundError('No such payment.')
    const body = await answer(id, client_secret, c.req.header('accept-language'))
    return c.json(body, 200, { 'Cache-Control': 'no-store' })
  })
  return app
}
