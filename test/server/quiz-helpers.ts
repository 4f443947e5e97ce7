import { eq, inArray } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Locale } from '../../api/contract/common'
import { quizResponseSchema, quizResultSchema, type Quiz, type QuizResult } from '../../api/contract/quiz'
import { quizOptions, users } from '../../api/server/db/schema'
import type { TestApp } from './helpers'
import { as } from './product-helpers'

/** `GET /quiz?product=` as `token`, in `locale`: the quiz of the next attempt. */
export async function quizFor(
  t: TestApp,
  token: string,
  product: number,
  locale: Locale = 'nl',
): Promise<Quiz> {
  const res = await as(t, token, 'GET', `/quiz?product=${product}`, undefined, locale)
  expect(res.status).toBe(200)
  return quizResponseSchema.parse(await res.json())
}

/** The correct option of every question of `quiz`, read from the database (the API never says). */
export async function correctOptions(t: TestApp, quiz: Quiz): Promise<Map<number, number>> {
  const rows = await t.database.db
    .select({ question: quizOptions.question_id, id: quizOptions.id, correct: quizOptions.correct })
    .from(quizOptions)
    .where(
      inArray(
        quizOptions.question_id,
        quiz.questions.map((q) => q.id),
      ),
    )
  return new Map(rows.filter((r) => r.correct).map((r) => [r.question, r.id]))
}

/** Answers to every question of `quiz`, the first `right` of them correct and the rest wrong. */
export async function answersWith(t: TestApp, quiz: Quiz, right: number) {
  const correct = await correctOptions(t, quiz)
  return quiz.questions.map((q, i) => {
    const good = correct.get(q.id)!
    const option = i < right ? good : q.options.find((o) => o.id !== good)!.id
    return { question: q.id, option }
  })
}

/** Takes the next attempt with `right` correct answers: the graded result (201). */
export async function takeQuiz(
  t: TestApp,
  token: string,
  product: number,
  right: number,
): Promise<QuizResult> {
  const quiz = await quizFor(t, token, product)
  const answers = await answersWith(t, quiz, right)
  const res = await as(t, token, 'POST', '/quiz-result', { product, attempt: quiz.attempt, answers })
  expect(res.status).toBe(201)
  return quizResultSchema.parse(await res.json())
}

export const submit = (t: TestApp, token: string | undefined, body: unknown, locale: Locale = 'nl') =>
  as(t, token, 'POST', '/quiz-result', body, locale)

/** Gives the customer with this external id an e-mail address too. */
export const setEmail = (t: TestApp, externalId: string, email: string) =>
  t.database.db.update(users).set({ email }).where(eq(users.external_id, externalId))
