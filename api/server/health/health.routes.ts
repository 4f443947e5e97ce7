import { Hono } from 'hono'
import type * as z from 'zod'
import type { healthSchema } from '../../contract/partner'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { errorBody } from '../http/errors'
import { on } from '../http/route'

/** `GET /healthz`: ok when the database answers a trivial query. */
export function healthRoutes({ database, logger }: AppDeps): Hono {
  const app = new Hono()
  on(app, routes.health, async (c) => {
    c.header('Cache-Control', 'no-store')
    try {
      await database.ping()
    } catch (err) {
      logger.error('health check: the database does not answer', err)
      return c.json(errorBody('database_unavailable', 'The database does not answer.'), 503)
    }
    const body: z.infer<typeof healthSchema> = { status: 'ok', database: database.kind }
    return c.json(body)
  })
  return app
}
