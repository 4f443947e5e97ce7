import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate'
import type { FeatureFlag } from '../../api/contract/partner'

/** A partner's feature flags as the chart lint evaluates them (on or off). */
export type FlagSet = Partial<Record<FeatureFlag, boolean>>

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
  events: EventFromLogic<M>[]
  /** The context that tells states apart; the rest is left out so paths stay few. */
  contextKey?: (snapshot: SnapshotFrom<M>) => unknown
  /** Traversal limit: generation fails instead of exploring more snapshots than this. */
  limit: number
  /** Words for an event case in a tester's path (default: derived from its type). */
  describeEvent?: (event: EventFromLogic<M>) => string | undefined
  /** Context fields never shown in live mode (in addition to e-mail, IBAN, tokens and answers anywhere). */
  sensitive?: string[]
  /** Invoked children that are registered journeys themselves: actor src → journey id. */
  children?: Record<string, string>
}

/** Keeps the machine's types while a registry holds journeys of different machines. */
export const defineJourney = <M extends AnyStateMachine>(journey: Journey<M>): Journey => journey as never

/** An invoked actor's outcome as an event case (`xstate.done.actor.<id>`). */
export const doneEvent = <E>(id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as E
/** An invoked actor's failure as an event case (`xstate.error.actor.<id>`). */
export const errorEvent = <E>(id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as E
