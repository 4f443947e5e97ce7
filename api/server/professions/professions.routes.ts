import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import {
  professionSearchQuerySchema,
  professionSuggestRequestSchema,
  type ProfessionsResponse,
} from '../../contract/professions'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { errorBody, HttpError } from '../http/errors'
import { limitBody, rateLimit } from '../http/limits'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'
import { createProfessionCatalogue, findProfession, suggestionsOf } from '../professions/catalogue'

const notFound = () => new HttpError(404, errorBody('not_found', 'No such profession.'))

/**
 * `GET /professions?q=&limit=`, `GET /professions/:id` and `POST /professions/suggest` (forms §2,
 * profession search and assistant): public, names in the language of the request's Accept-Language.
 */
export function professionRoutes(deps: AppDeps): Hono {
  const { database, professionAssistant } = deps
  const { db } = database
  const catalogue = createProfessionCatalogue(db)
  const app = new Hono()

  on(app, routes.professionSearch, async (c) => {
    const { q, limit } = parseQuery(c, professionSearchQuerySchema)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const body: ProfessionsResponse = { result: await catalogue.search(q ?? '', locale, limit) }
    return c.json(body)
  })

  // Public and possibly backed by a paid AI service: limited per customer where known, else per address.
  const suggestLimit = rateLimit(deps, { name: 'profession-suggest', limit: 30, windowMs: 60_000 })
  on(app, routes.professionSuggest, limitBody(8 * 1024), suggestLimit, async (c) => {
    const { description, limit } = await parseBody(c, professionSuggestRequestSchema)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const matches = await professionAssistant.suggest(description, locale, limit)
    const result = await suggestionsOf(db, matches, locale)
    return c.json({ result })
  })

  on(app, routes.profession, async (c) => {
    const id = c.req.param('id')
    if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound()
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const profession = await findProfession(db, Number(id), locale)
    if (!profession) throw notFound()
    return c.json(profession)
  })
  return app
}
