// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '../../api/contract/common'
import {
  insuranceProductsResponseSchema,
  presetPricesResponseSchema,
  type InsuranceProduct,
  type ProductType,
} from '../../api/contract/products'
import { PRODUCTS } from '../../api/server/db/products-data'
import { insuranceProducts, policies } from '../../api/server/db/schema'
import { seed } from '../../api/server/db/seed'
import { errorOf } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, customer, productIds, professionId, setProfession } from './product-helpers'

let t: TestApp
let ids: Record<ProductType, number>
/** Customers by risk class of their profession: webdeveloper 1, yogadocent 2, loodgieter 3, dakdekker 4. */
let byClass: Record<1 | 2 | 3 | 4, string>
let noProfession: string
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
  byClass = {
    1: await customer(t, 'p-web', 'webdeveloper'),
    2: await customer(t, 'p-yoga', 'yogadocent'),
    3: await customer(t, 'p-plumber', 'loodgieter'),
    4: await customer(t, 'p-roofer', 'dakdekker'),
  }
  noProfession = await customer(t, 'p-none', null)
}, 60_000)
afterAll(async () => t?.close())

const products = async (token: string, locale: Locale = 'nl') => {
  const res = await as(t, token, 'GET', '/insurance-products', undefined, locale)
  expect(res.status).toBe(200)
  return insuranceProductsResponseSchema.parse(await res.json()).result
}
const byType = (list: InsuranceProduct[]) => Object.fromEntries(list.map((p) => [p.type, p]))
const prices = (list: InsuranceProduct[]) => Object.fromEntries(list.map((p) => [p.type, p.price]))

describe('the product catalogue', () => {
  it('is seeded once per slug, idempotently', async () => {
    const rows = () =>
      t.database.db
        .select({ id: insuranceProducts.id, slug: insuranceProducts.slug })
        .from(insuranceProducts)
        .orderBy(insuranceProducts.id)
    const before = await rows()
    expect(before).toHaveLength(PRODUCTS.length)
    await seed(t.database.db)
    expect(await rows()).toEqual(before)
  })
})

describe('GET /insurance-products', () => {
  it('answers 401 without a valid access token', async () => {
    for (const token of [undefined, 'x.y.z']) {
      const res = await as(t, token, 'GET', '/insurance-products')
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('not_authenticated')
    }
  })

  it('answers [] without a profession', async () => {
    expect(await products(noProfession)).toEqual([])
  })

  it('lists every product for risk class 1, in the stable order, in the contract shape', async () => {
    const list = await products(byClass[1])
    expect(list.map((p) => p.type)).toEqual([
      'aov',
      'aov_acture',
      'business_liability',
      'professional_liability',
      'car',
      'allianz_liability',
      'allianz_building',
      'allianz_content',
      'device',
      'death_risk',
    ])
    const aov = byType(list).aov!
    expect(aov).toEqual({
      id: ids.aov,
      name: 'Arbeidsongeschiktheidsverzekering',
      type: 'aov',
      description: expect.stringContaining('ziekte'),
      // The medium preset, priced by the premium model for an example age of 35 (no birth date yet).
      price: '118.56',
      net_price: '97.98',
      price_currency: 'EUR',
      require_identity_verification: true,
      gtm_data: { id: 'aov' },
      faq: expect.any(Array),
      active_policies: 0,
    })
    for (const p of list) {
      expect(p.gtm_data.id).toBe(p.type)
      expect(p.faq.length).toBeGreaterThanOrEqual(2)
      expect(p.require_identity_verification).toBe(p.type === 'aov')
    }
    expect(prices(list)).toEqual({
      aov: '118.56',
      aov_acture: '54.45',
      business_liability: '21.78',
      professional_liability: '29.04',
      car: null,
      allianz_liability: '5.45',
      allianz_building: null,
      allianz_content: '11.50',
      device: '9.08',
      death_risk: '14.52',
    })
    expect(byType(list).car!.net_price).toBeNull()
    expect(byType(list).device!.net_price).toBe('7.50')
  })

  it('prices per risk class and leaves out what the class may not buy', async () => {
    const two = prices(await products(byClass[2]))
    expect(two).toMatchObject({
      aov: '148.19',
      aov_acture: '76.23',
      business_liability: '30.49',
      professional_liability: '34.85',
      allianz_liability: '5.45',
    })
    const three = prices(await products(byClass[3]))
    expect(three).toMatchObject({ aov: '189.68', aov_acture: '108.90', business_liability: '43.56' })
    expect(three).not.toHaveProperty('professional_liability')
    const four = await products(byClass[4])
    expect(four.map((p) => p.type)).toEqual([
      'aov',
      'business_liability',
      'car',
      'allianz_liability',
      'allianz_building',
      'allianz_content',
      'device',
      'death_risk',
    ])
    expect(prices(four)).toMatchObject({ aov: '248.96', business_liability: '60.98', device: '9.08' })
  })

  it('answers names, descriptions and FAQ in the language of the request', async () => {
    const en = byType(await products(byClass[1], 'en'))
    expect(en.aov!.name).toBe('Income protection insurance')
    expect(en.car!.name).toBe('Business car insurance')
    expect(en.death_risk!.faq[0]!.question).toBe('Who receives the payment?')
    const de = byType(await products(byClass[1], 'de'))
    expect(de.allianz_content!.name).toBe('Hausratversicherung')
    const fr = byType(await products(byClass[1], 'fr'))
    expect(fr.device!.description).toContain('vol')
    const nl = byType(await products(byClass[1]))
    expect(nl.aov_acture!.name).toBe('Basis AOV')
    expect(nl.business_liability!.name).toBe('Bedrijfsaansprakelijkheidsverzekering')
  })

  it("counts the user's own active policies only", async () => {
    const { db } = t.database
    const me = (await (await as(t, byClass[1], 'GET', '/users/me')).json()) as { id: number }
    const other = (await (await as(t, byClass[2], 'GET', '/users/me')).json()) as { id: number }
    await db.insert(policies).values([
      { user_id: me.id, insurance_product_id: ids.device, status: 'active' },
      { user_id: me.id, insurance_product_id: ids.device, status: 'active' },
      { user_id: me.id, insurance_product_id: ids.aov, status: 'ended' },
      { user_id: other.id, insurance_product_id: ids.death_risk, status: 'active' },
    ])
    const mine = byType(await products(byClass[1]))
    expect(mine.device!.active_policies).toBe(2)
    expect(mine.aov!.active_policies).toBe(0)
    expect(mine.death_risk!.active_policies).toBe(0)
    expect(byType(await products(byClass[2])).death_risk!.active_policies).toBe(1)
  })
})

describe('GET /insurance-products?profession= (the profession being chosen)', () => {
  const asked = (token: string | undefined, query: string) =>
    as(t, token, 'GET', `/insurance-products?${query}`)

  it('answers what the profession will bring once saved, and saves nothing', async () => {
    const choosing = await customer(t, 'p-choosing', null)
    const yoga = await professionId(t, 'yogadocent')
    const res = await asked(choosing, `profession=${yoga}`)
    expect(res.status).toBe(200)
    const before = insuranceProductsResponseSchema.parse(await res.json()).result
    expect(prices(before)).toMatchObject({ aov: '148.19', business_liability: '30.49' })
    // Nothing saved: the stored profession (none) still has no products.
    expect(await products(choosing)).toEqual([])
    await setProfession(t, choosing, 'yogadocent')
    expect(await products(choosing)).toEqual(before)
  })

  it("prices for the named profession, not the stored one, with the caller's own policies", async () => {
    const roofer = await professionId(t, 'dakdekker')
    const res = await asked(byClass[1], `profession=${roofer}`)
    expect(res.status).toBe(200)
    const list = insuranceProductsResponseSchema.parse(await res.json()).result
    const policiesAside = (l: InsuranceProduct[]) => l.map((p) => ({ ...p, active_policies: 0 }))
    expect(policiesAside(list)).toEqual(policiesAside(await products(byClass[4])))
    expect(byType(list).device!.active_policies).toBe(2)
    expect(byType(await products(byClass[4])).device!.active_policies).toBe(0)
  })

  it('answers 400 with a field error for an unknown or malformed profession, 401 without a token', async () => {
    for (const query of ['profession=999999', 'profession=abc', 'profession=0', 'profession=1.5']) {
      const res = await asked(byClass[1], query)
      expect(res.status, query).toBe(400)
      expect((await errorOf(res)).field_errors, query).toHaveProperty('profession')
    }
    expect((await errorOf(await asked(byClass[1], 'profession=999999'))).field_errors).toEqual({
      profession: ['notFound'],
    })
    const yoga = await professionId(t, 'yogadocent')
    for (const token of [undefined, 'x.y.z'])
      expect((await asked(token, `profession=${yoga}`)).status).toBe(401)
  })
})

describe('GET /insurance-products/:id/preset-prices', () => {
  const presets = async (token: string, id: number | string) => {
    const res = await as(t, token, 'GET', `/insurance-products/${id}/preset-prices`)
    expect(res.status).toBe(200)
    return presetPricesResponseSchema.parse(await res.json()).result
  }

  it('answers the short, medium and large aov presets for the risk class, priced as the premium page prices them', async () => {
    expect(await presets(byClass[2], ids.aov)).toEqual([
      { preset: 'short', price: '54.45', net_price: '45.00', price_currency: 'EUR' },
      { preset: 'medium', price: '148.19', net_price: '122.47', price_currency: 'EUR' },
      { preset: 'large', price: '274.43', net_price: '226.80', price_currency: 'EUR' },
    ])
    const one = await presets(byClass[1], ids.aov)
    expect(one.map((p) => p.net_price)).toEqual(['36.00', '97.98', '181.44'])
    const four = await presets(byClass[4], ids.aov)
    expect(four.map((p) => p.net_price)).toEqual(['75.60', '205.75', '381.02'])
    // The medium preset is the product's price.
    expect(four[1]!.price).toBe(byType(await products(byClass[4])).aov!.price)
  })

  it('prices risk class 3 without a profession', async () => {
    expect((await presets(noProfession, ids.aov)).map((p) => p.net_price)).toEqual([
      '57.60',
      '156.76',
      '290.30',
    ])
  })

  it('answers [] for products without presets', async () => {
    for (const type of ['aov_acture', 'car', 'device'] as const)
      expect(await presets(byClass[1], ids[type])).toEqual([])
  })

  it('answers a JSON 404 for an unknown or malformed id, 401 without a token', async () => {
    for (const bad of ['999999', '0', 'abc', '-1', '1.5', '1e3', '99999999999']) {
      const res = await as(t, byClass[1], 'GET', `/insurance-products/${bad}/preset-prices`)
      expect(res.status).toBe(404)
      expect((await errorOf(res)).code).toBe('not_found')
    }
    expect((await as(t, undefined, 'GET', `/insurance-products/${ids.aov}/preset-prices`)).status).toBe(401)
  })

  it('follows a change of profession at once', async () => {
    const token = await customer(t, 'p-changer', 'webdeveloper')
    expect((await presets(token, ids.aov))[1]!.net_price).toBe('97.98')
    await setProfession(t, token, 'dakdekker')
    expect((await presets(token, ids.aov))[1]!.net_price).toBe('205.75')
  })
})
