import { assign, setup } from 'xstate'
import type { JourneyInput, JourneyOutput, JourneyStatus } from './checkout.types'

/**
 * The journey a group runs until its own one exists: the group's products on one page, confirmed or
 * left. The car, consumer, aov and default journeys (later issues) take its place one by one through
 * the checkout machine's `carJourney` / `consumerJourney` / `aovJourney` / `defaultJourney` actors.
 */
export const groupOverviewMachine = setup({
  types: {
    input: {} as JourneyInput,
    context: {} as JourneyInput & { status: JourneyStatus },
    events: {} as { type: 'user.confirm' } | { type: 'user.dropOut' },
    output: {} as JourneyOutput,
  },
}).createMachine({
  id: 'groupOverview',
  context: ({ input }) => ({ ...input, status: 'done' }),
  initial: 'overview',
  states: {
    overview: {
      description: 'The products of this group, with their monthly prices.',
      meta: { step: 'insurance' },
      on: {
        'user.confirm': 'done',
        'user.dropOut': { target: 'dropOut', actions: assign({ status: 'dropOut' }) },
      },
    },
    done: { type: 'final' },
    dropOut: { type: 'final' },
  },
  output: ({ context }) => ({ status: context.status }),
})
