import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { insuranceProductsResponseSchema, type ProductType } from '../../api/contract/products'
import { professionsResponseSchema } from '../../api/contract/professions'
import { purchaseResponseSchema, type PurchaseResponse } from '../../api/contract/purchase'
import { call, loginByExternalId } from './auth-helpers'
import type { TestApp } from './helpers'
import { bodyFor } from './payment-helpers'
import { answerSafely, checkoutOf, IBAN } from './purchase-helpers'

/**
 * Customers of the fault tests, made over HTTP only (the server is another process, its database not
 * open to the test while it runs): signed in, a webdeveloper with death-risk cover in the checkout
 * cart, and a purchase body with its own request id.
 */
export interface Shopper {
  name: string
  token: string
  body: ReturnType<typeof bodyFor> & { request_id: string }
  /** The answer heard before the kill, when one was. */
  first?: PurchaseResponse
}

export async function shoppers(t: TestApp, prefix: string, count: number): Promise<Shopper[]> {
  const list: Shopper[] = []
  for (let i = 0; i < count; i += 1) {
    const name = `${prefix}-${i}`
    const { access: token } = await loginByExternalId(t, 'zzp', name)
    const found = await call(t, 'GET', '/professions?q=webdeveloper&limit=1', undefined, { token })
    const profession = professionsResponseSchema.parse(await found.json()).result[0]
    expect(profession).toBeDefined()
    expect((await call(t, 'PATCH', '/users/me', { profession: profession!.id }, { token })).status).toBe(200)
    const products = await call(t, 'GET', '/insurance-products', undefined, { token })
    const ids = Object.fromEntries(
      insuranceProductsResponseSchema.parse(await products.json()).result.map((p) => [p.type, p.id]),
    ) as Record<ProductType, number>
    await answerSafely(t, token, ids, 'death_risk')
    await checkoutOf(t, token, ids, ['death_risk'])
    list.push({ name, token, body: { ...bodyFor(name, IBAN), request_id: randomUUID() } })
  }
  return list
}

export const purchaseOf = async (t: TestApp, s: Shopper) =>
  call(t, 'POST', '/cart-item/purchase', s.body, { token: s.token })

/** The purchase again with its request id until the server answers (it may still be starting). */
export async function answerOf(t: TestApp, s: Shopper): Promise<PurchaseResponse> {
  for (let tries = 0; ; tries += 1) {
    const res = await purchaseOf(t, s).catch(() => null)
    if (res?.status === 200) return purchaseResponseSchema.parse(await res.json())
    if (tries > 50) throw new Error(`no answer for ${s.name}: ${res?.status} ${await res?.text()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
