// @vitest-environment node
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { CartItem, CheckoutCart, FlowType } from '../../api/contract/cart'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import type {
  JourneyInput,
  JourneyOutput,
  JourneyStatus,
  PrepareInput,
  PreparedCheckout,
} from '../../machines/checkout/checkout.types'
import { FLOW_ORDER, flowOf } from '../../machines/checkout/grouping'

type Actors = NonNullable<Parameters<typeof checkoutMachine.provide>[0]['actors']>
/** Promise stand-ins for the group journeys: the checkout reads only their input and output. */
const journeysOf = (logic: unknown, flows: readonly (keyof Actors)[]) =>
  Object.fromEntries(flows.map((flow) => [flow, logic])) as Partial<Actors>
const ALL_JOURNEYS = ['carJourney', 'consumerJourney', 'aovJourney', 'defaultJourney'] as const

const item = (id: number, type: string) =>
  ({ id, insurance_product: { id, type, name: type, price: '1.00' }, list_items: [] }) as unknown as CartItem
const TYPES: Record<FlowType, string[]> = {
  car: ['car'],
  consumer: ['allianz_liability', 'allianz_building'],
  aov: ['aov'],
  normal: ['device', 'business_liability'],
}
const combos = Array.from({ length: 16 }, (_, mask) => FLOW_ORDER.filter((_, bit) => mask & (1 << bit)))

/** Runs a checkout with journeys that end as `status` says, and records what the server was told. */
function run(cart: CartItem[], status: (flow: FlowType) => JourneyStatus = () => 'done') {
  const checkoutCarts: CheckoutCart[] = []
  const journeys: JourneyInput[] = []
  const journey = fromPromise<JourneyOutput, JourneyInput>(async ({ input }) => {
    journeys.push(input)
    const ended = status(input.flow)
    // A group that took something out answers the invoice its purchase made.
    return ended === 'done' ? { status: ended, invoiceId: 100 + input.items[0]!.id } : { status: ended }
  })
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        addProduct: fromPromise<CartItem | null, { productId: number }>(async () => null),
        prepareCheckout: fromPromise(async () => ({ items: cart, entryDate: '2026-11-23' })),
        setCheckoutCart: fromPromise(async ({ input }: { input: CheckoutCart }) => {
          checkoutCarts.push(input)
          return input
        }),
        clearCheckoutCart: fromPromise<void, void>(async () => undefined),
        ...journeysOf(journey, ALL_JOURNEYS),
      },
    }),
    { input: { mode: 'default' } },
  ).start()
  return { actor, checkoutCarts, journeys }
}

describe('checkout group sequencing', () => {
  it.each(combos.map((flows) => [flows.join('+') || 'empty', flows] as const))(
    'cart %s: groups in priority order, disclaimer only with more than one group',
    async (_, flows) => {
      // Items added in reverse priority order: the order of the cart must not matter.
      let id = 0
      const cart = [...flows].reverse().flatMap((flow) => TYPES[flow].map((type) => item(++id, type)))
      const { actor, checkoutCarts, journeys } = run(cart)
      actor.send({ type: 'cart.continue', mode: 'default' })
      if (flows.length === 0) {
        const idle = await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null)
        expect(idle.context.failure?.reason).toBe('cart_empty')
        return expect(journeys).toEqual([])
      }
      const settled = await waitFor(actor, (s) => !s.hasTag('busy') && !s.matches('journey'))
      if (flows.length > 1) {
        expect(settled.value).toBe('disclaimer')
        expect(settled.context.showDisclaimerPage).toBe(true)
        actor.send({ type: 'user.acceptDisclaimer' })
      } else {
        expect(settled.context.showDisclaimerPage).toBe(false)
      }
      const end = await waitFor(actor, (s) => s.matches('result'))
      expect(journeys.map((j) => j.flow)).toEqual(flows)
      expect(checkoutCarts.map((c) => c.flow)).toEqual(flows)
      for (const [i, journey] of journeys.entries()) {
        // Each step checks out exactly the items of its group, with the server's entry date.
        expect(journey.items.map((it) => flowOf(it.insurance_product.type))).toEqual(
          TYPES[journey.flow].map(() => journey.flow),
        )
        expect(checkoutCarts[i]!.cart_item_ids).toEqual(journey.items.map((it) => it.id))
        expect(journey.entryDate).toBe('2026-11-23')
      }
      expect(end.context.outcomes).toEqual(
        journeys.map(({ flow, items }) => ({
          flow,
          status: 'done',
          outcome: null,
          products: [],
          invoiceId: 100 + items[0]!.id,
        })),
      )
      expect((end.getMeta() as Record<string, { route?: string }>)['checkout.result']?.route).toBe('/result')
    },
  )

  it('a drop-out moves on to the next group; a crashed journey stops at the failure page and can be retried', async () => {
    const cart = [item(1, 'car'), item(2, 'aov'), item(3, 'device')]
    let aovAttempts = 0
    const { actor, journeys } = run(cart, (flow) => {
      // No group journey ends `failed`: a crash (its error) is what stops a group.
      if (flow === 'aov' && ++aovAttempts === 1) throw new Error('crash')
      return flow === 'car' ? 'dropOut' : 'done'
    })
    actor.send({ type: 'cart.continue', mode: 'default' })
    await waitFor(actor, (s) => s.matches('disclaimer'))
    actor.send({ type: 'user.acceptDisclaimer' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.currentFlow).toBe('aov')
    actor.send({ type: 'user.retry' })
    const end = await waitFor(actor, (s) => s.matches('result'))
    expect(journeys.map((j) => j.flow)).toEqual(['car', 'aov', 'aov', 'normal'])
    expect(end.context.outcomes.map((o) => o.status)).toEqual(['dropOut', 'done', 'done'])
    // Only the groups that took something out carry an invoice.
    expect(end.context.outcomes.map((o) => o.invoiceId)).toEqual([null, 102, 103])
  })

  it('a csc login adds its product (already in the cart is fine) and starts with the aov group, no disclaimer', async () => {
    const cart = [item(1, 'car'), item(2, 'aov')]
    const { actor, journeys } = run(cart)
    actor.send({ type: 'entry.csc', productId: 2, mode: 'default' })
    await waitFor(actor, (s) => s.matches('result'))
    expect(journeys.map((j) => j.flow)).toEqual(['aov', 'car'])
  })

  it('removing the last item of the current group moves on; leaving the result resets to the normal flow', async () => {
    const never = fromPromise<JourneyOutput, JourneyInput>(() => new Promise(() => undefined))
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          prepareCheckout: fromPromise(async () => ({
            items: [item(1, 'car'), item(2, 'device')],
            entryDate: '2026-11-23',
          })),
          setCheckoutCart: fromPromise(async ({ input }: { input: CheckoutCart }) => input),
          clearCheckoutCart: fromPromise<void, void>(async () => undefined),
          ...journeysOf(never, ['carJourney', 'defaultJourney']),
        },
      }),
      { input: {} },
    ).start()
    actor.send({ type: 'cart.continue', mode: 'default' })
    await waitFor(actor, (s) => s.matches('disclaimer'))
    actor.send({ type: 'user.acceptDisclaimer' })
    await waitFor(actor, (s) => s.matches({ journey: 'car' }))
    actor.send({ type: 'cart.itemRemoved', id: 1 })
    const next = await waitFor(actor, (s) => s.matches({ journey: 'normal' }))
    expect(next.context.checkoutItems.map((i) => i.id)).toEqual([2])
    expect(next.context.mode).toBe('default')
    actor.send({ type: 'cart.itemRemoved', id: 2 })
    await waitFor(actor, (s) => s.matches('result'))
    actor.send({ type: 'user.cancel' })
    const idle = await waitFor(actor, (s) => s.matches('idle'))
    expect(idle.context.currentFlow).toBe('normal')
    expect(idle.context.checkoutItems).toEqual([])
  })

  it('a failed preparation goes back to the cart with the reason', async () => {
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          prepareCheckout: fromPromise<PreparedCheckout, PrepareInput>(async () => {
            throw { code: '35010', reason: 'cart_empty' }
          }),
        },
      }),
      { input: {} },
    ).start()
    actor.send({ type: 'cart.continue', mode: 'default' })
    const idle = await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null)
    expect(idle.context.failure).toMatchObject({ code: '35010', reason: 'cart_empty' })
  })

  it('asks the server to start a one-group cart with the preparation, except in the calculator', async () => {
    const asked: PrepareInput[] = []
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          prepareCheckout: fromPromise<PreparedCheckout, PrepareInput>(async ({ input }) => {
            asked.push(input)
            throw { code: '35010', reason: 'cart_empty' }
          }),
        },
      }),
      { input: {} },
    ).start()
    actor.send({ type: 'cart.continue', mode: 'default' })
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null)
    actor.send({ type: 'cart.continue', mode: 'calculator' })
    await waitFor(actor, (s) => s.matches('idle') && asked.length === 2)
    expect(asked).toEqual([{ startSingleGroup: true }, { startSingleGroup: false }])
  })
})
