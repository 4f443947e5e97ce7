import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate'
import type { CheckoutMachine } from './checkout.machine'
import type { StepKey } from './steps'

type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>
interface ScreenMeta {
  route?: string
  step?: StepKey
}

const metaOf = (snapshot: AnyMachineSnapshot): ScreenMeta[] =>
  Object.values(snapshot.getMeta() as Record<string, ScreenMeta>)

/** The running group journey's snapshot, when it is a statechart. */
export const selectJourney = (snapshot: CheckoutSnapshot): AnyMachineSnapshot | null => {
  const child = (snapshot.children as Record<string, { getSnapshot(): unknown } | undefined>).journey
  const journey = child?.getSnapshot() as AnyMachineSnapshot | undefined
  return journey && typeof journey.getMeta === 'function' ? journey : null
}

/** The page the checkout is on: the deepest active state's `meta.route` (null while choosing). */
export const selectRoute = (snapshot: CheckoutSnapshot): string | null => {
  const journey = selectJourney(snapshot)
  const routes = [...metaOf(snapshot), ...(journey ? metaOf(journey) : [])].flatMap((m) => m.route ?? [])
  return routes.at(-1) ?? null
}

/** The steps bar's current step: the running journey's, else the checkout's, else insurance. */
export const selectStep = (snapshot: CheckoutSnapshot): StepKey => {
  const journey = selectJourney(snapshot)
  const steps = [...metaOf(snapshot), ...(journey ? metaOf(journey) : [])].flatMap((m) => m.step ?? [])
  return steps.at(-1) ?? 'insurance'
}

/** The funnel has started: the cart's Continue reads Close. */
export const selectInFunnel = (snapshot: CheckoutSnapshot) => !snapshot.matches('idle')
export const selectBusy = (snapshot: CheckoutSnapshot) => snapshot.hasTag('busy')
