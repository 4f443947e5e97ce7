import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate'
import type { FeatureFlag } from '../../api/contract/partner'

/** A partner's feature flags as the chart lint evaluates them (on or off). */
export type FlagSet = Partial<Record<FeatureFlag, boolean>>

/**
 * An event case that is not one of the machine's own events: an invoked actor's outcome
 * (`xstate.done.actor.<id>` with its output, `xstate.error.actor.<id>` with its error) or a delay's
 * (`xstate.after.<delay>.<state>`). Payloads are unknown here: the journey's words read the ones they know.
 */
export type OutcomeEvent =
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown }
  | { type: `xstate.after.${string}` }

/** An event case of a journey: one of its machine's events, or an outcome (narrowed by `type`). */
export type JourneyEvent<M extends AnyStateMachine = AnyStateMachine> = EventFromLogic<M> | OutcomeEvent

/**
 * A registered journey: the machine, what a product owner reads about it, and the small finite cases
 * its paths are generated from (HOUSE_STYLE §9). Registering a machine is what charts and path-tests it.
 */
export interface Journey<M extends AnyStateMachine = AnyStateMachine> {
  /** The machine's id; also the name `npm run paths -- <id>` takes. */
  id: string
  title: string
  description: string
  machine: M
  /** Starting inputs: every path starts from one of these. */
  inputs: InputFrom<M>[]
  /** The inputs a partner with these flags would start with (default: `inputs`); the chart lint uses it. */
  inputsFor?: (flags: FlagSet) => InputFrom<M>[]
  /**
   * Event cases: every event the machine handles, with small sample payloads, including the
   * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` of each invoked actor (their outcomes).
   */
  events: JourneyEvent<M>[]
  /** The context that tells states apart; the rest is left out so paths stay few. */
  contextKey?: (snapshot: SnapshotFrom<M>) => unknown
  /** Traversal limit: generation fails instead of exploring more snapshots than this. */
  limit: number
  /** Words for an event case in a tester's path (default: derived from its type). */
  describeEvent?: (event: JourneyEvent<M>) => string | undefined
  /** Context fields never shown in live mode (in addition to e-mail, IBAN, tokens and answers anywhere). */
  sensitive?: string[]
  /** Invoked children that are registered journeys themselves: actor src → journey id. */
  children?: Record<string, string>
}

/** Keeps the machine's types while a registry holds journeys of different machines. */
export const defineJourney = <M extends AnyStateMachine>(journey: Journey<M>): Journey => journey as never

/**
 * An invoked actor's outcome as an event case (`xstate.done.actor.<id>`). Without a type argument it is an
 * `OutcomeEvent`; journeys that list their cases as their machine's own event type may still name it.
 */
export const doneEvent = <E = OutcomeEvent>(id: string, output?: unknown): E =>
  asCase<E>({ type: `xstate.done.actor.${id}`, output })
/** An invoked actor's failure as an event case (`xstate.error.actor.<id>`). */
export const errorEvent = <E = OutcomeEvent>(id: string, error: unknown): E =>
  asCase<E>({ type: `xstate.error.actor.${id}`, error })

const asCase = <E>(outcome: OutcomeEvent) => outcome as unknown as E

/** The output or error an outcome case carries (undefined for a machine's own event). */
export const outcomeOf = (event: { type: string }): { output: unknown; error: unknown } => ({
  output: 'output' in event ? event.output : undefined,
  error: 'error' in event ? event.error : undefined,
})
