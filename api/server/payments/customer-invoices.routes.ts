import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import { invoicesQuerySchema } from '../../contract/invoices'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { on } from '../http/route'
import { parseQuery } from '../http/validate'
import { customerInvoices } from './customer-invoices-service'

/**
 * `GET /invoices` (api/contract/invoices.ts): the signed-in customer's own invoices over the invoice
 * service (customer-invoices-service.ts). Another customer's invoices are never answered.
 */
export function customerInvoiceRoutes(deps: AppDeps): Hono {
  const { config, database } = deps
  const app = new Hono()

  on(app, routes.invoices, async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const query = parseQuery(c, invoicesQuerySchema)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const result = await customerInvoices(database.db, config, { userId: user.id, partner, locale, query })
    // A status changes when a debit settles: never an answer from a cache.
    return c.json({ result }, 200, { 'Cache-Control': 'no-store' })
  })
  return app
}
