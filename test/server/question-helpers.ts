import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Locale } from '../../api/contract/common'
import type { ProductType } from '../../api/contract/products'
import {
  answerSchema,
  questionsResponseSchema,
  type Answer,
  type Question,
} from '../../api/contract/questions'
import { insuranceProducts, questionOptions, questions } from '../../api/server/db/schema'
import type { TestApp } from './helpers'
import { as } from './product-helpers'

/** The id of the seeded question `key` of the product `type`. */
export async function questionId(t: TestApp, type: ProductType, key: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, questions.insurance_product_id))
    .where(and(eq(insuranceProducts.slug, type), eq(questions.key, key)))
  if (!row) throw new Error(`no question ${type}/${key}`)
  return row.id
}

/** The id of option `option` of the seeded question `key` of the product `type`. */
export async function optionId(t: TestApp, type: ProductType, key: string, option: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: questionOptions.id })
    .from(questionOptions)
    .where(
      and(eq(questionOptions.question_id, await questionId(t, type, key)), eq(questionOptions.key, option)),
    )
  if (!row) throw new Error(`no option ${type}/${key}/${option}`)
  return row.id
}

/** `GET /questions?product=` as the customer, parsed with the contract. */
export async function questionsOf(
  t: TestApp,
  token: string,
  product: number,
  locale: Locale = 'nl',
): Promise<Question[]> {
  const res = await as(t, token, 'GET', `/questions?product=${product}`, undefined, locale)
  expect(res.status).toBe(200)
  return questionsResponseSchema.parse(await res.json()).result
}

/** `POST /answers`, expecting 201. */
export async function answered(t: TestApp, token: string, body: Record<string, unknown>): Promise<Answer> {
  const res = await as(t, token, 'POST', '/answers', body)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return answerSchema.parse(await res.json())
}

/** `PATCH /answers/{id}`, expecting 200. */
export async function changed(
  t: TestApp,
  token: string,
  id: number,
  body: Record<string, unknown>,
): Promise<Answer> {
  const res = await as(t, token, 'PATCH', `/answers/${id}`, body)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
  return answerSchema.parse(await res.json())
}
