import { Hono, type Context } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import { pathIdSchema } from '../../contract/policies'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { on } from '../http/route'
import { parseWith } from '../http/validate'
import { attachment, documentContent } from './document-content'
import { inboxOf, markRead } from './inbox-service'
import { policiesOf, policyOf } from './policy-service'

/** The path's `:id`, a 400 with `field_errors.id` when it is no id at all. */
const pathId = (c: Context) => Number(parseWith(pathIdSchema, { id: c.req.param('id') }).id)

/**
 * The customer's policies, their documents and inbox (api/contract/policies.ts) over policy-service.ts
 * and inbox-service.ts. Another customer's policy, document or message is a 404 that tells nothing.
 */
export function policyRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()
  const currencyOf = async (partner: string) => (await deps.partners.get(partner))?.partner.currency ?? 'EUR'
  const localeOf = (c: Context) => localeFromAcceptLanguage(c.req.header('accept-language'))
  const noStore = { 'Cache-Control': 'no-store' }

  on(app, routes.policies, async (c) => {
    const { user, partner } = await requireUser(c, deps)
    return c.json(await policiesOf(db, user, localeOf(c), await currencyOf(partner)), 200, noStore)
  })

  on(app, routes.policy, async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const id = pathId(c)
    return c.json(await policyOf(db, user.id, id, localeOf(c), await currencyOf(partner)), 200, noStore)
  })

  on(app, routes.documentContent, async (c) => {
    const { user } = await requireUser(c, deps)
    const id = pathId(c)
    const doc = await documentContent({ db, config: deps.config, logger: deps.logger }, user.id, id)
    return c.body(doc.bytes, 200, {
      'Content-Type': doc.contentType,
      'Content-Length': String(doc.bytes.length),
      'Content-Disposition': attachment(doc.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
  })

  on(app, routes.inbox, async (c) => {
    const { user } = await requireUser(c, deps)
    return c.json({ result: await inboxOf(db, user.id) }, 200, noStore)
  })

  on(app, routes.inboxRead, async (c) => {
    const { user } = await requireUser(c, deps)
    const id = pathId(c)
    return c.json(await markRead(db, user.id, id), 200, noStore)
  })
  return app
}
