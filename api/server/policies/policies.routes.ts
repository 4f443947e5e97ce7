import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import { pathIdSchema } from '../../contract/policies'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import { documents } from '../db/schema'
import type { AppDeps } from '../deps'
import { uploadRoot } from '../documents/files'
import { notFoundError } from '../http/errors'
import { on } from '../http/route'
import { parseWith } from '../http/validate'
import { inboxOf, markRead } from './inbox-service'
import { policiesOf, policyOf } from './policy-service'

/** The path's `:id`, a 400 with `field_errors.id` when it is no id at all. */
const pathId = (c: Context) => Number(parseWith(pathIdSchema, { id: c.req.param('id') }).id)

/** `filename*` of RFC 6266 with a plain ASCII `filename` beside it for old clients. */
export const attachment = (name: string) => {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'document'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

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
    const [doc] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.user_id, user.id)))
    if (!doc) throw notFoundError('No such document.')
    const file = path.join(uploadRoot(deps.config), String(user.id), doc.stored_name)
    const bytes = await readFile(file).catch(() => null)
    if (!bytes) {
      deps.logger.error(`document ${doc.id} has no file`)
      throw notFoundError('No such document.')
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': doc.content_type,
      'Content-Length': String(bytes.length),
      'Content-Disposition': attachment(doc.original_name),
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
