// @vitest-environment node
import { createActor, createMachine, fromPromise, waitFor, type ActorRefFrom } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { CartItem, CheckoutCart } from '../../api/contract/cart'
import { calculatorMachine, calculatedItems } from '../../machines/calculator/calculator.machine'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import type { JourneyInput, JourneyOutput } from '../../machines/checkout/checkout.types'

const item = (id: number, type: string) =>
  ({ id, insurance_product: { id, type, name: type, price: '1.00' }, list_items: [] }) as unknown as CartItem
type CalculatorRef = ActorRefFrom<typeof calculatorMachine>
const CART = [item(1, 'business_liability'), item(2, 'professional_liability'), item(3, 'device')]

/** A question flow that is done at once (its answers are stored on the server). */
const answeredAtOnce = createMachine({
  id: 'questionFlow',
  initial: 'done',
  states: { done: { type: 'final' } },
})

describe('the calculator journey', () => {
  it('asks only the products it prices, then mails the summary of every item and ends as taken out', async () => {
    const asked: number[][] = []
    const mailed: number[][] = []
    const questions = createMachine({
      id: 'questionFlow',
      types: {} as { input: { productIds: number[]; priceMode: boolean } },
      entry: ({ event }) =>
        asked.push((event as unknown as { input: { productIds: number[] } }).input.productIds),
      initial: 'done',
      states: { done: { type: 'final' } },
    })
    const actor = createActor(
      calculatorMachine.provide({
        actors: {
          questionFlow: questions as never,
          mailSummary: fromPromise(async ({ input }: { input: { cartItems: number[] } }) => {
            mailed.push(input.cartItems)
          }),
        },
      }),
      { input: { items: CART } },
    ).start()
    await waitFor(actor, (s) => s.matches('result'))
    expect(asked).toEqual([[1, 2]])
    actor.send({ type: 'user.mailSummary' })
    await waitFor(actor, (s) => s.matches({ result: 'mailed' }))
    expect(mailed).toEqual([[1, 2, 3]])
    actor.send({ type: 'user.takeOut' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ status: 'takeOut' })
  })

  it('keeps a failed mail as data and may send again', async () => {
    let attempts = 0
    const actor = createActor(
      calculatorMachine.provide({
        actors: {
          questionFlow: answeredAtOnce as never,
          mailSummary: fromPromise(async () => {
            attempts += 1
            if (attempts === 1) throw { code: null, reason: 'no_email', retryable: false }
          }),
        },
      }),
      { input: { items: CART } },
    ).start()
    actor.send({ type: 'user.mailSummary' })
    const failed = await waitFor(actor, (s) => s.matches({ result: 'mailFailed' }))
    expect(failed.context.failure?.reason).toBe('no_email')
    actor.send({ type: 'user.mailSummary' })
    const mailed = await waitFor(actor, (s) => s.matches({ result: 'mailed' }))
    expect(mailed.context.failure).toBeNull()
    actor.send({ type: 'user.leave' })
    expect(actor.getSnapshot().output).toEqual({ status: 'left' })
  })

  it('prices by questions everything but car, device, home and income protection', () => {
    const types = [
      'business_liability',
      'professional_liability',
      'death_risk',
      'car',
      'device',
      'aov',
      'aov_acture',
    ]
    const home = ['allianz_liability', 'allianz_building', 'allianz_content']
    const priced = calculatedItems([...types, ...home].map((type, i) => item(i + 1, type)))
    expect(priced.map((i) => i.insurance_product.type)).toEqual([
      'business_liability',
      'professional_liability',
      'death_risk',
    ])
  })
})

describe('the checkout in calculator mode', () => {
  const start = () => {
    const carts: CheckoutCart[] = []
    const groups: JourneyInput[] = []
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          prepareCheckout: fromPromise(async () => ({ items: CART, entryDate: '2026-11-23' })),
          setCheckoutCart: fromPromise(async ({ input }: { input: CheckoutCart }) => {
            carts.push(input)
            return input
          }),
          clearCheckoutCart: fromPromise<void, void>(async () => undefined),
          calculatorJourney: calculatorMachine.provide({
            actors: {
              questionFlow: answeredAtOnce as never,
              mailSummary: fromPromise<void, { cartItems: number[] }>(async () => undefined),
            },
          }),
          defaultJourney: fromPromise<JourneyOutput, JourneyInput>(async ({ input }) => {
            groups.push(input)
            return new Promise(() => undefined)
          }) as never,
        },
      }),
      { input: {} },
    ).start()
    return { actor, carts, groups }
  }

  it('calculates the whole cart without a checkout cart, then takes it out in the default funnel', async () => {
    const { actor, carts, groups } = start()
    actor.send({ type: 'cart.continue', mode: 'calculator' })
    const calculating = await waitFor(actor, (s) => s.matches('calculator'))
    const calculator = calculating.children.calculator as CalculatorRef
    await waitFor(calculator, (s) => s.matches('result'))
    expect(calculator.getSnapshot().context.items.map((i) => i.id)).toEqual([1, 2, 3])
    expect(carts).toEqual([])
    calculator.send({ type: 'user.takeOut' })
    const journey = await waitFor(actor, (s) => s.matches('journey'))
    expect(journey.context.mode).toBe('default')
    expect(carts).toEqual([{ cart_item_ids: [1, 2, 3], flow: 'normal' }])
    expect(groups[0]?.mode).toBe('default')
  })

  it('starts again without a deleted item, and stops when the cart is empty', async () => {
    const { actor } = start()
    actor.send({ type: 'cart.continue', mode: 'calculator' })
    await waitFor(actor, (s) => s.matches('calculator'))
    actor.send({ type: 'cart.itemRemoved', id: 3 })
    const again = await waitFor(actor, (s) => s.matches('calculator'))
    expect((again.children.calculator as CalculatorRef).getSnapshot().context.items.map((i) => i.id)).toEqual(
      [1, 2],
    )
    actor.send({ type: 'cart.itemRemoved', id: 1 })
    actor.send({ type: 'cart.itemRemoved', id: 2 })
    const idle = await waitFor(actor, (s) => s.matches('idle'))
    expect(idle.context.mode).toBe('calculator')
  })
})
