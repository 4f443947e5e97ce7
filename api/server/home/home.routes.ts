import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import {
  acceptQuoteSchema,
  createHomeAnswersSchema,
  createQuoteSchema,
  updateHomeAnswersSchema,
} from '../../contract/home'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { invalid } from '../http/errors'
import { parseBody } from '../http/validate'
import { acceptHomeQuote, createHomeQuote, saveHomeAnswers } from './home-service'

const HOME_BODY = 8 * 1024

/** The home journey's calls (api/contract/home.routes.ts) over the home service. */
export function homeRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.homeAnswersCreate, limitBody(HOME_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const { answers } = await parseBody(c, createHomeAnswersSchema)
    return c.json(await saveHomeAnswers(db, user.id, answers), 201)
  })

  on(app, routes.homeAnswersUpdate, limitBody(HOME_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const { answers } = await parseBody(c, updateHomeAnswersSchema)
    // The client sends PATCH when any answer has an id (forms §7); without one it is a POST.
    if (!answers.some((a) => a.id !== undefined)) throw invalid({ answers: ['noId'] })
    return c.json(await saveHomeAnswers(db, user.id, answers))
  })

  on(app, routes.homeQuote, limitBody(HOME_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const body = await parseBody(c, createQuoteSchema)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    return c.json(await createHomeQuote(db, user.id, body, locale))
  })

  on(app, routes.homeQuoteAccept, limitBody(HOME_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const body = await parseBody(c, acceptQuoteSchema)
    return c.json(await acceptHomeQuote(db, user.id, body))
  })
  return app
}
