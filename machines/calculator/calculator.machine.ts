import { assign, fromPromise, setup } from 'xstate'
import { isPricedInOwnStep } from '../../api/contract/calculator'
import type { CartItem } from '../../api/contract/cart'
import { asFailure, type Failure } from '../../api/contract/failure'
import { notProvided } from '../not-provided'
import { questionFlowMachine } from '../question-flow.machine'

export interface CalculatorInput {
  /** The cart's items: the calculator prices them all at once (no groups: nothing is taken out). */
  items: CartItem[]
}

export interface CalculatorContext extends CalculatorInput {
  /** Why the summary could not be mailed, until it is mailed or asked again. */
  failure: Failure | null
  /** How it ends: `left` unless the customer takes the products out. */
  ending: CalculatorOutput['status']
}

export type CalculatorEvent =
  | { type: 'user.mailSummary' }
  | { type: 'user.recalculate' }
  | { type: 'user.takeOut' }
  | { type: 'user.leave' }

/** How the calculator ended: the customer takes the products out (the default funnel), or leaves. */
export interface CalculatorOutput {
  status: 'takeOut' | 'left'
}

/** The products whose premium the calculator calculates by their price questions (the others by their own step). */
export const calculatedItems = (items: readonly CartItem[]) =>
  items.filter((item) => !isPricedInOwnStep(item.insurance_product.type))

/**
 * The premium calculator (core §2, forms §1–§2; steps insurance, calculate, result): the cart's products'
 * price-setting questions (the question flow in price mode, the cart's prices following every answer),
 * then a premium summary to print or mail. No company, IBAN or purchase: taking the products out hands
 * over to the default funnel, where the answers given here are already stored.
 */
export const calculatorMachine = setup({
  types: {
    input: {} as CalculatorInput,
    context: {} as CalculatorContext,
    events: {} as CalculatorEvent,
    output: {} as CalculatorOutput,
    tags: {} as 'busy',
    children: {} as { questions: 'questionFlow'; mailSummary: 'mailSummary' },
  },
  actors: {
    questionFlow: questionFlowMachine,
    mailSummary: fromPromise<void, { cartItems: number[] }>(notProvided),
  },
}).createMachine({
  id: 'calculator',
  context: ({ input }) => ({ items: input.items, failure: null, ending: 'left' }),
  initial: 'calculating',
  on: { 'user.leave': '.left' },
  states: {
    calculating: {
      description:
        'The price-setting questions of the products the calculator prices, one at a time; the premium follows every answer.',
      meta: { route: '/insurance-calculator/checkout', step: 'calculate' },
      invoke: {
        id: 'questions',
        src: 'questionFlow',
        input: ({ context }) => ({
          productIds: calculatedItems(context.items).map((item) => item.insurance_product.id),
          priceMode: true,
        }),
        onDone: 'result',
      },
    },
    result: {
      description:
        'The premium per product and what it depends on, to print or mail; a product priced by its own quote says so.',
      meta: { route: '/insurance-calculator/checkout', step: 'result' },
      initial: 'shown',
      on: {
        'user.recalculate': 'calculating',
        'user.takeOut': { target: 'takingOut', actions: assign({ ending: 'takeOut' }) },
      },
      states: {
        shown: { on: { 'user.mailSummary': 'mailing' } },
        mailing: {
          description: 'The summary is mailed to the customer’s own address.',
          tags: ['busy'],
          entry: assign({ failure: null }),
          invoke: {
            id: 'mailSummary',
            src: 'mailSummary',
            input: ({ context }) => ({ cartItems: context.items.map((item) => item.id) }),
            onDone: 'mailed',
            onError: {
              target: 'mailFailed',
              actions: assign({ failure: ({ event }) => asFailure(event.error) }),
            },
          },
        },
        mailed: { on: { 'user.mailSummary': 'mailing' } },
        mailFailed: { on: { 'user.mailSummary': 'mailing' } },
      },
    },
    takingOut: { type: 'final', description: 'The customer takes the products out in the default funnel.' },
    left: { type: 'final', description: 'The customer went back to the products.' },
  },
  output: ({ context }) => ({ status: context.ending }),
})

export type CalculatorMachine = typeof calculatorMachine
