// @vitest-environment node
import { asc } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../api/contract/errors'
import { quizResponseSchema, quizResultSchema, quizStatusSchema } from '../../api/contract/quiz'
import { quizOptions, quizQuestions } from '../../api/server/db/schema'
import { createTestApp, type TestApp } from './helpers'
import { customer, productIds } from './product-helpers'
import { anyId, fuzzBodies, jsonOf, mostly, rawBodies, text } from './fuzz-helpers'

/** Fuzzed requests per route; each must answer below 500 (and 4xx in the error shape). */
const RUNS = 1000
/** Customers the requests are spread over, so attempts are not all used up by the first few. */
const CUSTOMERS = 40

let t: TestApp
const tokens: string[] = []
let products: number[] = []
let quizProducts: number[] = []
/** Option ids per question, per quiz, in order. */
let quizzes: number[][][] = []
let questionIds: number[] = []
let optionIds: number[] = []
beforeAll(async () => {
  t = await createTestApp()
  for (let i = 0; i < CUSTOMERS; i++) tokens.push(await customer(t, `fuzz-quiz-${i}`, 'webdeveloper'))
  const ids = await productIds(t)
  products = Object.values(ids)
  quizProducts = [ids.aov, ids.aov_acture]
  const questions = await t.database.db
    .select({ id: quizQuestions.id, quiz: quizQuestions.quiz_id })
    .from(quizQuestions)
    .orderBy(asc(quizQuestions.position))
  const options = await t.database.db
    .select({ id: quizOptions.id, question: quizOptions.question_id })
    .from(quizOptions)
  const quizIds = [...new Set(questions.map((q) => q.quiz))]
  quizzes = quizIds.map((quiz) =>
    questions
      .filter((q) => q.quiz === quiz)
      .map((q) => [q.id, ...options.filter((o) => o.question === q.id).map((o) => o.id)]),
  )
  questionIds = questions.map((q) => q.id)
  optionIds = options.map((o) => o.id)
}, 60_000)
afterAll(async () => t?.close())

/** Raw bodies JSON.stringify never writes: numbers that parse to Infinity, deep nesting, NUL. */
const raw = rawBodies(
  '{"product":1,"attempt":1,"answers":[],"x":1e999}',
  '{"product":-1e999}',
  '{"attempt":1e400}',
  '{"answers":[{"question":1e999,"option":1}]}',
  '{"product":',
  `{"answers":${'['.repeat(3000)}${']'.repeat(3000)}}`,
  '{"answers":"\\u0000"}',
)
const bodies = (shaped: fc.Arbitrary<unknown>) => fuzzBodies(raw, shaped, 8)
const pick = (list: () => number[]) => fc.nat().map((n) => list()[n % list().length]!)
const productId = fc.oneof(
  { weight: 6, arbitrary: pick(() => quizProducts) },
  { weight: 2, arbitrary: pick(() => products) },
  { weight: 1, arbitrary: anyId },
)
/** One answer per question of a seeded quiz (the option any of the question's), maybe shuffled or cut. */
const fullAnswers = fc
  .tuple(fc.nat(), fc.array(fc.nat(), { minLength: 11, maxLength: 11 }), fc.nat({ max: 3 }))
  .map(([q, choices, change]) => {
    const quiz = quizzes[q % quizzes.length]!
    const answers = quiz.map(([question, ...options], i) => ({
      question: question!,
      option: options[choices[i]! % options.length]!,
    }))
    if (change === 1) return answers.slice(1)
    if (change === 2) return [...answers, answers[0]!]
    return answers
  })
const looseAnswers = fc.array(
  fc.record(
    {
      question: mostly(
        fc.oneof(
          pick(() => questionIds),
          anyId,
        ),
      ),
      option: mostly(
        fc.oneof(
          pick(() => optionIds),
          anyId,
        ),
      ),
    },
    { requiredKeys: [] },
  ),
  { maxLength: 25 },
)
const submission = fc.record(
  {
    product: mostly(productId),
    attempt: mostly(fc.integer({ min: 0, max: 3 })),
    answers: mostly(fc.oneof({ weight: 3, arbitrary: fullAnswers }, looseAnswers)),
  },
  { requiredKeys: [] },
)
const who = fc.nat({ max: CUSTOMERS - 1 })

/** Sends each request and checks the answer; resolves to how many were accepted (2xx). */
async function neverFails(
  method: string,
  requests: fc.Arbitrary<[number, string, string | undefined]>,
  schema: { parse(value: unknown): unknown },
  examples: [number, string, string | undefined][] = [],
) {
  let accepted = 0
  await fc.assert(
    fc.asyncProperty(requests, async ([customer, p, b]) => {
      const res = await t.app.request(`http://zzp.localhost${p}`, {
        method,
        body: b,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[customer]}` },
      })
      expect(res.status, `${method} ${p} ${b?.slice(0, 200)}`).toBeLessThan(500)
      if (res.status < 300) {
        accepted += 1
        schema.parse(await res.json())
      } else if (res.status >= 400) errorBodySchema.parse(await res.json())
      else await res.arrayBuffer()
    }),
    { numRuns: RUNS, examples: examples.map((example) => [example]) },
  )
  return accepted
}

const value = (valid: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, fc.string({ unit: 'binary', maxLength: 80 }))
const queryOf = (route: string, q: Record<string, string>) => {
  const params = Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
  return `${route}${params.length ? `?${params.join('&')}` : ''}`
}

describe('fuzzing the quiz routes: no body or query makes a 500', () => {
  it('POST /quiz-result', async () => {
    // A first attempt of each seeded quiz, answered in full, runs first: the one that is the primary quiz
    // is accepted, so the check below never depends on chance (random bodies are valid a few times in 1,000).
    const firstAttempts = quizzes.map((quiz): [number, string, string] => [
      0,
      '/quiz-result',
      jsonOf({
        product: quizProducts[0],
        attempt: 1,
        answers: quiz.map(([question, option]) => ({ question, option })),
      }),
    ])
    const accepted = await neverFails(
      'POST',
      fc.tuple(who, fc.constant('/quiz-result'), bodies(submission)),
      quizResultSchema,
      firstAttempts,
    )
    expect(accepted).toBeGreaterThan(0) // some fuzzed bodies were valid attempts
  }, 180_000)

  it('GET /quiz', async () => {
    const query = fc
      .record({ product: value(productId.map(String)) }, { requiredKeys: [] })
      .map((q) => queryOf('/quiz', q))
    await neverFails('GET', fc.tuple(who, query, fc.constant(undefined)), quizResponseSchema)
  }, 120_000)

  it('GET /quiz-result', async () => {
    const externalId = fc.oneof(
      who.map((i) => `fuzz-quiz-${i}`),
      text,
    )
    const query = fc
      .record({ external_id: value(externalId), product: value(productId.map(String)) }, { requiredKeys: [] })
      .map((q) => queryOf('/quiz-result', q))
    await neverFails('GET', fc.tuple(who, query, fc.constant(undefined)), quizStatusSchema)
  }, 120_000)
})
