import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate'
import type { CheckoutMachine } from './checkout.machine'
import type { StepKey } from '../journey-protocol'

type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>
interface ScreenMeta {
  route?: string
  step?: StepKey
  /** The step in the car and consumer flows' steps bar, when it differs (the shared forms). */
  consumerStep?: StepKey
}

const metaOf = (snapshot: AnyMachineSnapshot): ScreenMeta[] =>
  Object.values(snapshot.getMeta() as Record<string, ScreenMeta>)

/**
 * The meta of the active states, outermost first: the checkout's, then its running journey's, then that
 * journey's running children's (the aov journey runs the quiz, then the forms of the default journey).
 */
const metaChain = (snapshot: AnyMachineSnapshot): ScreenMeta[] => [
  ...metaOf(snapshot),
  ...Object.values(snapshot.children as Record<string, { getSnapshot(): unknown } | undefined>).flatMap(
    (child) => {
      const inner = child?.getSnapshot() as AnyMachineSnapshot | undefined
      return inner && typeof inner.getMeta === 'function' ? metaChain(inner) : []
    },
  ),
]

/** The page the checkout is on: the deepest active state's `meta.route` (null while choosing). */
export const selectRoute = (snapshot: CheckoutSnapshot): string | null =>
  metaChain(snapshot)
    .flatMap((m) => m.route ?? [])
    .at(-1) ?? null

/** The steps bar's current step: the deepest running journey's, else the checkout's, else insurance. */
export const selectStep = (snapshot: CheckoutSnapshot): StepKey => {
  const consumer = snapshot.context.currentFlow === 'car' || snapshot.context.currentFlow === 'consumer'
  return (
    metaChain(snapshot)
      .flatMap((m) => (consumer ? (m.consumerStep ?? m.step) : m.step) ?? [])
      .at(-1) ?? 'insurance'
  )
}

/** The funnel has started: the cart's Continue reads Close. */
export const selectInFunnel = (snapshot: CheckoutSnapshot) => !snapshot.matches('idle')
export const selectBusy = (snapshot: CheckoutSnapshot) => snapshot.hasTag('busy')

/**
 * The result's type (forms §4 step 4): `dropout` when nothing was taken out, every group having ended
 * without its products (`/result?type=dropout`); a result with something insured has none.
 */
export const selectResultType = (snapshot: CheckoutSnapshot): 'dropout' | undefined =>
  snapshot.matches('result') &&
  snapshot.context.outcomes.length > 0 &&
  snapshot.context.outcomes.every((o) => o.status === 'dropOut')
    ? 'dropout'
    : undefined
