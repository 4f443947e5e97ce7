import { Hono } from 'hono'
import { NO_EMAIL, summaryMailSchema } from '../../contract/calculator'
import { localeFromAcceptLanguage } from '../../contract/common'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import { noSuchCartItem } from '../cart/cart-service'
import { startRulesOf } from '../cart/start-date'
import type { AppDeps } from '../deps'
import { refused } from '../http/errors'
import { createLimiter, limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { calculatorSummaryMail } from '../mail/calculator-mail'
import { mailLocale } from '../mail/mail-locale'
import { hostPartner } from '../users/store'
import { calculatorSummary } from './summary'

/** Summaries a customer may have mailed per hour (then 429 `throttled`). */
export const MAILS_PER_HOUR = 10
/** A list of at most 20 ids. */
const MAIL_BODY = 4 * 1024

/**
 * The premium calculator (api/contract/calculator.ts): its summary of the customer's cart, and that
 * summary mailed to the customer's own address. Only the customer's own cart items: another's is a 404.
 */
export function calculatorRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()
  // Mail goes to the customer's own address only; still, a few a day is what a customer needs.
  const mails = createLimiter(deps, { name: 'calculator-mail', limit: MAILS_PER_HOUR, windowMs: 60 * 60_000 })

  on(app, routes.calculatorSummary, async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    return c.json(await calculatorSummary(db, user, locale, await startRulesOf(deps, partner)))
  })

  on(app, routes.calculatorSummaryMail, limitBody(MAIL_BODY), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const { cart_items } = await parseBody(c, summaryMailSchema)
    const host = await hostPartner(c, db)
    const locale = mailLocale(c, host)
    const ids = [...new Set(cart_items)]
    const summary = await calculatorSummary(db, user, locale, await startRulesOf(deps, partner), ids)
    // Every item must be the customer's own; which one is not stays unsaid.
    if (summary.items.length !== ids.length) throw noSuchCartItem()
    if (!user.email) throw refused(NO_EMAIL, 'The customer has no e-mail address.')
    await mails.hit(String(user.id))
    await deps.mailer.send(calculatorSummaryMail(locale, { to: user.email, partner: host.name, summary }))
    return c.json({ sent: true as const })
  })
  return app
}
