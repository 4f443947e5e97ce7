import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { aovJourneyMachine } from '../../../machines/aov/aov-journey.machine'

/** The running income-protection journey, as the checkout's child. */
export type AovJourneyRef = ActorRefFrom<typeof aovJourneyMachine>
export type AovJourneySnapshot = SnapshotFrom<typeof aovJourneyMachine>
