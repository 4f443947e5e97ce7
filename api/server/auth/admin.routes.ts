import { Hono } from 'hono'
import type { AdminSession } from '../../contract/admin'
import { routes } from '../../contract/routes'
import { requireAdmin } from '../auth/require-admin'
import type { AppDeps } from '../deps'
import { on } from '../http/route'
import { requireSlug } from '../partners/require-partner'

/**
 * GET /admin/session: the admin the bearer token belongs to, when it is a valid admin token of the
 * host's partner (401 otherwise, 403 for another partner's). The SPA asks before showing admin
 * tools (the journey charts, the colour editor).
 */
export function adminRoutes({ config, database }: AppDeps): Hono {
  const app = new Hono()
  on(app, routes.adminSession, async (c) => {
    const slug = requireSlug(c)
    const admin = await requireAdmin(c, slug, config.jwtSecret, database.db)
    c.header('Cache-Control', 'no-store')
    return c.json({ name: admin.name, partner: admin.partner } satisfies AdminSession)
  })
  return app
}
