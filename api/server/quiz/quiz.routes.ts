import { Hono, type Context } from 'hono'
import { localeFromAcceptLanguage } from '../../contract/common'
import {
  ALREADY_PASSED,
  NO_ATTEMPT_LEFT,
  QUIZ_PASS_MARK,
  quizKindOf,
  quizQuerySchema,
  quizResultQuerySchema,
  quizSubmissionSchema,
  type QuizResult,
  type QuizStatus,
} from '../../contract/quiz'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import { quizResults } from '../db/schema'
import type { AppDeps } from '../deps'
import { invalid, notFoundError, refused } from '../http/errors'
import { limitBody } from '../http/limits'
import { requestOrigin } from '../http/origin'
import { on } from '../http/route'
import { parseBody, parseQuery } from '../http/validate'
import { mailLocale } from '../mail/mail-locale'
import { alternativeQuizLink, alternativeQuizMail } from '../mail/quiz-mail'
import { findQuiz, grade, quizProduct, quizResponse, resultsOf, statusOf } from '../quiz/store'
import type { UserRow } from '../users/store'
import { hostPartner } from '../users/store'

const noQuiz = () => notFoundError('This product has no quiz.')

/** At most 22 answers of two small integers each. */
const QUIZ_BODY = 16 * 1024

/** Throws when the customer has no attempt left: passed already, or both attempts failed. */
function mustHaveAttempt(status: QuizStatus): asserts status is QuizStatus & { next_attempt: 1 | 2 } {
  if (status.passed) throw refused(ALREADY_PASSED, 'The quiz is already passed.')
  if (status.next_attempt === null) throw refused(NO_ATTEMPT_LEFT, 'No attempt is left.')
}

/**
 * The income-protection knowledge quiz (forms §4 Quiz, §7, §9), per api/contract/quiz.ts. The next attempt
 * follows from the stored results; one result per user, product and attempt (a unique key), so a reload
 * or two submissions at once never grant a third attempt. Grading happens here, with QUIZ_PASS_MARK.
 */
export function quizRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.quiz, async (c) => {
    const { user } = await requireUser(c, deps)
    const { product } = parseQuery(c, quizQuerySchema)
    if (!(await quizProduct(db, product))) throw noQuiz()
    const status = statusOf(product, await resultsOf(db, user.id, product))
    mustHaveAttempt(status)
    const quiz = await findQuiz(db, product, quizKindOf(status.next_attempt))
    if (!quiz) throw noQuiz()
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    return c.json(quizResponse(product, status.next_attempt, quiz, locale))
  })

  on(app, routes.quizSubmit, limitBody(QUIZ_BODY), async (c) => {
    const { user } = await requireUser(c, deps)
    const { product, attempt, answers } = await parseBody(c, quizSubmissionSchema)
    if (!(await quizProduct(db, product))) throw invalid({ product: ['notFound'] })
    const status = statusOf(product, await resultsOf(db, user.id, product))
    mustHaveAttempt(status)
    if (attempt !== status.next_attempt) throw invalid({ attempt: ['notNextAttempt'] })
    const quiz = await findQuiz(db, product, quizKindOf(attempt))
    if (!quiz) throw invalid({ product: ['notFound'] })
    const graded = grade(quiz, answers)
    if ('error' in graded) throw invalid({ answers: [graded.error] })
    // The unique (user, product, attempt) decides between submissions of the same attempt at once.
    const [row] = await db
      .insert(quizResults)
      .values({
        user_id: user.id,
        insurance_product_id: product,
        attempt,
        quiz_id: quiz.id,
        answers,
        ...graded,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) throw invalid({ attempt: ['notNextAttempt'] })
    const next_attempt = !row.passed && attempt === 1 ? 2 : null
    if (next_attempt === 2) await mailAlternativeQuiz(c, deps, user, product)
    const result: QuizResult = {
      product,
      attempt,
      passed: row.passed,
      score: row.score,
      pass_mark: QUIZ_PASS_MARK,
      next_attempt,
    }
    return c.json(result, 201)
  })

  on(app, routes.quizStatus, async (c) => {
    const { user } = await requireUser(c, deps)
    const { external_id, product } = parseQuery(c, quizResultQuerySchema)
    if (user.external_id === null || user.external_id !== external_id)
      throw notFoundError('No such customer.')
    if (!(await quizProduct(db, product))) throw noQuiz()
    return c.json(statusOf(product, await resultsOf(db, user.id, product)))
  })
  return app
}

/** E-mails the alternative quiz's link after a first fail; a customer without an e-mail address gets none. */
async function mailAlternativeQuiz(c: Context, deps: AppDeps, user: UserRow, product: number): Promise<void> {
  if (!user.email) return
  try {
    const partner = await hostPartner(c, deps.database.db)
    const link = alternativeQuizLink(requestOrigin(c), product)
    await deps.mailer.send(
      alternativeQuizMail(mailLocale(c, partner), { to: user.email, partner: partner.name, link }),
    )
  } catch (err) {
    // The result is stored; the quiz page offers the second attempt too, so a lost e-mail blocks nothing.
    deps.logger.error(`alternative quiz mail to ${user.email} failed`, err)
  }
}
