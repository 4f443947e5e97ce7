import { Hono, type Context } from 'hono'
import { quoteParamSchema } from '../../contract/broker'
import { localeFromAcceptLanguage } from '../../contract/common'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import { startRulesOf } from '../cart/start-date'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseWith } from '../http/validate'
import { acceptBrokerQuote, brokerQuoteOf } from './quote-service'

/**
 * The signed-in customer's broker quote (api/contract/broker.ts) over quote-service.ts: read it, accept
 * it. Another customer's quote is a 404 that tells nothing; a malformed id a 400 on `id`.
 */
export function brokerRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()
  const quoteId = (c: Context) => parseWith(quoteParamSchema, { id: c.req.param('id') }).id
  const localeOf = (c: Context) => localeFromAcceptLanguage(c.req.header('accept-language'))
  const noStore = { 'Cache-Control': 'no-store' }

  on(app, routes.brokerQuote, async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const id = quoteId(c)
    const quote = await brokerQuoteOf(db, user, partner, id, localeOf(c), deps.config.brokerQuoteUrl)
    return c.json(quote, 200, noStore)
  })

  // No body is read; one sent anyway is small or refused.
  on(app, routes.brokerQuoteAccept, limitBody(8 * 1024), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const id = quoteId(c)
    const rules = await startRulesOf(deps, partner)
    const locale = localeOf(c)
    const accepted = await acceptBrokerQuote(db, user, partner, id, locale, rules, deps.config.brokerQuoteUrl)
    return c.json(accepted, 200, noStore)
  })
  return app
}
