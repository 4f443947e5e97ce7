import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import { reminderPaymentRequestSchema, reminderQuerySchema } from '../../contract/payments'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { clientAddress, createLimiter, limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'
import { payReminder, reminderInvoiceOf, reminderView } from './reminder-service'

const HOUR = 60 * 60_000

/**
 * The payment reminder (core §2 `/invoice-reminder`; api/contract/payments.ts) over the reminder service
 * (reminder-service.ts). No login: the e-mailed link's signed token is the proof.
 */
export function invoiceRoutes(deps: AppDeps): Hono {
  const { config, database } = deps
  const { db } = database
  const app = new Hono()
  // Counted once the token is valid: the limits spare the payment provider, not the parser.
  const perAddress = createLimiter(deps, { name: 'reminder-payment-address', limit: 60, windowMs: HOUR })
  const perInvoice = createLimiter(deps, { name: 'reminder-payment-invoice', limit: 20, windowMs: HOUR })

  /** GET /invoices/reminder?token=: the invoice, and whether it is paid (or being paid) already. */
  on(app, routes.reminder, async (c) => {
    const { token } = parseQuery(c, reminderQuerySchema)
    const invoice = await reminderInvoiceOf(db, config, token)
    const body = await reminderView(db, invoice, localeFromAcceptLanguage(c.req.header('accept-language')))
    return c.json(body, 200, { 'Cache-Control': 'no-store' })
  })

  /** POST /invoices/reminder/payment: an iDEAL or card payment of the open invoice, for the browser to confirm. */
  on(app, routes.reminderPayment, limitBody(4 * 1024), async (c) => {
    const { token, method } = await parseBody(c, reminderPaymentRequestSchema)
    const invoice = await reminderInvoiceOf(db, config, token)
    const counted = async () => {
      await perAddress.hit(clientAddress(c, config))
      await perInvoice.hit(String(invoice.id))
    }
    return c.json(await payReminder(deps, invoice, method, counted), 201)
  })
  return app
}
