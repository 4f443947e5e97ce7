import { expect } from 'vitest'
import { cartItemSchema, cartResponseSchema, type CartItem, type FlowType } from '../../api/contract/cart'
import { CAR_FORMALITIES, FORMALITIES } from '../../api/contract/checkout-forms'
import { addYears, todayInNl } from '../../api/contract/date-rules'
import type { ProductType } from '../../api/contract/products'
import { purchaseResponseSchema, type PurchaseResponse } from '../../api/contract/purchase'
import type { Question } from '../../api/contract/questions'
import { call } from './auth-helpers'
import type { TestApp } from './helpers'
import { quoteDevice } from './device-helpers'
import { as } from './product-helpers'
import { answered, optionId, questionsOf } from './question-helpers'

/** A valid IBAN (the standard NL example); its last 4 are on the invoice. */
export const IBAN = 'NL91 ABNA 0417 1643 00'

/** A body every checkout accepts on `today` (non-car flow), with `start_date` today unless given. */
export function validBody(today = todayInNl(), startDate = today) {
  return {
    company: {
      company_name: 'Webbouw Jansen',
      chamber_of_commerce_number: '12345678',
      street: 'Keizersgracht',
      house_number: '12',
      house_number_addition: 'A',
      postal_code: '1015cs',
      city: 'Amsterdam',
      country: 'Nederland',
    },
    person: {
      first_name: 'Eva',
      last_name: 'Jansen',
      birth_date: addYears(today, -35),
      phone_number: '+31 6 12345678',
      email: 'Eva@Example.nl',
    },
    address: {
      street: 'Prinsengracht',
      house_number: '263',
      house_number_addition: null,
      postal_code: '1016 GV',
      city: 'Amsterdam',
      country: 'Nederland',
      have_address_looked_up: true,
    },
    formalities: [...FORMALITIES] as string[],
    payment: { start_date: startDate, iban_number: IBAN, consent: true },
  }
}
export type Body = ReturnType<typeof validBody>
export const carFormalities = () => [...FORMALITIES, ...CAR_FORMALITIES]

/** What a question is answered with: an option key, or `skip` to leave it open. */
export type Choice = string | 'skip'

/**
 * Answers the normal and price questions of the product `type` the safe way: the option named in
 * `choices` (by key), else the first option without consequence; dates, amounts, numbers and texts a
 * plain value. Extra coverages are left open unless named. `host` for customers of other partners.
 */
export async function answerSafely(
  t: TestApp,
  token: string,
  ids: Record<ProductType, number>,
  type: ProductType,
  choices: Record<string, Choice> = {},
  host?: string,
): Promise<void> {
  const product = ids[type]
  const questions = host ? await questionsOn(t, token, product, host) : await questionsOf(t, token, product)
  for (const q of questions) {
    const choice = choices[q.key]
    if (choice === 'skip' || (q.group === 'extra_coverage' && choice === undefined)) continue
    if (q.user_answer) continue
    const option = async () => {
      if (choice !== undefined) return optionId(t, type, q.key, choice)
      const safe = q.options.find((o) => o.consequence === 'none')
      if (!safe) throw new Error(`no safe option for ${q.key}`)
      return safe.id
    }
    const value: Record<Question['type'], () => Promise<Record<string, unknown>>> = {
      single: async () => ({ option: await option() }),
      multi: async () => ({ multi_select_options: [await option()] }),
      date: async () => ({ date_value: '1990-05-17' }),
      money: async () => ({ money_value: '50000' }),
      number: async () => ({ float_value: 1 }),
      text: async () => ({ text_value: 'Websites bouwen' }),
    }
    const body = { question: q.id, ...(await value[q.type]()) }
    if (host) {
      const res = await call(t, 'POST', '/answers', body, { token, host })
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
    } else await answered(t, token, body)
  }
}

async function questionsOn(t: TestApp, token: string, product: number, host: string): Promise<Question[]> {
  const res = await call(t, 'GET', `/questions?product=${product}`, undefined, { token, host })
  expect(res.status).toBe(200)
  return ((await res.json()) as { result: Question[] }).result
}

/**
 * Adds the products to the cart and makes them the checkout cart of `flow`; answers the items (a device
 * with a valid device quote).
 */
export async function checkoutOf(
  t: TestApp,
  token: string,
  ids: Record<ProductType, number>,
  types: readonly ProductType[],
  flow: FlowType = 'normal',
  host?: string,
): Promise<CartItem[]> {
  const request = (method: string, path: string, body?: unknown) =>
    host ? call(t, method, path, body, { token, host }) : as(t, token, method, path, body)
  const items: CartItem[] = []
  for (const type of types) {
    const res = await request('POST', '/cart-item', { insurance_product: ids[type] })
    expect(res.status, type).toBe(201)
    items.push(cartItemSchema.parse(await res.json()))
  }
  // A device is insured only with its device quote (api/server/device/facts.ts).
  for (const item of items) if (item.insurance_product.type === 'device') await quoteDevice(request, item.id)
  const res = await request('PUT', '/cart-item/checkout-cart', {
    cart_item_ids: items.map((i) => i.id),
    flow,
  })
  expect(res.status).toBe(200)
  return items
}

/** `GET /cart-item`. */
export async function cartOf(t: TestApp, token: string, host?: string): Promise<CartItem[]> {
  const res = host
    ? await call(t, 'GET', '/cart-item', undefined, { token, host })
    : await as(t, token, 'GET', '/cart-item')
  expect(res.status).toBe(200)
  return cartResponseSchema.parse(await res.json()).result
}

/** `POST /cart-item/purchase`, expecting 200 and a contract-shaped answer. */
export async function purchased(
  t: TestApp,
  token: string,
  body: unknown,
  host?: string,
): Promise<PurchaseResponse> {
  const res = host
    ? await call(t, 'POST', '/cart-item/purchase', body, { token, host })
    : await as(t, token, 'POST', '/cart-item/purchase', body)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
  return purchaseResponseSchema.parse(await res.json())
}
