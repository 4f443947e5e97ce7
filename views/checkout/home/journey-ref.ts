import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { homeJourneyMachine } from '../../../machines/home/home-journey.machine'

/** The running home journey, as the checkout's child. */
export type HomeJourneyRef = ActorRefFrom<typeof homeJourneyMachine>
export type HomeJourneySnapshot = SnapshotFrom<typeof homeJourneyMachine>
