import { defineJourney } from '../graph/journey'
import { GROUP_COMBINATIONS } from './checkout.journey'
import { groupOverviewMachine } from './group-overview.machine'

export const groupOverviewJourney = defineJourney({
  id: 'groupOverview',
  title: 'Not online yet (the car and home groups’ stand-in journey)',
  description:
    'Until the car and home groups have their own journeys, the checkout says plainly that their products cannot be taken out online yet and stay in the cart; nothing is taken out and the customer goes on.',
  machine: groupOverviewMachine,
  inputs: [{ flow: 'car', items: GROUP_COMBINATIONS[1]!, entryDate: '2026-11-22', mode: 'default' }],
  events: [{ type: 'user.continue' }],
  limit: 100,
  describeEvent: () => 'The customer goes on without these products',
})
