// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../api/contract/errors'
import { acceptedQuoteSchema, homeAnswersResponseSchema, homeQuoteSchema } from '../../api/contract/home'
import type { ProductType } from '../../api/contract/products'
import { rejectedReasonSchema } from '../../api/contract/refusals'
import { refusalOf } from '../../api/server/home/rules'
import { createTestApp, type TestApp } from './helpers'
import { anyId, fuzzBodies, mostly, rawBodies, text } from './fuzz-helpers'
import { as, customer, productIds } from './product-helpers'
import { optionId, questionId } from './question-helpers'
import { cartOf, checkoutOf, purchased, validBody } from './purchase-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const q = (type: ProductType, key: string) => questionId(t, type, key)
const o = (type: ProductType, key: string, option: string) => optionId(t, type, key, option)
const answer = async (type: ProductType, key: string, option: string) => ({
  question: await q(type, key),
  option: await o(type, key, option),
})

/** A consumer with `types` in the cart as the consumer checkout cart. */
async function homeCustomer(name: string, types: readonly ProductType[]) {
  const token = await customer(t, name, 'webdeveloper')
  await checkoutOf(t, token, ids, types, 'consumer')
  return token
}

const post = (token: string | undefined, path: string, body: unknown) => as(t, token, 'POST', path, body)

describe('POST and PATCH /allianz/answer', () => {
  it('creates the home answers (POST), then changes them (PATCH: any answer with an id)', async () => {
    const token = await homeCustomer('home-answers', ['allianz_content'])
    const res = await post(token, '/allianz/answer', {
      answers: [await answer('allianz_content', 'allianz_house_conformity', 'yes')],
    })
    expect(res.status).toBe(201)
    const [saved] = homeAnswersResponseSchema.parse(await res.json()).answers
    expect(saved!.option).toBe(await o('allianz_content', 'allianz_house_conformity', 'yes'))
    // POST again: already answered.
    const again = await post(token, '/allianz/answer', {
      answers: [await answer('allianz_content', 'allianz_house_conformity', 'yes')],
    })
    expect(again.status).toBe(400)
    const patch = await as(t, token, 'PATCH', '/allianz/answer', {
      answers: [{ id: saved!.id, ...(await answer('allianz_content', 'allianz_house_conformity', 'no')) }],
    })
    expect(patch.status).toBe(200)
    expect(homeAnswersResponseSchema.parse(await patch.json()).answers[0]).toMatchObject({
      id: saved!.id,
      option: await o('allianz_content', 'allianz_house_conformity', 'no'),
    })
    // PATCH without any id is a POST's work.
    const noId = await as(t, token, 'PATCH', '/allianz/answer', {
      answers: [await answer('allianz_liability', 'family_composition', 'single')],
    })
    expect(noId.status).toBe(400)
    expect(errorBodySchema.parse(await noId.json()).field_errors).toEqual({ answers: ['noId'] })
  })

  it('400 with field errors: no answers, not a home question, an option of another question', async () => {
    const token = await homeCustomer('home-answers-bad', ['allianz_content'])
    const empty = await post(token, '/allianz/answer', { answers: [] })
    expect(empty.status).toBe(400)
    expect(errorBodySchema.parse(await empty.json()).field_errors).toHaveProperty('answers')
    const notHome = await post(token, '/allianz/answer', {
      answers: [await answer('allianz_content', 'burglar_alarm', 'yes')],
    })
    expect(errorBodySchema.parse(await notHome.json()).field_errors).toEqual({
      'answers.0.question': ['notFound'],
    })
    const wrongOption = await post(token, '/allianz/answer', {
      answers: [
        {
          question: await q('allianz_content', 'allianz_house_conformity'),
          option: await o('allianz_building', 'home_ownership', 'owner'),
        },
      ],
    })
    expect(wrongOption.status).toBe(400)
    expect(Object.keys(errorBodySchema.parse(await wrongOption.json()).field_errors)[0]).toMatch(
      /^answers\.0\./,
    )
    const bad = await post(token, '/allianz/answer', { answers: [{ question: 'x' }] })
    expect(bad.status).toBe(400)
    expect(Object.keys(errorBodySchema.parse(await bad.json()).field_errors).length).toBeGreaterThan(0)
  })

  it('401 without a token; another customer’s answer is not found (404), and untouched', async () => {
    const body = { answers: [await answer('allianz_content', 'allianz_house_conformity', 'yes')] }
    expect((await post(undefined, '/allianz/answer', body)).status).toBe(401)
    expect((await as(t, undefined, 'PATCH', '/allianz/answer', body)).status).toBe(401)
    const owner = await homeCustomer('home-owner-a', ['allianz_content'])
    const [theirs] = homeAnswersResponseSchema.parse(
      await (await post(owner, '/allianz/answer', body)).json(),
    ).answers
    const other = await homeCustomer('home-other-a', ['allianz_content'])
    const res = await as(t, other, 'PATCH', '/allianz/answer', {
      answers: [{ id: theirs!.id, ...(await answer('allianz_content', 'allianz_house_conformity', 'no')) }],
    })
    expect(res.status).toBe(404)
    const unknown = await as(t, other, 'PATCH', '/allianz/answer', {
      answers: [{ id: 2 ** 31 - 1, ...(await answer('allianz_content', 'allianz_house_conformity', 'no')) }],
    })
    expect(unknown.status).toBe(404)
    expect(await res.json()).toEqual(await unknown.json())
  })
})

describe('POST /allianz/create-quote and /allianz/accept-quote', () => {
  it('quotes contents: coverage options, the outdoor extra, consumer, clause, cross-sell; accepting prices the cart', async () => {
    const token = await homeCustomer('home-quote', ['allianz_content'])
    await post(token, '/allianz/answer', {
      answers: [await answer('allianz_content', 'allianz_house_conformity', 'yes')],
    })
    const res = await post(token, '/allianz/create-quote', {
      product: ids.allianz_content,
      get_cross_sell_products: true,
    })
    expect(res.status).toBe(200)
    const quote = homeQuoteSchema.parse(await res.json())
    expect(quote.coverages.options.map((c) => c.id)).toEqual(['excess_0', 'excess_100', 'excess_250'])
    expect(quote.extra_coverages).toEqual([
      {
        id: await q('allianz_content', 'outdoor_cover'),
        name: 'Buitenshuisdekking',
        price: expect.stringMatching(/^\d+\.\d\d$/),
      },
    ])
    expect(quote.allianz_consumer.house_conformity).toBe('yes')
    expect(quote.clause).toBe('AZ-INBOEDEL-2026')
    expect(quote.cross_sell_products.map((p) => p.type).sort()).toEqual([
      'allianz_building',
      'allianz_liability',
    ])
    const accept = await post(token, '/allianz/accept-quote', {
      product: ids.allianz_content,
      coverage: 'excess_0',
      extra_coverages: [quote.extra_coverages[0]!.id],
    })
    expect(accept.status).toBe(200)
    const accepted = acceptedQuoteSchema.parse(await accept.json())
    const option = Number(quote.coverages.options[0]!.price)
    const extra = Number(quote.extra_coverages[0]!.price)
    expect(Number(accepted.price)).toBeCloseTo(option + extra, 2)
    const item = (await cartOf(t, token)).find((i) => i.insurance_product.id === ids.allianz_content)!
    expect(item.insurance_product.price).toBe(accepted.price)
    // The cart card lists what was chosen: no excess and the outdoor cover, the sum insured, the start.
    const chosenLines = [
      { label: 'Verzekerd bedrag', value: '75000.00', type: 'money' },
      { label: 'Eigen risico', value: '0.00', type: 'money' },
      { label: 'Extra dekking', value: 'Buitenshuisdekking', type: 'text' },
      { label: 'Ingangsdatum', value: item.start_date, type: 'date' },
    ]
    expect(item.list_items).toEqual(chosenLines)
    // Taken out as a consumer: no company asked.
    const { company: _company, ...body } = validBody()
    const result = await purchased(t, token, body)
    expect(result.outcome).toBe('insured')
    expect(result.policies).toHaveLength(1)
    // The policy lists the same cover as the cart card did, in each language.
    const policies = (await (await as(t, token, 'GET', '/policies', undefined, 'de')).json()) as {
      current: { cover: { label: string; value: string }[] }[]
    }
    expect(policies.current[0]!.cover.slice(1, 3)).toEqual([
      { label: 'Selbstbeteiligung', value: '0.00', type: 'money' },
      { label: 'Zusatzdeckung', value: 'Außenversicherung', type: 'text' },
    ])
  })

  it('lists the product’s own lines until a coverage is accepted, then the excess chosen and no extra', async () => {
    const token = await homeCustomer('home-lines', ['allianz_liability'])
    const own = (await cartOf(t, token))[0]!
    expect(own.list_items.map((l) => l.label)).toEqual(['Verzekerd bedrag', 'Ingangsdatum'])
    await post(token, '/allianz/answer', {
      answers: [await answer('allianz_liability', 'family_composition', 'single')],
    })
    expect((await post(token, '/allianz/create-quote', { product: ids.allianz_liability })).status).toBe(200)
    // Quoted, not accepted: still the product's own lines, no excess claimed, and no price while the
    // customer chooses (the list price would not be the premium of the coverage being chosen).
    const choosing = (await cartOf(t, token))[0]!
    expect(choosing.list_items).toEqual(own.list_items)
    expect(choosing.insurance_product.price).toBeNull()
    const accept = await post(token, '/allianz/accept-quote', {
      product: ids.allianz_liability,
      coverage: 'excess_100',
      extra_coverages: [],
    })
    expect(accept.status).toBe(200)
    expect((await cartOf(t, token))[0]!.list_items.slice(1, 3)).toEqual([
      { label: 'Eigen risico', value: '100.00', type: 'money' },
      { label: 'Extra dekking', value: 'Geen', type: 'text' },
    ])
  })

  it('building has no price until its quote is accepted; the purchase needs the accepted quote', async () => {
    const token = await homeCustomer('home-building', ['allianz_building'])
    await post(token, '/allianz/answer', {
      answers: [
        await answer('allianz_building', 'allianz_house_conformity', 'yes'),
        await answer('allianz_building', 'home_ownership', 'owner'),
      ],
    })
    const quote = homeQuoteSchema.parse(
      await (await post(token, '/allianz/create-quote', { product: ids.allianz_building })).json(),
    )
    expect(quote.cross_sell_products).toEqual([])
    expect(quote.extra_coverages.map((e) => e.name)).toEqual(['Glasdekking'])
    expect((await cartOf(t, token))[0]!.insurance_product.price).toBeNull()
    const { company: _company, ...body } = validBody()
    expect((await purchased(t, token, body)).outcome).toBe('additional_information')
  })

  it('refuses a house that is not a normal stone house (AZH01) and a tenant’s buildings insurance (AZH02)', async () => {
    const token = await homeCustomer('home-refused', ['allianz_building'])
    await post(token, '/allianz/answer', {
      answers: [
        await answer('allianz_building', 'allianz_house_conformity', 'no'),
        await answer('allianz_building', 'home_ownership', 'owner'),
      ],
    })
    const res = await post(token, '/allianz/create-quote', { product: ids.allianz_building })
    expect(res.status).toBe(400)
    const json = await res.json()
    expect(rejectedReasonSchema.parse(json).rejected_reason.error_code).toBe('AZH01')
    expect(errorBodySchema.parse(json).non_field_errors).toEqual(['AZH01'])
    // A refused quote cannot be accepted.
    expect(
      (
        await post(token, '/allianz/accept-quote', {
          product: ids.allianz_building,
          coverage: 'excess_0',
          extra_coverages: [],
        })
      ).status,
    ).toBe(404)
    expect(
      refusalOf('allianz_building', [{ key: 'home_ownership', option: 'tenant', consequence: 'reject' }]),
    ).toBe('AZH02')
    expect(
      refusalOf('allianz_content', [{ key: 'home_ownership', option: 'tenant', consequence: 'none' }]),
    ).toBeNull()
    expect(
      refusalOf('allianz_liability', [
        { key: 'family_composition', option: 'x', consequence: 'hard_drop_out' },
      ]),
    ).toBe('AZH00')
  })

  it('400: unanswered questions, a bad body, an unknown coverage; 401; another customer’s product is not found', async () => {
    const token = await homeCustomer('home-quote-bad', ['allianz_liability'])
    const unanswered = await post(token, '/allianz/create-quote', { product: ids.allianz_liability })
    expect(unanswered.status).toBe(400)
    expect(errorBodySchema.parse(await unanswered.json()).field_errors).toEqual({ product: ['unanswered'] })
    const bad = await post(token, '/allianz/create-quote', { product: 'x', get_cross_sell_products: 1 })
    expect(Object.keys(errorBodySchema.parse(await bad.json()).field_errors).sort()).toEqual([
      'get_cross_sell_products',
      'product',
    ])
    expect((await post(undefined, '/allianz/create-quote', { product: ids.allianz_liability })).status).toBe(
      401,
    )
    expect(
      (await post(undefined, '/allianz/accept-quote', { product: 1, coverage: 'x', extra_coverages: [] }))
        .status,
    ).toBe(401)
    // Not in this customer's cart (another customer's item), not a home product, unknown: 404 alike.
    const notMine = await post(token, '/allianz/create-quote', { product: ids.allianz_content })
    const notHome = await post(token, '/allianz/create-quote', { product: ids.device })
    const unknown = await post(token, '/allianz/create-quote', { product: 2 ** 31 - 1 })
    expect([notMine.status, notHome.status, unknown.status]).toEqual([404, 404, 404])
    await post(token, '/allianz/answer', {
      answers: [await answer('allianz_liability', 'family_composition', 'family')],
    })
    expect((await post(token, '/allianz/create-quote', { product: ids.allianz_liability })).status).toBe(200)
    const unknownCover = await post(token, '/allianz/accept-quote', {
      product: ids.allianz_liability,
      coverage: 'gold',
      extra_coverages: [999999],
    })
    expect(errorBodySchema.parse(await unknownCover.json()).field_errors).toEqual({
      coverage: ['notFound'],
      'extra_coverages.0': ['notFound'],
    })
    const other = await homeCustomer('home-quote-other', ['allianz_content'])
    expect(
      (
        await post(other, '/allianz/accept-quote', {
          product: ids.allianz_liability,
          coverage: 'excess_100',
          extra_coverages: [],
        })
      ).status,
    ).toBe(404)
    // A changed answer makes the quote stale: accepting it is not found until quoted again.
    const listed = await as(
      t,
      token,
      'GET',
      `/answers?question=${await q('allianz_liability', 'family_composition')}`,
    )
    const { result } = (await listed.json()) as { result: { id: number }[] }
    const patch = await as(t, token, 'PATCH', '/allianz/answer', {
      answers: [
        { id: result[0]!.id, ...(await answer('allianz_liability', 'family_composition', 'single')) },
      ],
    })
    expect(patch.status).toBe(200)
    const stale = await post(token, '/allianz/accept-quote', {
      product: ids.allianz_liability,
      coverage: 'excess_100',
      extra_coverages: [],
    })
    expect(stale.status).toBe(404)
  })
})

/** Fuzzed requests per route; each must answer below 500 (and 4xx in the error shape). */
const RUNS = 1000
describe('fuzzing the home routes: no body makes a 500', () => {
  let token = ''
  let questionIds: number[] = []
  let optionIds: number[] = []
  beforeAll(async () => {
    token = await homeCustomer('home-fuzz', ['allianz_content', 'allianz_liability', 'allianz_building'])
    questionIds = [
      await q('allianz_content', 'allianz_house_conformity'),
      await q('allianz_building', 'home_ownership'),
      await q('allianz_liability', 'family_composition'),
    ]
    optionIds = [
      await o('allianz_content', 'allianz_house_conformity', 'yes'),
      await o('allianz_building', 'home_ownership', 'owner'),
      await o('allianz_liability', 'family_composition', 'couple'),
    ]
  }, 60_000)
  const raw = rawBodies(
    '{"answers":[{"question":1e999}]}',
    '{"product":-1e999}',
    '{"answers":',
    '{"coverage":"\\ud800"}',
  )
  const pick = (list: () => number[]) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.nat().map((n) => list()[n % list().length]!) },
      { weight: 1, arbitrary: anyId },
    )
  const item = fc.record(
    { id: mostly(anyId), question: mostly(pick(() => questionIds)), option: mostly(pick(() => optionIds)) },
    { requiredKeys: [] },
  )
  const product = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom('allianz_content', 'allianz_liability', 'allianz_building')
        .map((k) => ids[k as ProductType]),
    },
    { weight: 1, arbitrary: anyId },
  )
  let address = 0
  const send = (method: string, path: string, body: string) => {
    address += 1
    const socket = { remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` }
    return t.app.request(
      `http://zzp.localhost${path}`,
      { method, body, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` } },
      { incoming: { socket } },
    )
  }
  async function neverFails(method: string, path: string, shaped: fc.Arbitrary<unknown>) {
    const statuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(fuzzBodies(raw, shaped), async (body) => {
        const res = await send(method, path, body)
        expect(res.status, `${method} ${path} ${body.slice(0, 200)}`).toBeLessThan(500)
        statuses.add(res.status)
        if (res.status >= 400) errorBodySchema.parse(await res.json())
        else await res.arrayBuffer()
      }),
      { numRuns: RUNS },
    )
    return statuses
  }
  it('POST /allianz/answer', async () => {
    const statuses = await neverFails(
      'POST',
      '/allianz/answer',
      fc.record({ answers: mostly(fc.array(item, { maxLength: 4 })) }, { requiredKeys: [] }),
    )
    expect(statuses.has(201)).toBe(true)
  }, 180_000)
  it('PATCH /allianz/answer', async () => {
    await neverFails(
      'PATCH',
      '/allianz/answer',
      fc.record({ answers: mostly(fc.array(item, { maxLength: 4 })) }, { requiredKeys: [] }),
    )
  }, 180_000)
  it('POST /allianz/create-quote', async () => {
    const statuses = await neverFails(
      'POST',
      '/allianz/create-quote',
      fc.record(
        { product: mostly(product), get_cross_sell_products: mostly(fc.boolean()) },
        { requiredKeys: [] },
      ),
    )
    expect(statuses.has(200) || statuses.has(400)).toBe(true)
  }, 180_000)
  it('POST /allianz/accept-quote', async () => {
    await neverFails(
      'POST',
      '/allianz/accept-quote',
      fc.record(
        {
          product: mostly(product),
          coverage: mostly(fc.oneof(fc.constantFrom('eur_50k', 'excess_100', 'excess_0'), text)),
          extra_coverages: mostly(fc.array(anyId, { maxLength: 12 })),
        },
        { requiredKeys: [] },
      ),
    )
  }, 180_000)
})
