import { defineJourney } from '../graph/journey'
import { GROUP_COMBINATIONS } from './checkout.journey'
import { groupOverviewMachine } from './group-overview.machine'

export const groupOverviewJourney = defineJourney({
  id: 'groupOverview',
  title: 'Group overview (stand-in group journey)',
  description:
    'Until a group has its own journey, the checkout shows the group’s products with their monthly prices; the user confirms or leaves the group.',
  machine: groupOverviewMachine,
  inputs: [{ flow: 'normal', items: GROUP_COMBINATIONS[8]!, entryDate: '2026-11-22', mode: 'default' }],
  events: [{ type: 'user.confirm' }, { type: 'user.dropOut' }],
  limit: 100,
  describeEvent: (event) =>
    event.type === 'user.confirm' ? 'The user confirms the products' : 'The user skips this group',
})
