// @vitest-environment node
import fc from 'fast-check'
import { isQuotePriced } from '../../api/server/cart/quoted-price'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartResponseSchema } from '../../api/contract/cart'
import { errorBodySchema } from '../../api/contract/errors'
import { insuranceProductsResponseSchema } from '../../api/contract/products'
import {
  additionalAnswerDetailSchema,
  answerSchema,
  answersResponseSchema,
  type Question,
} from '../../api/contract/questions'
import { applyPriceFactors } from '../../api/server/products/price-factors'
import { formatMoney } from '../../api/server/products/pricing'
import { createTestApp, type TestApp } from './helpers'
import { as, customer } from './product-helpers'
import { questionsOf } from './question-helpers'
import { anyId, fuzzBodies, jsonOf, mostly, rawBodies, text } from './fuzz-helpers'

/** Fuzzed bodies per route; each must answer below 500 (and 4xx in the error shape). */
const RUNS = 1000
const IN_CART = ['business_liability', 'allianz_content', 'device', 'death_risk', 'aov'] as const

let t: TestApp
let token = ''
const questions: Question[] = []
let answerIds: number[] = []
const detailIds: number[] = []
beforeAll(async () => {
  t = await createTestApp()
  token = await customer(t, 'fuzz-answers', 'webdeveloper')
  const products = insuranceProductsResponseSchema.parse(
    await (await as(t, token, 'GET', '/insurance-products')).json(),
  )
  for (const product of products.result) {
    questions.push(...(await questionsOf(t, token, product.id)))
    if ((IN_CART as readonly string[]).includes(product.type)) {
      expect((await as(t, token, 'POST', '/cart-item', { insurance_product: product.id })).status).toBe(201)
    }
  }
  // One valid answer per type to start from, each with a detail, for the PATCH routes.
  const first = (type: Question['type']) => questions.find((q) => q.type === type && !q.user_answer)!
  const starts = [
    { question: first('single').id, option: first('single').options[0]!.id },
    { question: first('multi').id, multi_select_options: [first('multi').options[0]!.id] },
    { question: first('date').id, date_value: '1990-01-01' },
    { question: first('money').id, money_value: '50000' },
    { question: first('number').id, float_value: 3 },
    { question: first('text').id, text_value: 'Start' },
  ]
  for (const body of starts) {
    const answer = answerSchema.parse(await (await as(t, token, 'POST', '/answers', body)).json())
    answerIds.push(answer.id)
    const res = await as(t, token, 'POST', '/additional-answer-details', {
      answer: answer.id,
      reason: 'Start',
    })
    detailIds.push(additionalAnswerDetailSchema.parse(await res.json()).id)
  }
}, 60_000)
afterAll(async () => t?.close())

/** Raw bodies JSON.stringify never writes: numbers that parse to Infinity, NUL, a lone surrogate. */
const raw = rawBodies(
  '{"question":1,"float_value":1e999}',
  '{"float_value":-1e999}',
  '{"option":1e400}',
  '{"question":',
  `{"text_value":"${'\\u0000'.repeat(3)}"}`,
  '{"reason":"\\ud800"}',
)
const bodies = (shaped: fc.Arbitrary<unknown>) => fuzzBodies(raw, shaped)
const pick = (ids: () => number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.nat().map((n) => ids()[n % ids().length]!) },
    { weight: 1, arbitrary: anyId },
  )
const questionId = pick(() => questions.map((q) => q.id))
const optionId = pick(() => questions.flatMap((q) => q.options.map((o) => o.id)))
const date = fc.oneof(
  fc
    .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('0000-01-01', '2023-02-29', '2024-02-29', '1990-13-01', '1990-1-1', '+020000-01-01'),
  text,
)
const money = fc.oneof(
  fc.nat(200_000).map(String),
  fc.nat(20_000_000).map((c) => formatMoney(c)),
  fc.stringMatching(/^-?\d{0,14}(\.\d{0,3})?$/),
  text,
)
const values = {
  option: mostly(fc.option(optionId)),
  date_value: mostly(fc.option(date)),
  money_value: mostly(fc.option(money)),
  float_value: mostly(fc.option(fc.double())),
  text_value: mostly(fc.option(fc.string({ unit: 'binary', maxLength: 2100 }))),
  files: mostly(fc.array(anyId, { maxLength: 3 })),
  multi_select_options: mostly(fc.array(optionId, { maxLength: 60 })),
}
/** Most bodies hold a few fields: the valid-looking ones get past the schema to the type checks. */
const answerBody = (extra: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc.record({ ...extra, ...values }, { requiredKeys: [] })
/** Values that fit the question (its type's field, with a plausible value), maybe with noise added. */
function fittedTo(q: Question): fc.Arbitrary<Record<string, unknown>> {
  const options = q.options.map((o) => o.id)
  const value: Record<Question['type'], () => fc.Arbitrary<Record<string, unknown>>> = {
    single: () => fc.record({ option: fc.constantFrom(...options) }),
    multi: () => fc.record({ multi_select_options: fc.subarray(options, { minLength: 1 }) }),
    date: () => fc.record({ date_value: date }),
    money: () => fc.record({ money_value: money }),
    number: () => fc.record({ float_value: fc.double({ noNaN: true }) }),
    text: () => fc.record({ text_value: fc.string({ unit: 'binary', maxLength: 2100 }) }),
  }
  const noise = fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, fc.record(values, { requiredKeys: [] }))
  return fc.tuple(value[q.type](), noise).map(([v, extra]) => ({ ...v, ...extra }))
}
const fitted = fc.nat().chain((n) => {
  const q = questions[n % questions.length]!
  return fittedTo(q).map((v) => ({ question: q.id, ...v }))
})
const typeQuery = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  fc.string({ unit: 'binary', maxLength: 80 }).map((s) => `?type=${encodeURIComponent(s)}`),
)
const idSegment = (ids: () => number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: pick(ids).map(String) },
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  )

const summaries = async () =>
  answersResponseSchema.parse(await (await as(t, token, 'GET', '/answers')).json()).result

/** Each request from its own client address, so per-address rate limits stay out of the way. */
let address = 0
const request = (method: string, path: string, body: string) => {
  address += 1
  const socket = { remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` }
  return t.app.request(
    `http://zzp.localhost${path}`,
    { method, body, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` } },
    { incoming: { socket } },
  )
}

/** Sends each [path, body] and checks the answer; resolves to how many were accepted (2xx). */
async function neverFails(method: string, requests: fc.Arbitrary<[string, string]>) {
  let accepted = 0
  await fc.assert(
    fc.asyncProperty(requests, async ([p, b]) => {
      const res = await request(method, p, b)
      expect(res.status, `${method} ${p} ${b.slice(0, 200)}`).toBeLessThan(500)
      if (res.status < 300) accepted += 1
      if (res.status >= 400) errorBodySchema.parse(await res.json())
      else await res.arrayBuffer()
    }),
    { numRuns: RUNS },
  )
  return accepted
}

describe('fuzzing the answer routes: no body, query or path makes a 500', () => {
  it('POST /answers', async () => {
    const path = typeQuery.map((q) => `/answers${q}`)
    const shaped = fc.oneof(answerBody({ question: mostly(questionId) }), fitted)
    const accepted = await neverFails('POST', fc.tuple(path, bodies(shaped)))
    expect(accepted).toBeGreaterThan(0) // some fuzzed answers fitted their question
  }, 120_000)

  it('PATCH /answers/:id', async () => {
    const question = new Map(questions.map((q) => [q.id, q]))
    const own = (await summaries()).map((a) => ({ id: a.id, question: question.get(a.question)! }))
    answerIds = own.map((a) => a.id)
    const path = fc
      .tuple(
        idSegment(() => answerIds),
        typeQuery,
      )
      .map(([id, q]) => `/answers/${id}${q}`)
    const fittedChange = fc
      .constantFrom(...own)
      .chain((a) => fittedTo(a.question).map((v): [string, string] => [`/answers/${a.id}`, jsonOf(v)]))
    const requests = fc.oneof(fc.tuple(path, bodies(answerBody())), fittedChange)
    const accepted = await neverFails('PATCH', requests)
    expect(accepted).toBeGreaterThan(0)
  }, 120_000)

  it('POST /additional-answer-details', async () => {
    answerIds = (await summaries()).map((a) => a.id)
    const shaped = fc.record(
      {
        reason: mostly(fc.string({ unit: 'binary', maxLength: 2100 })),
        answer: mostly(pick(() => answerIds)),
      },
      { requiredKeys: [] },
    )
    await neverFails('POST', fc.tuple(fc.constant('/additional-answer-details'), bodies(shaped)))
  }, 120_000)

  it('PATCH /additional-answer-details/:id', async () => {
    const shaped = fc.record(
      { reason: mostly(fc.string({ unit: 'binary', maxLength: 2100 })) },
      { requiredKeys: [] },
    )
    const path = idSegment(() => detailIds).map((id) => `/additional-answer-details/${id}`)
    const accepted = await neverFails('PATCH', fc.tuple(path, bodies(shaped)))
    expect(accepted).toBeGreaterThan(0)
  }, 120_000)

  it('leaves one answer per question and cart prices that match the stored answers', async () => {
    const answered = (await summaries()).map((a) => a.question)
    expect(new Set(answered).size).toBe(answered.length)
    const products = insuranceProductsResponseSchema.parse(
      await (await as(t, token, 'GET', '/insurance-products')).json(),
    )
    const cart = cartResponseSchema.parse(await (await as(t, token, 'GET', '/cart-item')).json()).result
    for (const item of cart) {
      const product = products.result.find((p) => p.id === item.insurance_product.id)!
      // Income protection is priced by its premium (the chosen cover, age and health: docs/pricing.md),
      // never by answers to product questions; aov-cover.test.ts holds its cart price.
      if (product.type === 'aov') continue
      // A car, a device or a home product is priced by its own quote only (cart/quoted-price.ts; the
      // car, device and home quote tests): answers move nothing, and there is no price before the quote.
      if (isQuotePriced(product.type)) {
        expect(item.insurance_product.price, product.type).toBeNull()
        continue
      }
      const factors = (await questionsOf(t, token, product.id)).flatMap((q) => {
        const answer = q.user_answer
        if (!answer) return []
        const chosen = [answer.option, ...answer.multi_select_options]
        return q.options.filter((o) => chosen.includes(o.id)).map((o) => o.price_factor)
      })
      const base = Math.round(Number(product.price) * 100)
      expect(item.insurance_product.price, product.type).toBe(formatMoney(applyPriceFactors(base, factors)))
    }
  })
})
