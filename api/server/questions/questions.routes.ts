import { Hono } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import { questionsQuerySchema } from '../../contract/questions'
import { routes } from '../../contract/routes'
import { checkedBeforeUser, requireToken } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { notFoundError } from '../http/errors'
import { on } from '../http/route'
import { parseQuery } from '../http/validate'
import { productExists } from '../products/catalogue'
import { productQuestions } from '../questions/store'

/**
 * `GET /questions?product={id}` (forms §3 Question, §7): the product's questions in order, in the request's
 * language, each with the customer's answer. The journey picks the groups it shows (price mode or not).
 */
export function questionRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.questions, async (c) => {
    // The user's existence is checked with its answers (productQuestions), in one query.
    const signedIn = await requireToken(c, deps)
    const productId = await checkedBeforeUser(c, deps, async () => {
      const { product } = parseQuery(c, questionsQuerySchema)
      if (!(await productExists(db, product))) throw notFoundError('No such insurance product.')
      return product
    })
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    return c.json({ result: await productQuestions(db, productId, signedIn, locale) })
  })
  return app
}
