import { asFailure } from '../../api/contract/failure'
import type { CalculatorOutput } from '../calculator/calculator.machine'
import type { CheckoutContext } from './checkout.types'
import { FLOW_ORDER } from './grouping'

type Done = { event: { output: CalculatorOutput } }

/**
 * The checkout in calculator mode (core §2): the whole cart's premiums are calculated by the calculator
 * journey, ungrouped, and nothing is taken out. Taking the products out starts the checkout again in
 * default mode, with the same cart and the answers already stored.
 */
export const calculatorState = {
  description: 'Calculator mode: the whole cart’s premiums are calculated; nothing is taken out here.',
  invoke: {
    id: 'calculator',
    src: 'calculatorJourney',
    input: ({ context }: { context: CheckoutContext }) => ({
      items: FLOW_ORDER.flatMap((flow) => context.remaining[flow]),
    }),
    onDone: [
      {
        guard: { type: 'takesOut', params: ({ event }: Done) => event.output },
        target: '#checkout.preparing',
        actions: 'takeOutInDefault',
      },
      { target: '#checkout.idle', actions: 'reset' },
    ],
    onError: {
      target: '#checkout.idle',
      actions: [
        {
          type: 'recordFailure',
          params: ({ event }: { event: { error: unknown } }) => asFailure(event.error),
        },
        'reset',
      ],
    },
  },
  // A deleted item leaves the calculation: it starts again with the rest (the answers are kept). An
  // item not in the calculated cart changes nothing.
  on: {
    'cart.itemRemoved': [
      { guard: 'emptiesCart', target: '#checkout.idle', actions: 'reset' },
      { guard: 'inCart', target: '#checkout.calculator', reenter: true, actions: 'removeItem' },
    ],
  },
} as const
