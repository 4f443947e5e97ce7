// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeTestFaults, TEST_FAULT_COOKIE } from '../../api/contract/test-fault'
import { loadConfig } from '../../api/server/config'
import { routeNameOf } from '../../api/server/http/test-faults'
import { call, errorOf, signInByEmail } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'

const cookie = (value: string) => ({ Cookie: `${TEST_FAULT_COOKIE}=${value}` })
const refusal = encodeTestFaults([{ route: 'cart', status: 400, body: { non_field_errors: ['cart_empty'] } }])

describe('the path tests’ fault control', () => {
  let on: TestApp
  let token: string
  beforeAll(async () => {
    on = await createTestApp({ APP_ENV: 'qa', TEST_CONTROLS: '1' })
    token = (await signInByEmail(on, 'fault@example.nl')).access
  })
  afterAll(() => on.close())

  it('names a request by the route table', () => {
    expect(routeNameOf('GET', '/cart-item')).toBe('cart')
    expect(routeNameOf('POST', '/policies/12/cancellation')).toBe('cancel')
    expect(routeNameOf('GET', '/nothing-here')).toBeUndefined()
  })

  it('answers the named route with the fault’s status and body, and lets every other route pass', async () => {
    const forced = await call(on, 'GET', '/cart-item', undefined, { token, headers: cookie(refusal) })
    expect(forced.status).toBe(400)
    expect(await errorOf(forced)).toMatchObject({ code: 'test_fault', non_field_errors: ['cart_empty'] })
    const other = await call(on, 'GET', '/partners', undefined, { headers: cookie(refusal) })
    expect(other.status).toBe(200)
    const without = await call(on, 'GET', '/cart-item', undefined, { token })
    expect(without.status).toBe(200)
  })

  it('a forced checkoutCartSet leaves starting the group to that call: preparing starts none, the set answers the fault', async () => {
    const buyer = await customer(on, 'fault-prepare', 'webdeveloper')
    const { device } = await productIds(on)
    expect((await as(on, buyer, 'POST', '/cart-item', { insurance_product: device })).status).toBe(201)
    const setFails = cookie(encodeTestFaults([{ route: 'checkoutCartSet', status: 503 }]))
    const prepared = await call(on, 'POST', '/cart-item/prepare-checkout?start=single_group', undefined, {
      token: buyer,
      headers: setFails,
    })
    expect(prepared.status).toBe(200)
    expect(((await prepared.json()) as { checkout_cart?: unknown }).checkout_cart ?? null).toBeNull()
    const checkout = await call(on, 'GET', '/cart-item/checkout-cart', undefined, { token: buyer })
    expect(await checkout.json()).toEqual({ cart_item_ids: [], flow: 'normal' })
    const set = await call(
      on,
      'PUT',
      '/cart-item/checkout-cart',
      { cart_item_ids: [], flow: 'normal' },
      {
        token: buyer,
        headers: setFails,
      },
    )
    expect(set.status).toBe(503)
    // Without the fault the preparation starts the group.
    const started = await call(on, 'POST', '/cart-item/prepare-checkout?start=single_group', undefined, {
      token: buyer,
    })
    expect(((await started.json()) as { checkout_cart: { flow: string } }).checkout_cart?.flow).toBe('normal')
  })

  it('refuses a value that is not a list of faults with a 400, never a 500', async () => {
    for (const bad of ['x', encodeTestFaults([{ route: 'cart', status: 200 }]), btoa('{')]) {
      const res = await call(on, 'GET', '/partners', undefined, { headers: cookie(bad) })
      expect(res.status).toBe(400)
    }
  })

  it('does nothing without TEST_CONTROLS, and a production server refuses to start with it', async () => {
    const off = await on.withConfig({ TEST_CONTROLS: '0' })
    const res = await off.app.request('http://zzp.localhost/cart-item', {
      headers: { ...cookie(refusal), Authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CONTROLS: '1' })).toThrow('TEST_CONTROLS')
    expect(() => loadConfig({ APP_ENV: 'production', TEST_CONTROLS: '1' })).toThrow('TEST_CONTROLS')
    expect(loadConfig({ NODE_ENV: 'production', APP_ENV: 'qa', TEST_CONTROLS: '1' }).testControls).toBe(true)
  })
})
