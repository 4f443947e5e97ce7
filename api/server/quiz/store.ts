import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '../../contract/common'
import {
  QUIZ_ATTEMPTS,
  QUIZ_PASS_MARK,
  type Attempt,
  type Quiz,
  type QuizKind,
  type QuizStatus,
} from '../../contract/quiz'
import type { Database } from '../db/client'
import type { QuizStanding } from '../purchase/outcome'
import {
  insuranceProducts,
  quizOptions,
  quizQuestions,
  quizResults,
  quizzes,
  type QuizAnswer,
} from '../db/schema'

type Db = Pick<Database, 'select'>
export type QuizResultRow = typeof quizResults.$inferSelect

/** A quiz with its questions and options in order, the correct flags included (for grading only). */
export interface StoredQuiz {
  id: number
  kind: QuizKind
  questions: {
    id: number
    texts: Record<Locale, string>
    options: { id: number; texts: Record<Locale, string>; correct: boolean }[]
  }[]
}

/** The product `id` when it has a quiz (its type is one of a quiz's product types), else null. */
export async function quizProduct(db: Db, id: number): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: insuranceProducts.id })
    .from(insuranceProducts)
    .where(
      and(
        eq(insuranceProducts.id, id),
        sql`exists (select 1 from ${quizzes} where ${insuranceProducts.type} = any(${quizzes.product_types}))`,
      ),
    )
  return row ?? null
}

/** The quiz of `kind` for the product `productId`, or null when its type has none. */
export async function findQuiz(db: Db, productId: number, kind: QuizKind): Promise<StoredQuiz | null> {
  const [quiz] = await db
    .select({ id: quizzes.id, kind: quizzes.kind })
    .from(quizzes)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, productId))
    .where(and(eq(quizzes.kind, kind), sql`${insuranceProducts.type} = any(${quizzes.product_types})`))
    .orderBy(asc(quizzes.id))
    .limit(1)
  if (!quiz) return null
  const questions = await db
    .select({ id: quizQuestions.id, texts: quizQuestions.texts })
    .from(quizQuestions)
    .where(eq(quizQuestions.quiz_id, quiz.id))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id))
  const options =
    questions.length === 0
      ? []
      : await db
          .select({
            id: quizOptions.id,
            question: quizOptions.question_id,
            texts: quizOptions.texts,
            correct: quizOptions.correct,
          })
          .from(quizOptions)
          .where(
            inArray(
              quizOptions.question_id,
              questions.map((q) => q.id),
            ),
          )
          .orderBy(asc(quizOptions.position), asc(quizOptions.id))
  return {
    ...quiz,
    questions: questions.map((q) => ({
      ...q,
      options: options
        .filter((o) => o.question === q.id)
        .map(({ id, texts, correct }) => ({ id, texts, correct })),
    })),
  }
}

/** The quiz as the customer sees it: texts in `locale`, no correct flags. */
export const quizResponse = (product: number, attempt: Attempt, quiz: StoredQuiz, locale: Locale): Quiz => ({
  product,
  attempt,
  kind: quiz.kind,
  questions: quiz.questions.map((q) => ({
    id: q.id,
    text: q.texts[locale],
    options: q.options.map((o) => ({ id: o.id, text: o.texts[locale] })),
  })),
})

/** The user's results for the product, oldest attempt first. */
export const resultsOf = (db: Db, userId: number, productId: number): Promise<QuizResultRow[]> =>
  db
    .select()
    .from(quizResults)
    .where(and(eq(quizResults.user_id, userId), eq(quizResults.insurance_product_id, productId)))
    .orderBy(asc(quizResults.attempt))

/** Where the user stands with each product's quiz among `productIds` (forms §4: two attempts). */
export async function quizStandings(
  db: Db,
  userId: number,
  productIds: number[],
): Promise<Map<number, QuizStanding>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({ product: quizResults.insurance_product_id, passed: quizResults.passed })
    .from(quizResults)
    .where(and(eq(quizResults.user_id, userId), inArray(quizResults.insurance_product_id, productIds)))
  return new Map(
    productIds.map((id) => {
      const own = rows.filter((r) => r.product === id)
      const standing: QuizStanding = own.some((r) => r.passed)
        ? 'passed'
        : own.length >= QUIZ_ATTEMPTS
          ? 'failed'
          : 'open'
      return [id, standing]
    }),
  )
}

/** Whether the user passed the knowledge quiz of the product. */
export const quizPassed = async (db: Db, userId: number, productId: number): Promise<boolean> =>
  (await quizStandings(db, userId, [productId])).get(productId) === 'passed'

/** Where the customer stands after `results`: passed, or the next attempt (null when none is left). */
export function statusOf(product: number, results: QuizResultRow[]): QuizStatus {
  const passed = results.some((r) => r.passed)
  const used = results.length
  return {
    product,
    attempts: results.map((r) => ({
      attempt: r.attempt,
      passed: r.passed,
      score: r.score,
      submitted_at: r.submitted_at.toISOString(),
    })),
    passed,
    next_attempt: passed || used >= QUIZ_ATTEMPTS ? null : ((used + 1) as Attempt),
  }
}

/**
 * Grades `answers` against `quiz`: `invalidChoice` when an answer names a question outside the quiz or an
 * option outside its question, `incomplete` when a question is left out or answered twice; else the score.
 */
export function grade(
  quiz: StoredQuiz,
  answers: QuizAnswer[],
): { error: 'invalidChoice' | 'incomplete' } | { score: number; passed: boolean } {
  const byId = new Map(quiz.questions.map((q) => [q.id, q]))
  let score = 0
  for (const answer of answers) {
    const option = byId.get(answer.question)?.options.find((o) => o.id === answer.option)
    if (!option) return { error: 'invalidChoice' }
    if (option.correct) score += 1
  }
  const answered = new Set(answers.map((a) => a.question))
  if (answered.size !== answers.length || answered.size !== quiz.questions.length)
    return { error: 'incomplete' }
  return { score, passed: score >= QUIZ_PASS_MARK }
}
