import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import { professionSearchQuerySchema, type ProfessionsResponse } from '../../contract/professions'
import type { AppDeps } from '../deps'
import { errorBody, HttpError } from '../http/errors'
import { parseQuery } from '../http/validate'
import { createProfessionCatalogue, findProfession } from '../professions/catalogue'

const notFound = () => new HttpError(404, errorBody('not_found', 'No such profession.'))

/**
 * `GET /professions?q=&limit=` and `GET /professions/:id` (forms §2, profession search): public, names
 * in the language of the request's Accept-Language.
 */
export function professionRoutes({ database }: AppDeps): Hono {
  const { db } = database
  const catalogue = createProfessionCatalogue(db)
  const app = new Hono()

  app.get('/professions', async (c) => {
    const { q, limit } = parseQuery(c, professionSearchQuerySchema)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const body: ProfessionsResponse = { result: await catalogue.search(q ?? '', locale, limit) }
    return c.json(body)
  })

  app.get('/professions/:id', async (c) => {
    const id = c.req.param('id')
    if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound()
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    const profession = await findProfession(db, Number(id), locale)
    if (!profession) throw notFound()
    return c.json(profession)
  })
  return app
}
