import { describe, expect, it } from 'vitest'
import { createActor, toPromise, type AnyActorLogic } from 'xstate'
import type { Http } from '../../api/client/http'
import type { CheckoutCart } from '../../api/contract/cart'
import { checkoutEffects } from '../../views/checkout/checkout-effects'

/**
 * Continue in the cart (issue 26): the server makes a one-group cart the checkout cart with the
 * preparation, and the journey's next step, which sets that same cart, asks nothing more.
 */
function server(checkoutCart: CheckoutCart | null | undefined) {
  const calls: string[] = []
  const http = (async ({ method = 'GET', path, query, body }) => {
    calls.push(`${method} ${path}${query ? `?${new URLSearchParams(query as Record<string, string>)}` : ''}`)
    if (path === '/cart-item/prepare-checkout')
      return {
        result: [],
        entry_date: '2026-11-28',
        ...(checkoutCart === undefined ? {} : { checkout_cart: checkoutCart }),
      }
    return body
  }) as Http
  const { actors } = checkoutEffects(http, () => undefined)
  const run = <T>(logic: AnyActorLogic, input: unknown) =>
    toPromise(createActor(logic, { input }).start()) as Promise<T>
  const prepare = () => run(actors.prepareCheckout, { startSingleGroup: true })
  const set = (cart: CheckoutCart) => run<CheckoutCart>(actors.setCheckoutCart, cart)
  return { calls, prepare, set }
}

const GROUP: CheckoutCart = { cart_item_ids: [4, 7], flow: 'normal' }

describe('checkoutEffects: one round trip for a one-group cart', () => {
  it('asks to start the group with the preparation, and then sets the same cart without a request', async () => {
    const { calls, prepare, set } = server(GROUP)
    await prepare()
    expect(await set({ cart_item_ids: [7, 4], flow: 'normal' })).toEqual(GROUP)
    expect(calls).toEqual(['POST /cart-item/prepare-checkout?start=single_group'])
  })

  it('sends the set when it differs from what the preparation started, and every later set (a retry)', async () => {
    const { calls, prepare, set } = server(GROUP)
    await prepare()
    await set({ cart_item_ids: [4], flow: 'normal' })
    await set(GROUP)
    expect(calls).toEqual([
      'POST /cart-item/prepare-checkout?start=single_group',
      'PUT /cart-item/checkout-cart',
      'PUT /cart-item/checkout-cart',
    ])
  })

  it('sends the set when the server started nothing (several groups, or an older server)', async () => {
    for (const started of [null, undefined]) {
      const { calls, prepare, set } = server(started)
      await prepare()
      await set(GROUP)
      expect(calls.at(-1)).toBe('PUT /cart-item/checkout-cart')
    }
  })
})
