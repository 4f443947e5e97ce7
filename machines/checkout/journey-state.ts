import type { FlowType } from '../../api/contract/cart'
import { recordError, type JourneyInput, type JourneyOutput } from '../journey-protocol'
import type { CheckoutContext } from './checkout.types'

const journeyInput = ({ context }: { context: CheckoutContext }): JourneyInput => ({
  flow: context.currentFlow,
  items: context.checkoutItems,
  entryDate: context.entryDate,
  mode: context.mode,
})

/** The group journeys, one actor per flow: the chart drills from each group state into its own journey. */
type JourneySrc = 'carJourney' | 'consumerJourney' | 'aovJourney' | 'defaultJourney'

/**
 * The groups whose journey can end `left` (a refusal page's Terug naar het overzicht): the car and the
 * home journeys; the aov and default journeys end done or dropOut only.
 */
const LEAVES: readonly FlowType[] = ['car', 'consumer']

/** One group's journey: each flow is its own state, so the chart shows which child runs. */
export const journeyState = <S extends JourneySrc>(flow: FlowType, src: S, route = '/checkout') =>
  ({
    description: `The ${flow} group's journey runs as a child; its final state returns here.`,
    meta: { route },
    invoke: {
      id: 'journey',
      src,
      input: journeyInput,
      onDone: [
        ...(LEAVES.includes(flow)
          ? [
              {
                // Back to the overview from a refusal: the checkout stops, the cart stays as it is.
                guard: {
                  type: 'journeyLeft',
                  params: ({ event }: { event: { output: JourneyOutput } }) => event.output,
                } as const,
                target: '#checkout.clearing',
              },
            ]
          : []),
        {
          // Something taken out, or nothing (a drop-out): on to the next group. A group journey ends in
          // no other way (a crash is its error), so no other output moves the checkout.
          guard: {
            type: 'journeyFinished',
            params: ({ event }: { event: { output: JourneyOutput } }) => event.output,
          },
          target: '#checkout.nextGroup',
          actions: {
            type: 'recordOutcome',
            params: ({ event }: { event: { output: JourneyOutput } }) => event.output,
          },
        },
      ],
      onError: {
        target: '#checkout.failed',
        actions: recordError,
      },
    },
  }) as const
