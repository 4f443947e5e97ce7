// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AOV_PRESETS, aovPremiumResponseSchema, type AovPremium } from '../../api/contract/aov'
import { cartResponseSchema, type CartItem } from '../../api/contract/cart'
import { addYears, todayInNl } from '../../api/contract/date-rules'
import {
  insuranceProductsResponseSchema,
  presetPricesResponseSchema,
  type ProductType,
} from '../../api/contract/products'
import { applicationBody, applied, passQuiz, reviewed, storedApplication, userIdOf } from './aov-helpers'
import { createTestApp, type TestApp } from './helpers'
import { verifyIdentity } from './identity-helpers'
import { as, customer, productIds, setProfession } from './product-helpers'
import { cartOf, checkoutOf, purchased, validBody } from './purchase-helpers'

/**
 * Income protection's cart item follows the cover the customer chooses (issue 17 item 4): every premium
 * the premium page asks (`POST /aov/premium`) becomes the cart item's cover and price, and the product's
 * price and presets are priced by the same model on the same basis, so the cart, the product card, the
 * premium page, the review and the policy say the same.
 */

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const today = todayInNl()

/** `POST /aov/premium` with the medium preset at 35 unless changed, expecting 200. */
async function premium(token: string, over: Record<string, unknown> = {}): Promise<AovPremium> {
  const res = await as(t, token, 'POST', '/aov/premium', applicationBody(ids.aov, over))
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
  return aovPremiumResponseSchema.parse(await res.json())
}
const aovItem = async (token: string): Promise<CartItem> => {
  const item = (await cartOf(t, token)).find((i) => i.insurance_product.id === ids.aov)
  if (!item) throw new Error('no aov in the cart')
  return item
}
/** The cart item's lines as "label: value" (the start date left out). */
const cover = (item: CartItem) =>
  item.list_items.filter((l) => l.type !== 'date').map((l) => `${l.label}: ${l.value}`)
const product = async (token: string) => {
  const res = await as(t, token, 'GET', '/insurance-products')
  const list = insuranceProductsResponseSchema.parse(await res.json()).result
  return list.find((p) => p.id === ids.aov)!
}
const presets = async (token: string) => {
  const res = await as(t, token, 'GET', `/insurance-products/${ids.aov}/preset-prices`)
  expect(res.status).toBe(200)
  return presetPricesResponseSchema.parse(await res.json())
}
const priceOf = (body: Awaited<ReturnType<typeof presets>>, preset: string) =>
  body.result.find((p) => p.preset === preset)?.price

/** A webdeveloper (risk class 1) who passed the aov quiz, was reviewed and has aov in the checkout cart. */
async function ready(name: string) {
  const token = await customer(t, name, 'webdeveloper')
  await passQuiz(t, token, ids.aov)
  await reviewed(t, token, ids.aov)
  await checkoutOf(t, token, ids, ['aov'], 'aov')
  return token
}

describe('the income-protection cart item before a premium is asked', () => {
  it('lists and costs the medium preset, as the product card names and prices it', async () => {
    const token = await ready('cover-start')
    const item = await aovItem(token)
    expect(cover(item)).toEqual([
      'Verzekerd jaarinkomen: 45000.00',
      'Uitkeringsduur: 5 jaar',
      'Eigen risico: 30 dagen',
      'Indexatie: Ja',
      'Psychische klachten meeverzekerd: Ja',
    ])
    expect(item.insurance_product.price).toBe('118.56')
    expect((await product(token)).price).toBe('118.56')
    const card = await presets(token)
    expect(card).toMatchObject({ age: 35, age_known: false, current: 'medium' })
    expect(priceOf(card, 'medium')).toBe('118.56')
  })
})

describe('POST /aov/premium with the product in the cart', () => {
  it('makes each choice the cart item’s cover and price, and the product card’s', async () => {
    const token = await ready('cover-follow')
    const fortyFive = addYears(today, -45) // age factor 1.50

    // A preset: the cart lists it and costs its premium; the card prices the presets for this age.
    const large = await premium(token, { options: AOV_PRESETS.large, birth_date: fortyFive })
    let item = await aovItem(token)
    expect(item.insurance_product.price).toBe(large.monthly_premium)
    expect(item.insurance_product.net_price).toBe(large.monthly_net)
    expect(cover(item)).toEqual([
      'Verzekerd jaarinkomen: 60000.00',
      'Uitkeringsduur: Tot je 67e',
      'Eigen risico: 14 dagen',
      'Indexatie: Ja',
      'Psychische klachten meeverzekerd: Ja',
    ])
    expect((await product(token)).price).toBe(large.monthly_premium)
    let card = await presets(token)
    expect(card).toMatchObject({ age: 45, age_known: true, current: 'large' })
    expect(priceOf(card, 'large')).toBe(large.monthly_premium)
    // The other presets are what the premium page answers for them.
    expect(priceOf(card, 'short')).toBe(
      (await premium(token, { options: AOV_PRESETS.short, birth_date: fortyFive })).monthly_premium,
    )

    // Choices of the customer's own: € 45.000, 5 years, 30 days, neither option (issue 17 item 4).
    const own = { ...AOV_PRESETS.medium, indexation: false, burnout: false }
    const chosen = await premium(token, { options: own, birth_date: fortyFive })
    item = await aovItem(token)
    expect(item.insurance_product.price).toBe(chosen.monthly_premium)
    expect(cover(item)).toEqual([
      'Verzekerd jaarinkomen: 45000.00',
      'Uitkeringsduur: 5 jaar',
      'Eigen risico: 30 dagen',
      'Indexatie: Nee',
      'Psychische klachten meeverzekerd: Nee',
    ])
    card = await presets(token)
    expect(card.current).toBe('own')
    expect((await product(token)).price).toBe(chosen.monthly_premium)
    // In English the same cover, in the English premium page's words.
    const res = await as(t, token, 'GET', '/cart-item', undefined, 'en')
    const [english] = cartResponseSchema.parse(await res.json()).result
    expect(cover(english!)).toEqual([
      'Insured annual income: 45000.00',
      'Benefit duration: 5 years',
      'Waiting period: 30 days',
      'Indexation: No',
      'Psychological complaints covered: No',
    ])
  })

  it('clears a confirmed premium of other choices; the same choices keep it', async () => {
    const token = await ready('cover-confirmed')
    const user = await userIdOf(t, token)
    const confirmed = await applied(t, token, ids.aov)
    await premium(token) // the same choices again (back at the premium page)
    expect(await storedApplication(t, user, ids.aov)).toMatchObject({ monthly_premium_cents: 11856 })
    expect((await aovItem(token)).insurance_product.price).toBe(confirmed.monthly_premium)

    const other = await premium(token, { options: { ...AOV_PRESETS.medium, covered_income: '50000' } })
    expect(await storedApplication(t, user, ids.aov)).toMatchObject({ monthly_premium_cents: null })
    expect((await aovItem(token)).insurance_product.price).toBe(other.monthly_premium)
    // Not confirmed: the purchase takes nothing out until the customer confirms these choices.
    await verifyIdentity(t.database.db, user, ids.aov)
    expect((await purchased(t, token, validBody())).items[0]!.outcome).toBe('additional_information')
  })

  it('takes the policy out at the confirmed cover’s premium, the price the cart showed', async () => {
    const token = await ready('cover-policy')
    const own = { ...AOV_PRESETS.medium, covered_income: '52000', own_risk_days: 90 }
    await premium(token, { options: own })
    const confirmed = await applied(t, token, ids.aov, { options: own })
    const shown = (await aovItem(token)).insurance_product.price
    expect(shown).toBe(confirmed.monthly_premium)
    await verifyIdentity(t.database.db, await userIdOf(t, token), ids.aov)
    const result = await purchased(t, token, validBody())
    expect(result.outcome).toBe('insured')
    expect(result.policies[0]!.price).toBe(shown)
  })

  it('prices the chosen cover for a new profession’s risk class at once', async () => {
    const token = await ready('cover-profession')
    const chosen = await premium(token, { options: AOV_PRESETS.short })
    expect((await aovItem(token)).insurance_product.price).toBe(chosen.monthly_premium)
    await setProfession(t, token, 'dakdekker') // risk class 4: × 2.10
    const now = await premium(token, { options: AOV_PRESETS.short })
    expect(now.monthly_premium).not.toBe(chosen.monthly_premium)
    expect((await aovItem(token)).insurance_product.price).toBe(now.monthly_premium)
    expect(priceOf(await presets(token), 'short')).toBe(now.monthly_premium)
  })

  it('stores nothing for a product that is not in the cart', async () => {
    const token = await customer(t, 'cover-none', 'webdeveloper')
    const body = await premium(token, { options: AOV_PRESETS.large })
    expect(body.options).toEqual(AOV_PRESETS.large)
    expect(await cartOf(t, token)).toEqual([])
    expect(await presets(token)).toMatchObject({ age_known: false, current: 'medium' })
  })
})
