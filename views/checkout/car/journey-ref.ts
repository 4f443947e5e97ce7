import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { CarJourneyMachine } from '../../../machines/car/car-journey.machine'

/** The running car journey, as the checkout's child. */
export type CarJourneyRef = ActorRefFrom<CarJourneyMachine>
export type CarJourneySnapshot = SnapshotFrom<CarJourneyMachine>
