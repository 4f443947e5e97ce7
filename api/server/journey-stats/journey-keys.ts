import { journeys } from '../../../machines/index'
import { allStateNodes, allTransitions } from '../../../machines/graph/structure'

/** A registered journey's state ids and transition keys: what a count line may name. */
export interface JourneyKeys {
  states: ReadonlySet<string>
  transitions: ReadonlySet<string>
}

let keys: Map<string, JourneyKeys> | null = null

/** The registry's keys by journey id (machines/index.ts), built once on first use. */
export function journeyKeys(): ReadonlyMap<string, JourneyKeys> {
  keys ??= new Map(
    journeys.map((journey) => [
      journey.id,
      {
        states: new Set(allStateNodes(journey.machine).map((node) => node.id)),
        transitions: new Set(allTransitions(journey.machine)),
      },
    ]),
  )
  return keys
}

/** True when `key` is a state id (`kind` 'state') or a transition key of the registered `journey`. */
export function isJourneyKey(journey: string, kind: 'state' | 'transition', key: string): boolean {
  const found = journeyKeys().get(journey)
  if (!found) return false
  return kind === 'state' ? found.states.has(key) : found.transitions.has(key)
}
