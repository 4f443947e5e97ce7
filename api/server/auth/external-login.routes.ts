import { Hono } from 'hono'
import { externalLoginRequestSchema } from '../../contract/auth'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { hostPartner } from '../users/store'
import { signInByExternalId } from './sign-in-service'

/**
 * `POST /jwt/create-by-external-id`: the partner's platform sends its customer here with an external id
 * signed by the partner's secret (sign-in-service.ts checks it, creates or updates the user, signs the pair).
 */
export function externalLoginRoutes({ config, database }: AppDeps): Hono {
  const { db } = database
  const app = new Hono()
  on(app, routes.externalLogin, limitBody(16 * 1024), async (c) => {
    const body = await parseBody(c, externalLoginRequestSchema)
    const partner = await hostPartner(c, db)
    return c.json(await signInByExternalId(db, config, partner, body))
  })
  return app
}
