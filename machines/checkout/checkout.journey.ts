import type { CartItem } from '../../api/contract/cart'
import { asFailure, hasReason, Reason } from '../../api/contract/failure'
import { defineJourney, doneEvent, errorEvent, outcomeOf } from '../graph/journey'
import type { JourneyOutput } from '../journey-protocol'
import { checkoutMachine } from './checkout.machine'
import type { CheckoutEvent } from './checkout.types'
import { FLOW_ORDER } from './grouping'

const item = (id: number, type: string, name: string) =>
  ({ id, insurance_product: { id, type, name, price: '12.50' }, list_items: [] }) as unknown as CartItem
/** One product of each group: car, consumer (home contents), aov and normal (a device). */
const ONE_OF_EACH = {
  car: item(1, 'car', 'Autoverzekering'),
  consumer: item(2, 'allianz_content', 'Inboedelverzekering'),
  aov: item(3, 'aov', 'Arbeidsongeschiktheidsverzekering'),
  normal: item(4, 'device', 'Elektronicaverzekering'),
}

/** The 16 carts: every combination of the four groups (including the empty one). */
export const GROUP_COMBINATIONS: CartItem[][] = Array.from({ length: 16 }, (_, mask) =>
  FLOW_ORDER.filter((_, bit) => mask & (1 << bit)).map((flow) => ONE_OF_EACH[flow]),
)
export { ONE_OF_EACH }

const done = (id: string, output?: unknown) => doneEvent<CheckoutEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<CheckoutEvent>(id, error)
const cartText = (items: CartItem[]) =>
  items.length
    ? items
        .map((i) => `${i.insurance_product.name} (${FLOW_ORDER.find((f) => ONE_OF_EACH[f] === i)})`)
        .join(', ')
    : 'nothing'

const words: Record<string, string> = {
  'cart.continue': 'The user clicks Continue in the cart',
  'entry.csc': 'A csc login link for the income protection product arrives',
  'user.acceptDisclaimer': 'The user accepts the disclaimer',
  'user.retry': 'The user clicks “try again”',
  'user.cancel': 'The user stops the checkout',
  'xstate.done.actor.addProduct': 'The product is added to the cart',
  'xstate.done.actor.setCheckoutCart': 'The server sets the group as the checkout cart',
  'xstate.error.actor.setCheckoutCart': 'Setting the checkout cart fails',
  'xstate.done.actor.clearCheckoutCart': 'The server clears the checkout cart',
  'xstate.error.actor.clearCheckoutCart': 'Clearing the checkout cart fails',
  'xstate.error.actor.journey': 'The group’s journey crashes',
  'xstate.error.actor.calculator': 'The calculator crashes',
}

export const checkoutJourney = defineJourney({
  id: 'checkout',
  title: 'Checkout group sequencing',
  description:
    'Continue prepares the checkout and groups the cart (car, consumer, aov, normal); the groups are checked out one after another, each by its own journey, with a disclaimer first when there are several.',
  machine: checkoutMachine,
  inputs: [{ mode: 'default' }],
  events: [
    { type: 'cart.continue', mode: 'default' },
    { type: 'cart.continue', mode: 'calculator' },
    { type: 'entry.csc', productId: 3, mode: 'default' },
    // Deleting each product of ONE_OF_EACH: the machine takes only one its cart holds.
    ...FLOW_ORDER.map((flow) => ({ type: 'cart.itemRemoved' as const, id: ONE_OF_EACH[flow].id })),
    { type: 'user.acceptDisclaimer' },
    { type: 'user.retry' },
    { type: 'user.cancel' },
    done('addProduct', ONE_OF_EACH.aov),
    fail('addProduct', { code: '35010', reason: 'already_in_cart' }),
    fail('addProduct', { code: '35010', reason: null }),
    ...GROUP_COMBINATIONS.map((items) => done('prepareCheckout', { items, entryDate: '2026-11-22' })),
    fail('prepareCheckout', { code: '35010', reason: 'cart_empty' }),
    done('setCheckoutCart', { cart_item_ids: [1], flow: 'car' }),
    fail('setCheckoutCart', { code: '35011', reason: null }),
    done('journey', { status: 'done', invoiceId: 1 }),
    done('journey', { status: 'dropOut' }),
    done('journey', { status: 'left' }),
    fail('journey', { code: '35010', reason: null }),
    done('calculator', { status: 'takeOut' }),
    done('calculator', { status: 'left' }),
    fail('calculator', { code: '35010', reason: null }),
    done('clearCheckoutCart'),
    fail('clearCheckoutCart', { code: '35011', reason: null }),
  ],
  contextKey: (s) => [
    s.context.mode,
    FLOW_ORDER.filter((f) => s.context.remaining[f].length > 0).join(','),
    s.context.checkoutItems.length > 0,
    s.context.currentFlow,
    s.context.cscProductId !== null,
    s.context.failure !== null,
    // A result after a drop-out still has the group's items in the cart (deletable); after a purchase not.
    s.context.outcomes.at(-1)?.status ?? null,
  ],
  limit: 20_000,
  describeEvent: (event) => {
    const e = { type: event.type, ...outcomeOf(event) }
    const output = (e.output ?? {}) as { items?: CartItem[]; status?: JourneyOutput['status'] }
    if (e.type === 'xstate.done.actor.prepareCheckout')
      return `The server prepares the checkout; the cart holds ${cartText(output.items ?? [])}`
    if (event.type === 'cart.itemRemoved') {
      const flow = FLOW_ORDER.find((f) => ONE_OF_EACH[f].id === event.id)
      return `The user deletes the ${flow ? ONE_OF_EACH[flow].insurance_product.name : 'unknown'} (${flow}) from the cart`
    }
    if (e.type === 'xstate.error.actor.prepareCheckout')
      return 'Preparing the checkout fails (the cart is empty)'
    if (e.type === 'xstate.error.actor.addProduct')
      return hasReason(asFailure(e.error), Reason.alreadyInCart)
        ? 'The product is already in the cart'
        : 'Adding the product fails'
    if (event.type === 'cart.continue')
      return event.mode === 'calculator'
        ? 'The user clicks Continue in the calculator’s cart'
        : words[event.type]
    if (e.type === 'xstate.done.actor.calculator')
      return (output as { status?: string }).status === 'takeOut'
        ? 'The user takes the calculated products out (the default funnel)'
        : 'The user leaves the calculator for the products'
    if (e.type === 'xstate.done.actor.journey')
      return {
        done: 'The group’s journey is completed',
        dropOut: 'The user drops out of the group’s journey',
        failed: 'The group’s journey fails',
        left: 'The user goes back to the overview from the group’s journey',
      }[output.status ?? 'done']
    return words[e.type]
  },
  children: {
    carJourney: 'carJourney',
    consumerJourney: 'homeJourney',
    aovJourney: 'aovJourney',
    defaultJourney: 'defaultJourney',
    calculatorJourney: 'calculator',
  },
})
