import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import { localPaymentConfirmSchema, paymentQuerySchema } from '../../contract/payments'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { notFoundError } from '../http/errors'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'
import { confirmLocalPayment, paymentView } from './reminder-service'

/**
 * Payments of reminders (core §2 `/payment/success`; api/contract/payments.ts) over the reminder service
 * (reminder-service.ts). No login: the client secret is the proof.
 */
export function paymentRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  /** POST /payments/local/confirm: the local bank page's answer; settles the payment at once. */
  on(app, routes.localPaymentConfirm, limitBody(4 * 1024), async (c) => {
    if (deps.payments.kind !== 'local') throw notFoundError()
    const { payment_intent, client_secret, outcome } = await parseBody(c, localPaymentConfirmSchema)
    await confirmLocalPayment(deps, payment_intent, client_secret, outcome)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    return c.json(await paymentView(db, payment_intent, client_secret, locale))
  })

  /** GET /payments/{payment_intent}?client_secret=: the payment's status and its invoice; 404 for a wrong secret. */
  on(app, routes.payment, async (c) => {
    const { client_secret } = parseQuery(c, paymentQuerySchema)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const body = await paymentView(db, c.req.param('id'), client_secret, locale)
    return c.json(body, 200, { 'Cache-Control': 'no-store' })
  })
  return app
}
