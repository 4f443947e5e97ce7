// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { GROUP_COMBINATIONS, ONE_OF_EACH } from '../../machines/checkout/checkout.journey'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import type { CheckoutEvent } from '../../machines/checkout/checkout.types'
import { FLOW_ORDER } from '../../machines/checkout/grouping'
import { doneEvent } from '../../machines/graph/journey'
import { withStubbedEffects } from '../../machines/graph/paths'

const done = (id: string, output?: unknown) => doneEvent<CheckoutEvent>(id, output)

describe('checkout paths over the 16 carts', () => {
  const logic = withStubbedEffects(checkoutMachine) as typeof checkoutMachine
  it.each(
    GROUP_COMBINATIONS.map((items) => [
      items.map((i) => i.insurance_product.type).join('+') || 'empty',
      items,
    ]),
  )(
    'cart %s: disclaimer only with two or more groups, groups in the order car, consumer, aov, normal',
    (_, items) => {
      const actor = createActor(logic, { input: {} }).start()
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
