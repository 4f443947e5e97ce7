import type { Locale } from '../../contract/common'
import {
  ALREADY_PASSED,
  NO_ATTEMPT_LEFT,
  QUIZ_PASS_MARK,
  quizKindOf,
  type Quiz,
  type QuizResult,
  type QuizStatus,
  type QuizSubmission,
} from '../../contract/quiz'
import type { Database } from '../db/client'
import { quizResults } from '../db/schema'
import { invalid, notFoundError, refused } from '../http/errors'
import type { UserRow } from '../users/store'
import { findQuiz, grade, quizProduct, quizResponse, resultsOf, statusOf } from './store'

/**
 * The income-protection knowledge quiz (forms §4 Quiz, §7, §9; api/contract/quiz.ts). The next attempt
 * follows from the stored results; one result per user, product and attempt (a unique key), so a reload
 * or two submissions at once never grant a third attempt. Grading happens here, with QUIZ_PASS_MARK.
 */

const noQuiz = () => notFoundError('This product has no quiz.')

/** Throws when the customer has no attempt left: passed already, or both attempts failed. */
function mustHaveAttempt(status: QuizStatus): asserts status is QuizStatus & { next_attempt: 1 | 2 } {
  if (status.passed) throw refused(ALREADY_PASSED, 'The quiz is already passed.')
  if (status.next_attempt === null) throw refused(NO_ATTEMPT_LEFT, 'No attempt is left.')
}

/** The quiz of the customer's next attempt at `product`, in `locale`. */
export async function nextQuiz(db: Database, userId: number, product: number, locale: Locale): Promise<Quiz> {
  if (!(await quizProduct(db, product))) throw noQuiz()
  const status = statusOf(product, await resultsOf(db, userId, product))
  mustHaveAttempt(status)
  const quiz = await findQuiz(db, product, quizKindOf(status.next_attempt))
  if (!quiz) throw noQuiz()
  return quizResponse(product, status.next_attempt, quiz, locale)
}

/** Grades and stores the customer's answers to their next attempt. */
export async function submitQuiz(
  db: Database,
  userId: number,
  submission: QuizSubmission,
): Promise<QuizResult> {
  const { product, attempt, answers } = submission
  if (!(await quizProduct(db, product))) throw invalid({ product: ['notFound'] })
  const status = statusOf(product, await resultsOf(db, userId, product))
  mustHaveAttempt(status)
  if (attempt !== status.next_attempt) throw invalid({ attempt: ['notNextAttempt'] })
  const quiz = await findQuiz(db, product, quizKindOf(attempt))
  if (!quiz) throw invalid({ product: ['notFound'] })
  const graded = grade(quiz, answers)
  if ('error' in graded) throw invalid({ answers: [graded.error] })
  // The unique (user, product, attempt) decides between submissions of the same attempt at once.
  const [row] = await db
    .insert(quizResults)
    .values({ user_id: userId, insurance_product_id: product, attempt, quiz_id: quiz.id, answers, ...graded })
    .onConflictDoNothing()
    .returning()
  if (!row) throw invalid({ attempt: ['notNextAttempt'] })
  return {
    product,
    attempt,
    passed: row.passed,
    score: row.score,
    pass_mark: QUIZ_PASS_MARK,
    next_attempt: !row.passed && attempt === 1 ? 2 : null,
  }
}

/** The customer's quiz status for `product`, asked by their external id (404 when it is not theirs). */
export async function quizStatusOf(
  db: Database,
  user: UserRow,
  externalId: string,
  product: number,
): Promise<QuizStatus> {
  if (user.external_id === null || user.external_id !== externalId) throw notFoundError('No such customer.')
  if (!(await quizProduct(db, product))) throw noQuiz()
  return statusOf(product, await resultsOf(db, user.id, product))
}
