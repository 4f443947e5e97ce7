import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { defaultJourneyMachine } from '../../../machines/default-journey/default-journey.machine'

/** The default flow's running journey, as the checkout invoked it. */
export type DefaultJourneyRef = ActorRefFrom<typeof defaultJourneyMachine>
export type DefaultJourneySnapshot = SnapshotFrom<typeof defaultJourneyMachine>
