import { and, assertEvent, assign, enqueueActions, fromPromise, not, or, setup, stateIn } from 'xstate'
import type { CartItem, CheckoutCart, FlowType } from '../../api/contract/cart'
import { asFailure, failureOf, Reason, type Failure } from '../../api/contract/failure'
import { aovJourneyMachine } from '../aov/aov-journey.machine'
import { calculatorMachine, type CalculatorOutput } from '../calculator/calculator.machine'
import { carJourneyMachine } from '../car/car-journey.machine'
import { AOV_PAGE } from '../aov/aov-page'
import { defaultJourneyMachine } from '../default-journey/default-journey.machine'
import type { JourneyOutput } from '../journey-protocol'
import { notProvided } from '../not-provided'
import type {
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  PrepareInput,
  PreparedCheckout,
} from './checkout.types'
import { homeJourneyMachine } from '../home/home-journey.machine'
import { calculatorState } from './calculator-state'
import { journeyState } from './journey-state'
import { FLOW_ORDER, flowOf, groupItems, needsDisclaimer, nextCheckoutStep, type Groups } from './grouping'

/** Core §3: the entry date until the server answers one. */
export const DEFAULT_ENTRY_DATE = '2021-09-01'
/** The checkout of nothing yet: no groups, the normal flow (what clearing resets to). */
const resetContext = {
  remaining: { car: [], consumer: [], aov: [], normal: [] } as Groups<CartItem>,
  checkoutItems: [],
  currentFlow: 'normal',
  showDisclaimerPage: false,
  outcomes: [],
  cscProductId: null,
} satisfies Partial<CheckoutContext>

/** The item of that id the checkout holds: in a group still to go or the one being checked out. */
const heldItem = (context: CheckoutContext, id: number) =>
  [...FLOW_ORDER.flatMap((f) => context.remaining[f]), ...context.checkoutItems].find(
    (item) => item.id === id,
  )

/**
 * Checkout group sequencing (core §4): Continue prepares the checkout, the cart is grouped (car,
 * consumer, aov, normal) and the groups are checked out one after another in that order, each by its
 * own journey. A disclaimer comes first when more than one group is in the cart. Effects are given by
 * the provider; the child journeys too.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { mode?: CheckoutContext['mode'] },
    tags: {} as 'busy',
    /** Each failure, once: the app runtime's one subscriber tells it (a toast). */
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    addProduct: fromPromise<CartItem | null, { productId: number }>(notProvided),
    prepareCheckout: fromPromise<PreparedCheckout, PrepareInput>(notProvided),
    setCheckoutCart: fromPromise<CheckoutCart, CheckoutCart>(notProvided),
    clearCheckoutCart: fromPromise<void, void>(notProvided),
    // Until the car and home journeys land (issue 19), their groups run the overview journey.
    carJourney: carJourneyMachine,
    consumerJourney: homeJourneyMachine,
    aovJourney: aovJourneyMachine,
    defaultJourney: defaultJourneyMachine,
    calculatorJourney: calculatorMachine,
  },
  guards: {
    isCsc: ({ context }) => context.cscProductId !== null,
    isCalculator: ({ context }) => context.mode === 'calculator',
    takesOut: (_, output: CalculatorOutput) => output.status === 'takeOut',
    /** The removed item is one the checkout holds (a group still to go or the one being checked out). */
    inCart: ({ context, event }) =>
      event.type === 'cart.itemRemoved' && heldItem(context, event.id) !== undefined,
    /**
     * The removed item is still in the cart: the checkout holds it and no group of its kind took it out
     * (a purchase takes its items out of the cart, api/server/purchase/effects.ts endCheckout).
     */
    stillInCart: ({ context, event }) => {
      const item = event.type === 'cart.itemRemoved' ? heldItem(context, event.id) : undefined
      const flow = item && flowOf(item.insurance_product.type)
      return flow !== undefined && !context.outcomes.some((o) => o.status === 'done' && o.flow === flow)
    },
    /** The removed item was the last one in the cart (the calculator's whole cart). */
    emptiesCart: ({ context, event }) =>
      event.type === 'cart.itemRemoved' &&
      FLOW_ORDER.some((f) => context.remaining[f].length > 0) &&
      FLOW_ORDER.every((f) => context.remaining[f].every((item) => item.id === event.id)),
    /** Every group has been through its journey: the result page shows, the checkout is done. */
    isFinished: stateIn('#checkout.result'),
    /** The result or stopping after it: their own states decide what a deletion does. */
    isWindingUp: or([stateIn('#checkout.result'), stateIn('#checkout.clearing')]),
    /**
     * The removed item is of the last group, which took nothing out: a purchase takes its insured items
     * out of the cart (api/server/purchase/effects.ts endCheckout), so only what was not taken out is left
     * to delete.
     */
    notTakenOut: ({ context, event }) =>
      event.type === 'cart.itemRemoved' &&
      context.outcomes.at(-1)?.status === 'dropOut' &&
      context.checkoutItems.some((item) => item.id === event.id),
    alreadyInCart: (_, failure: Failure) => failure.reason === Reason.alreadyInCart,
    hasSeveralGroups: ({ context }) => needsDisclaimer(context.remaining),
    hasGroupLeft: ({ context }) => nextCheckoutStep(context.remaining) !== null,
    isFlow: ({ context }, flow: FlowType) => context.currentFlow === flow,
    journeyFinished: (_, output: JourneyOutput) => output.status === 'done' || output.status === 'dropOut',
    journeyLeft: (_, output: JourneyOutput) => output.status === 'left',
    /** The removed item was the last one of the group being checked out. */
    emptiesCurrentGroup: ({ context, event }) =>
      event.type === 'cart.itemRemoved' &&
      context.checkoutItems.length > 0 &&
      context.checkoutItems.every((item) => item.id === event.id),
  },
  actions: {
    reset: assign(resetContext),
    startCheckout: assign(({ event }) => {
      assertEvent(event, ['cart.continue', 'entry.csc'])
      return {
        ...resetContext,
        mode: event.mode,
        cscProductId: event.type === 'entry.csc' ? event.productId : null,
        failure: null,
      }
    }),
    assignPrepared: assign((_, { items, entryDate }: PreparedCheckout) => {
      const remaining = groupItems(items)
      return { remaining, entryDate, showDisclaimerPage: needsDisclaimer(remaining) }
    }),
    /** The first non-empty group becomes the checkout items and the current flow (csc: aov first). */
    takeNextGroup: assign(({ context }) => {
      const first: FlowType | undefined =
        context.cscProductId !== null && context.remaining.aov.length > 0 ? 'aov' : undefined
      const step = first
        ? {
            currentFlow: first,
            checkoutItems: context.remaining.aov,
            remaining: { ...context.remaining, aov: [] },
          }
        : nextCheckoutStep(context.remaining)!
      return { ...step, cscProductId: null }
    }),
    removeItem: assign(({ context, event }) => {
      if (event.type !== 'cart.itemRemoved') return {}
      const keep = (items: CartItem[]) => items.filter((item) => item.id !== event.id)
      const remaining = Object.fromEntries(FLOW_ORDER.map((f) => [f, keep(context.remaining[f])]))
      return { remaining: remaining as Groups<CartItem>, checkoutItems: keep(context.checkoutItems) }
    }),
    recordOutcome: assign({
      outcomes: ({ context }, { status, outcome = null, products = [], invoiceId = null }: JourneyOutput) => [
        ...context.outcomes,
        { flow: context.currentFlow, status, outcome, products, invoiceId },
      ],
    }),
    recordFailure: enqueueActions(({ enqueue }, failure: Failure) => {
      enqueue.assign({ failure })
      enqueue.emit({ type: 'failure', failure })
    }),
    clearFailure: assign({ failure: null }),
    /** Out of the calculator into the default funnel: the same cart, checked out in default mode. */
    takeOutInDefault: assign({ ...resetContext, mode: 'default' as const }),
  },
}).createMachine({
  id: 'checkout',
  initial: 'idle',
  context: ({ input }) => ({
    mode: input.mode ?? 'default',
    ...resetContext,
    entryDate: DEFAULT_ENTRY_DATE,
    failure: null,
  }),
  // A finished checkout (the result) takes none of these: the app leaves the result (user.cancel, as the
  // result page's button does) before it starts another (views/platform/use-checkout.ts `leaveResult`).
  on: {
    // Continue on the cart starts (or, from the product page mid-checkout, restarts) the checkout.
    'cart.continue': {
      guard: not('isFinished'),
      target: '.preparing',
      actions: 'startCheckout',
      reenter: true,
    },
    // A csc login starts over from wherever a restored journey was.
    'entry.csc': {
      guard: not('isFinished'),
      target: '.addingProduct',
      actions: 'startCheckout',
      reenter: true,
    },
    // An item deleted from the cart leaves the checkout too; the group it emptied is done with. An item
    // the checkout does not hold (not in the cart, or deleted already) changes nothing.
    // A finished checkout decides in the result state.
    'cart.itemRemoved': [
      {
        guard: and(['emptiesCurrentGroup', not('isWindingUp')]),
        target: '.nextGroup',
        actions: 'removeItem',
      },
      { guard: and(['inCart', not('isWindingUp')]), actions: 'removeItem' },
    ],
  },
  states: {
    idle: {
      description: 'Choosing products; the cart panel’s Continue starts the checkout.',
    },
    addingProduct: {
      description: 'A csc login’s product goes into the cart; already being there is fine.',
      tags: ['busy'],
      invoke: {
        id: 'addProduct',
        src: 'addProduct',
        input: ({ context }) => ({ productId: context.cscProductId! }),
        onDone: { target: 'preparing' },
        onError: [
          {
            guard: { type: 'alreadyInCart', params: ({ event }) => asFailure(event.error) },
            target: 'preparing',
          },
          {
            target: 'idle',
            actions: [{ type: 'recordFailure', params: ({ event }) => asFailure(event.error) }, 'reset'],
          },
        ],
      },
    },
    preparing: {
      description: 'The server prepares the checkout and answers the cart as it stands.',
      tags: ['busy'],
      invoke: {
        id: 'prepareCheckout',
        src: 'prepareCheckout',
        // Outside the calculator, a cart of one group goes to its journey with no disclaimer between:
        // the server may make it the checkout cart with the preparation (settingCart then has it).
        input: ({ context }) => ({ startSingleGroup: context.mode !== 'calculator' }),
        onDone: {
          target: 'routing',
          actions: { type: 'assignPrepared', params: ({ event }) => event.output },
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'recordFailure', params: ({ event }) => asFailure(event.error) }, 'reset'],
        },
      },
    },
    routing: {
      always: [
        {
          guard: not('hasGroupLeft'),
          target: 'idle',
          actions: ['reset', { type: 'recordFailure', params: failureOf(Reason.cartEmpty) }],
        },
        { guard: 'isCsc', target: 'nextGroup' },
        { guard: 'isCalculator', target: 'calculator' },
        { guard: 'hasSeveralGroups', target: 'disclaimer' },
        { target: 'nextGroup' },
      ],
    },
    disclaimer: {
      description: 'More than one group: the user learns the products are taken out one group at a time.',
      meta: { route: '/checkout', step: 'insurance' },
      on: {
        'user.acceptDisclaimer': 'nextGroup',
        'user.cancel': 'clearing',
        'cart.itemRemoved': { guard: 'inCart', target: 'routing', actions: 'removeItem' },
      },
    },
    calculator: calculatorState,
    nextGroup: {
      always: [
        { guard: 'hasGroupLeft', target: 'settingCart', actions: 'takeNextGroup' },
        { target: 'result' },
      ],
    },
    settingCart: {
      description: 'The group’s items become the checkout cart on the server.',
      tags: ['busy'],
      invoke: {
        id: 'setCheckoutCart',
        src: 'setCheckoutCart',
        input: ({ context }) => ({
          cart_item_ids: context.checkoutItems.map((item) => item.id),
          flow: context.currentFlow,
        }),
        onDone: { target: 'journey', actions: 'clearFailure' },
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => asFailure(event.error) },
        },
      },
    },
    journey: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: { type: 'isFlow', params: 'car' }, target: 'car' },
            { guard: { type: 'isFlow', params: 'consumer' }, target: 'consumer' },
            { guard: { type: 'isFlow', params: 'aov' }, target: 'aov' },
            { target: 'normal' },
          ],
        },
        car: journeyState('car', 'carJourney'),
        consumer: journeyState('consumer', 'consumerJourney'),
        aov: journeyState('aov', 'aovJourney', AOV_PAGE),
        normal: journeyState('normal', 'defaultJourney'),
      },
    },
    failed: {
      description: 'A group could not be checked out; the user may try that group again or stop.',
      meta: { route: '/checkout/failure', step: 'checkout' },
      on: {
        'user.retry': { target: 'settingCart', actions: 'clearFailure' },
        'user.cancel': 'clearing',
      },
    },
    result: {
      description: 'Every group has been through its journey.',
      meta: { route: '/result', step: 'result' },
      // The result page's one way on is its button (user.cancel). The page shows no cart, but its header
      // leads to the products, whose cart panel deletes an item not taken out: the checkout forgets it.
      on: { 'user.cancel': 'clearing', 'cart.itemRemoved': { guard: 'notTakenOut', actions: 'removeItem' } },
    },
    clearing: {
      description: 'Clearing the checkout cart resets to the normal flow.',
      // Everything is being reset: a deletion now changes nothing here.
      on: { 'cart.itemRemoved': { guard: 'stillInCart' } },
      tags: ['busy'],
      invoke: {
        id: 'clearCheckoutCart',
        src: 'clearCheckoutCart',
        onDone: { target: 'idle', actions: 'reset' },
        onError: {
          target: 'idle',
          actions: ['reset', { type: 'recordFailure', params: ({ event }) => asFailure(event.error) }],
        },
      },
    },
  },
})

export type CheckoutMachine = typeof checkoutMachine
