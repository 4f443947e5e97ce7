import { Hono } from 'hono'
import { userPatchSchemaOn } from '../../contract/user-patch'
import { localeFromAcceptLanguage } from '../../contract/common'
import { todayInNl } from '../../contract/date-rules'
import { routes } from '../../contract/routes'
import { requireToken, requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { signedInUser } from './signed-in-user'
import { updateUser } from './user-service'

/**
 * `GET /users/me` and `PATCH /users/me`: the signed-in user (core §3), the profession's name in the
 * request's language; the changes are the user service's (user-service.ts).
 */
export function userRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  // The hot path: the token, then one query for the user and everything the answer shows.
  on(app, routes.currentUser, async (c) => {
    const signedIn = await requireToken(c, deps)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    return c.json(await signedInUser(db, signedIn, locale))
  })

  on(app, routes.updateCurrentUser, limitBody(16 * 1024), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    // The birth date's age rule is judged on today in the Netherlands (forms §5), as the form does.
    const patch = await parseBody(c, userPatchSchemaOn(todayInNl()))
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    return c.json(await updateUser(db, user, partner, patch, locale))
  })
  return app
}
