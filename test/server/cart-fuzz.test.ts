// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../api/contract/errors'
import { call } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { customer } from './product-helpers'

let t: TestApp
let token = ''
beforeAll(async () => {
  t = await createTestApp()
  token = await customer(t, 'fuzz-cart', 'webdeveloper')
}, 60_000)
afterAll(async () => t?.close())

const RUNS = 500
const text = fc.string({ unit: 'binary', maxLength: 300 })
const odd = fc.oneof(fc.anything(), text, fc.integer(), fc.double(), fc.constant(null), fc.constant('\u0000'))
const jsonOf = (value: unknown) => JSON.stringify(value) ?? 'null'
const bodies = (shaped: fc.Arbitrary<unknown>) =>
  fc.oneof(fc.anything().map(jsonOf), fc.json(), text, { weight: 4, arbitrary: shaped.map(jsonOf) })
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: odd })
const id = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }))

/** Each request from its own client address, so the per-address rate limits stay out of the way. */
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

async function neverFails(method: string, path: fc.Arbitrary<string> | string, body: fc.Arbitrary<string>) {
  const paths = typeof path === 'string' ? fc.constant(path) : path
  await fc.assert(
    fc.asyncProperty(paths, body, async (p, b) => {
      const res = await request(method, p, b)
      expect(res.status).toBeLessThan(500)
      if (res.status === 400 || res.status === 404) errorBodySchema.parse(await res.json())
      else await res.arrayBuffer()
    }),
    { numRuns: RUNS },
  )
}

describe('fuzzing the cart and suggest routes: no body or path makes a 500', () => {
  it('POST /cart-item', async () => {
    const shaped = fc.record({ insurance_product: mostly(id) }, { requiredKeys: [] })
    await neverFails('POST', '/cart-item', bodies(shaped))
    // Whatever got in, the cart holds each product once and stays under the cap.
    const res = await call(t, 'GET', '/cart-item', undefined, { token })
    const { result } = (await res.json()) as { result: { insurance_product: { id: number } }[] }
    const products = result.map((i) => i.insurance_product.id)
    expect(new Set(products).size).toBe(products.length)
    expect(products.length).toBeLessThanOrEqual(20)
  }, 60_000)

  it('PUT /cart-item/checkout-cart', async () => {
    const shaped = fc.record(
      {
        cart_item_ids: mostly(fc.array(mostly(id), { maxLength: 60 })),
        flow: mostly(fc.constantFrom('car', 'consumer', 'aov', 'normal')),
      },
      { requiredKeys: [] },
    )
    await neverFails('PUT', '/cart-item/checkout-cart', bodies(shaped))
  }, 60_000)

  it('DELETE /cart-item/:id', async () => {
    const segment = fc.oneof(
      id.map(String),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
    )
    await neverFails(
      'DELETE',
      segment.map((s) => `/cart-item/${s}`),
      fc.constant(''),
    )
  }, 60_000)

  it('POST /professions/suggest', async () => {
    const shaped = fc.record(
      {
        description: mostly(fc.string({ unit: 'binary', minLength: 0, maxLength: 1100 })),
        limit: mostly(fc.integer({ min: -2, max: 12 })),
      },
      { requiredKeys: [] },
    )
    await neverFails('POST', '/professions/suggest', bodies(shaped))
  }, 60_000)
})
