import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { DefaultJourneyMachine } from '../../../machines/default-journey/default-journey.machine'
import type { FormsMachine } from '../../../machines/forms/forms.machine'

/** The default flow's running journey, as the checkout invoked it. */
export type DefaultJourneyRef = ActorRefFrom<DefaultJourneyMachine>
export type DefaultJourneySnapshot = SnapshotFrom<DefaultJourneyMachine>
/** The running checkout forms, as a group journey invoked them. */
export type FormsRef = ActorRefFrom<FormsMachine>
export type FormsSnapshot = SnapshotFrom<FormsMachine>
