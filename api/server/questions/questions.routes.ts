import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import { questionsQuerySchema } from '../../contract/questions'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { notFoundError } from '../http/errors'
import { on } from '../http/route'
import { parseQuery } from '../http/validate'
import { findProduct } from '../products/catalogue'
import { productQuestions } from '../questions/store'

/**
 * `GET /questions?product={id}` (forms §3 Question, §7): the product's questions in order, in the request's
 * language, each with the customer's answer. The journey picks the groups it shows (price mode or not).
 */
export function questionRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.questions, async (c) => {
    const { user } = await requireUser(c, deps)
    const { product: productId } = parseQuery(c, questionsQuerySchema)
    const product = await findProduct(db, productId)
    if (!product) throw notFoundError('No such insurance product.')
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    return c.json({ result: await productQuestions(db, product.id, user.id, locale) })
  })
  return app
}
