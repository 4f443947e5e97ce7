import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import {
  AOV_PRESETS,
  aovPremiumResponseSchema,
  MEDICAL_QUESTION_KEYS,
  medicalReviewResponseSchema,
  type AovPremium,
  type BusinessForm,
  type MedicalAnswers,
  type MedicalQuestionKey,
  type MedicalReview,
} from '../../api/contract/aov'
import { addYears, todayInNl } from '../../api/contract/date-rules'
import { QUIZ_PASS_MARK } from '../../api/contract/quiz'
import { aovApplications } from '../../api/server/db/schema'
import type { TestApp } from './helpers'
import { as } from './product-helpers'
import { takeQuiz } from './quiz-helpers'

/** The 14 medical answers, all no but `yes`. */
export const medicalAnswers = (...yes: MedicalQuestionKey[]) =>
  Object.fromEntries(MEDICAL_QUESTION_KEYS.map((k) => [k, yes.includes(k)])) as MedicalAnswers

/** A question answered yes per review action (products/aov-review.ts). */
export const YES_FOR = {
  approve: [],
  price_increase: ['diabetes'],
  drop_out: ['psychological_complaints'],
  reject: ['currently_unfit_for_work'],
  hard_drop_out: ['serious_illness'],
} as const satisfies Record<string, readonly MedicalQuestionKey[]>
export type ReviewedAs = keyof typeof YES_FOR

/** Passes the product's knowledge quiz (every answer right) in the customer's next attempt. */
export async function passQuiz(t: TestApp, token: string, product: number): Promise<void> {
  const result = await takeQuiz(t, token, product, 11)
  expect(result.score).toBeGreaterThanOrEqual(QUIZ_PASS_MARK)
  expect(result.passed).toBe(true)
}

/** `POST /aov/medical-review` with answers that lead to `action`, expecting 200. */
export async function reviewed(
  t: TestApp,
  token: string,
  product: number,
  action: ReviewedAs = 'approve',
  business_form: BusinessForm = 'sole_trader',
): Promise<MedicalReview> {
  const body = { product, answers: medicalAnswers(...YES_FOR[action]), business_form }
  const res = await as(t, token, 'POST', '/aov/medical-review', body)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
  return medicalReviewResponseSchema.parse(await res.json())
}

/** An application (or premium) body: the medium preset at 35 unless changed. */
export const applicationBody = (product: number, over: Record<string, unknown> = {}) => ({
  product,
  birth_date: addYears(todayInNl(), -35),
  options: AOV_PRESETS.medium,
  ...over,
})

/** `POST /aov/application` with `applicationBody(product, over)`, expecting 200 and a premium. */
export async function applied(
  t: TestApp,
  token: string,
  product: number,
  over: Record<string, unknown> = {},
): Promise<AovPremium> {
  const res = await as(t, token, 'POST', '/aov/application', applicationBody(product, over))
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
  return aovPremiumResponseSchema.parse(await res.json())
}

/** The customer's stored application for the product (review and confirmation), or undefined. */
export async function storedApplication(t: TestApp, userId: number, product: number) {
  const [row] = await t.database.db
    .select()
    .from(aovApplications)
    .where(and(eq(aovApplications.user_id, userId), eq(aovApplications.insurance_product_id, product)))
  return row
}

/** The id of the token's user. */
export const userIdOf = async (t: TestApp, token: string) =>
  ((await (await as(t, token, 'GET', '/users/me')).json()) as { id: number }).id
