import { setup } from 'xstate'
import { endedAs } from '../journey-protocol'
import type { JourneyInput, JourneyOutput } from './checkout.types'

/**
 * The journey the car and home groups run until their own ones exist (issue 19): it takes nothing
 * out, and says so. The group's products stay in the cart and end as `notOnlineYet`, so nothing on
 * the way or at the result claims cover for them; the customer goes on to the next group.
 */
export const groupOverviewMachine = setup({
  types: {
    input: {} as JourneyInput,
    context: {} as JourneyInput,
    events: {} as { type: 'user.continue' },
    output: {} as JourneyOutput,
  },
}).createMachine({
  id: 'groupOverview',
  context: ({ input }) => input,
  initial: 'notOnlineYet',
  states: {
    notOnlineYet: {
      description:
        'These products cannot be taken out online yet: the page says so, names them, and that they stay in the cart.',
      meta: { step: 'insurance' },
      on: { 'user.continue': 'notTakenOut' },
    },
    notTakenOut: { type: 'final', description: 'Nothing was taken out; the products stay in the cart.' },
  },
  output: ({ context }) => ({
    status: 'dropOut',
    outcome: null,
    products: endedAs(context.items, 'notOnlineYet'),
  }),
})
