import { Hono, type Context } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import { quizQuerySchema, quizResultQuerySchema, quizSubmissionSchema } from '../../contract/quiz'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { partnerOrigin } from '../http/host'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'
import { sendCustomerMail } from '../mail/customer-mail'
import { mailLocale } from '../mail/mail-locale'
import { alternativeQuizLink, alternativeQuizMail } from '../mail/quiz-mail'
import type { UserRow } from '../users/store'
import { hostPartner } from '../users/store'
import { nextQuiz, quizStatusOf, submitQuiz } from './quiz-service'

/** At most 22 answers of two small integers each. */
const QUIZ_BODY = 16 * 1024

/**
 * The income-protection knowledge quiz (forms §4 Quiz, §7, §9; api/contract/quiz.ts) over the quiz service
 * (quiz-service.ts). A first failed attempt e-mails the alternative quiz's link.
 */
export function quizRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.quiz, async (c) => {
    const { user } = await requireUser(c, deps)
    const { product } = parseQuery(c, quizQuerySchema)
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    return c.json(await nextQuiz(db, user.id, product, locale))
  })

  on(app, routes.quizSubmit, limitBody(QUIZ_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const submission = await parseBody(c, quizSubmissionSchema)
    const result = await submitQuiz(db, user.id, submission)
    if (result.next_attempt === 2) await mailAlternativeQuiz(c, deps, user, result.product)
    return c.json(result, 201)
  })

  on(app, routes.quizStatus, async (c) => {
    const { user } = await requireUser(c, deps)
    const { external_id, product } = parseQuery(c, quizResultQuerySchema)
    return c.json(await quizStatusOf(db, user, external_id, product))
  })
  return app
}

/**
 * E-mails the alternative quiz's link after a first fail, kept in the inbox too; a customer without an
 * e-mail address gets none.
 */
async function mailAlternativeQuiz(c: Context, deps: AppDeps, user: UserRow, product: number): Promise<void> {
  if (!user.email) return
  try {
    const partner = await hostPartner(c, deps.database.db)
    const link = alternativeQuizLink(partnerOrigin(deps.config, partner.slug), product)
    await sendCustomerMail(
      { db: deps.database.db, queue: deps.queue },
      { userId: user.id, kind: 'quiz', link },
      alternativeQuizMail(mailLocale(c, partner), { to: user.email, partner: partner.name, link }),
    )
  } catch (err) {
    // The result is stored; the quiz page offers the second attempt too, so a lost e-mail blocks nothing.
    deps.logger.error(`alternative quiz mail to ${user.email} failed`, err)
  }
}
