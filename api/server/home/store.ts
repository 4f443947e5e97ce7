import { and, eq, inArray } from 'drizzle-orm'
import { HOME_FORM_KEYS } from '../../contract/home'
import type { Database } from '../db/client'
import { answers, homeQuotes, questionOptions, questions } from '../db/schema'
import type { HomeAnswer } from './rules'

type Db = Pick<Database, 'select'>

/** The home-form questions (api/contract/home.ts HOME_FORM_KEYS) of the products, with their product. */
export async function homeQuestionsOf(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return []
  return db
    .select({ id: questions.id, product: questions.insurance_product_id, key: questions.key })
    .from(questions)
    .where(
      and(
        inArray(questions.insurance_product_id, [...productIds]),
        inArray(questions.key, [...HOME_FORM_KEYS]),
      ),
    )
}

/** `userId`'s answers to the product's home-form questions: keys, consequence and price factor chosen. */
export async function homeAnswersOf(
  db: Db,
  userId: number,
  productId: number,
): Promise<(HomeAnswer & { question: number; price_factor: string })[]> {
  return db
    .select({
      question: questions.id,
      key: questions.key,
      option: questionOptions.key,
      consequence: questionOptions.consequence,
      price_factor: questionOptions.price_factor,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.question_id))
    .innerJoin(questionOptions, eq(questionOptions.id, answers.option_id))
    .where(
      and(
        eq(answers.user_id, userId),
        eq(questions.insurance_product_id, productId),
        inArray(questions.key, [...HOME_FORM_KEYS]),
      ),
    )
}

/** `userId`'s last home quotes of the products, by product id. */
export async function homeQuotesOf(db: Db, userId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, typeof homeQuotes.$inferSelect>()
  const rows = await db
    .select()
    .from(homeQuotes)
    .where(and(eq(homeQuotes.user_id, userId), inArray(homeQuotes.insurance_product_id, [...productIds])))
  return new Map(rows.map((r) => [r.insurance_product_id, r]))
}
