// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { CartItem } from '../../api/contract/cart'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import type { CheckoutEvent } from '../../machines/checkout/checkout.types'
import { FLOW_ORDER } from '../../machines/checkout/grouping'
import { coverageLine, walkModel } from './harness'

const item = (id: number, type: string) =>
  ({ id, insurance_product: { id, type, name: type, price: '1.00' }, list_items: [] }) as unknown as CartItem
const ONE_OF_EACH = {
  car: item(1, 'car'),
  consumer: item(2, 'allianz_content'),
  aov: item(3, 'aov'),
  normal: item(4, 'device'),
}

/** The 16 carts: every combination of the four groups (including the empty one). */
export const GROUP_COMBINATIONS = Array.from({ length: 16 }, (_, mask) =>
  FLOW_ORDER.filter((_, bit) => mask & (1 << bit)).map((flow) => ONE_OF_EACH[flow]),
)

const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as CheckoutEvent
const fail = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as CheckoutEvent

describe('checkout machine paths', () => {
  it('walks every transition, with carts of every combination of the four groups', () => {
    const result = walkModel({
      machine: checkoutMachine,
      inputs: [{ mode: 'default' }],
      events: [
        { type: 'cart.continue', mode: 'default' },
        { type: 'entry.csc', productId: 3, mode: 'default' },
        { type: 'cart.itemRemoved', id: 1 },
        { type: 'cart.clear' },
        { type: 'user.acceptDisclaimer' },
        { type: 'user.retry' },
        { type: 'user.cancel' },
        done('addProduct', item(3, 'aov')),
        fail('addProduct', { code: '35010', reason: 'already_in_cart' }),
        fail('addProduct', { code: '35010', reason: null }),
        ...GROUP_COMBINATIONS.map((items) => done('prepareCheckout', { items, entryDate: '2026-11-22' })),
        fail('prepareCheckout', { code: '35010', reason: 'cart_empty' }),
        done('setCheckoutCart', { cart_item_ids: [1], flow: 'car' }),
        fail('setCheckoutCart', { code: '35011', reason: null }),
        done('journey', { status: 'done' }),
        done('journey', { status: 'dropOut' }),
        done('journey', { status: 'failed' }),
        fail('journey', { code: '35010', reason: null }),
        done('clearCheckoutCart'),
        fail('clearCheckoutCart', { code: '35011', reason: null }),
      ],
      contextKey: (s) => [
        FLOW_ORDER.filter((f) => s.context.remaining[f].length > 0).join(','),
        s.context.checkoutItems.length > 0,
        s.context.currentFlow,
        s.context.cscProductId !== null,
        s.context.failure !== null,
      ],
      limit: 20_000,
    })
    console.log(coverageLine('checkout', result))
    expect(result.transitions.missing).toEqual([])
    expect(result.states.missing).toEqual([])
    expect(result.generationMs).toBeLessThan(1000)
  })
})

describe('checkout paths over the 16 carts', () => {
  const stubs = Object.fromEntries(
    Object.keys(checkoutMachine.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise<never>(() => undefined)),
    ]),
  )
  it.each(
    GROUP_COMBINATIONS.map((items) => [
      items.map((i) => i.insurance_product.type).join('+') || 'empty',
      items,
    ]),
  )(
    'cart %s: disclaimer only with two or more groups, groups in the order car, consumer, aov, normal',
    (_, items) => {
      const actor = createActor(checkoutMachine.provide({ actors: stubs as never }), { input: {} }).start()
      actor.send({ type: 'cart.continue', mode: 'default' })
      actor.send(done('prepareCheckout', { items, entryDate: '2026-11-22' }))
      const groups = FLOW_ORDER.filter((flow) => items.some((i) => i === ONE_OF_EACH[flow]))
      if (groups.length === 0) return expect(actor.getSnapshot().value).toBe('idle')
      expect(actor.getSnapshot().matches('disclaimer')).toBe(groups.length > 1)
      if (groups.length > 1) actor.send({ type: 'user.acceptDisclaimer' })
      const visited: string[] = []
      while (actor.getSnapshot().matches('settingCart')) {
        actor.send(done('setCheckoutCart', {}))
        const { currentFlow, checkoutItems } = actor.getSnapshot().context
        expect(actor.getSnapshot().matches({ journey: currentFlow })).toBe(true)
        expect(checkoutItems).toEqual([ONE_OF_EACH[currentFlow]])
        visited.push(currentFlow)
        actor.send(done('journey', { status: 'done' }))
      }
      expect(actor.getSnapshot().value).toBe('result')
      expect(visited).toEqual(groups)
      actor.stop()
    },
  )
})
