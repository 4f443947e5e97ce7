import {
  createActor,
  fromPromise,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type SnapshotFrom,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, type AdjacencyMap, type StatePath } from 'xstate/graph'
import { notProvided } from '../not-provided'
import type { Journey } from './journey'
import { activeStateIds, allStateNodes, allTransitions, transitionKey } from './structure'

type AnySnapshot = SnapshotFrom<AnyStateMachine>
type AnyPath = StatePath<AnySnapshot, EventFromLogic<AnyStateMachine>>
type AnyEvent = { type: string; [key: string]: unknown }
/** An event a snapshot was sent in the adjacency map, and the snapshot it led to. */
type Adjacent = { event: AnyEvent; state: AnySnapshot }

/** One step of a walked path: the event sent and the active states after it. */
export interface PathStep {
  event: AnyEvent
  /** Active state ids after the event, leaves last (`checkout`, `checkout.journey`, `checkout.journey.car`). */
  states: string[]
  /** The snapshot's value after the event, as `a.b` text. */
  value: string
}

/** A generated path, walked on a real actor with its effects stubbed. */
export interface JourneyPath {
  /** Which of the journey's inputs the path starts from. */
  inputIndex: number
  input: unknown
  /** Active state ids at the start (after the initial eventless transitions). */
  start: string[]
  startValue: string
  steps: PathStep[]
  /** The transitions (by key) the walk took. */
  transitions: string[]
}

export interface Coverage {
  states: { covered: number; total: number; missing: string[] }
  transitions: { covered: number; total: number; missing: string[] }
}

export interface GeneratedPaths {
  paths: JourneyPath[]
  /** Time to generate the paths with xstate/graph (budget: under 1 s per machine). */
  generationMs: number
  coverage: Coverage
}

/** Thrown when generation would explore more snapshots than the journey's traversal limit. */
export class TraversalLimitError extends Error {}

/** A snapshot value as text: `journey.normal`, parallel regions in parentheses: `authenticated.(user.ready, token.valid)`. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value
  const parts = Object.entries(value as Record<string, unknown>).map(([key, child]) =>
    typeof child === 'object' && child !== null && Object.keys(child).length === 0
      ? key
      : `${key}.${valueText(child)}`,
  )
  return parts.length === 1 ? parts[0]! : `(${parts.join(', ')})`
}

/** Actors that never settle: a path drives their outcomes by sending done/error events itself. */
function stubbedActors(machine: AnyStateMachine) {
  const names = Object.keys(machine.implementations.actors ?? {})
  return Object.fromEntries(
    names.map((name) => [name, fromPromise(() => new Promise<never>(() => undefined))]),
  )
}

/** The machine with its effects stubbed: actors that never settle, declared-only actions that do nothing. */
export function withStubbedEffects(machine: AnyStateMachine): AnyStateMachine {
  const actions = Object.entries(machine.implementations.actions ?? {})
    .filter(([, implementation]) => implementation === notProvided)
    .map(([name]) => [name, () => undefined])
  return machine.provide({ actors: stubbedActors(machine), actions: Object.fromEntries(actions) } as never)
}

/** The event types the machine handles that have no event case: their transitions could never be walked. */
export function missingEventCases(journey: Journey): string[] {
  const handled = new Set(allTransitions(journey.machine).map((k) => k.split('--')[1]!.split('[')[0]!))
  const given = new Set(journey.events.map((e) => e.type))
  return [...handled].filter((type) => type !== 'always' && !given.has(type))
}

const serializerOf =
  (journey: Journey) =>
  (snapshot: SnapshotFrom<AnyStateMachine>): string =>
    JSON.stringify([snapshot.value, journey.contextKey?.(snapshot as never) ?? null])

/**
 * One path per transition: the shortest path to each reachable snapshot, then each event that snapshot
 * handles. Covers every transition without the explosion of all simple paths. (createTestModel refuses
 * machines that invoke; the generators handle them: invoked actors do not run while generating, their
 * done/error events are in the event cases.)
 */
function transitionPaths(journey: Journey, input: unknown): AnyPath[] {
  const serializeState = serializerOf(journey)
  const options = { events: journey.events, input, serializeState, limit: journey.limit } as never
  const toState = new Map<string, AnyPath>()
  let shortest: AnyPath[]
  try {
    shortest = getShortestPaths(journey.machine, options)
  } catch (err) {
    if (/limit/i.test(String(err)))
      throw new TraversalLimitError(`${journey.id}: more than ${journey.limit} snapshots`)
    throw err
  }
  for (const path of shortest) toState.set(serializeState(path.state), path)
  const paths: AnyPath[] = []
  const adjacency: AdjacencyMap<AnySnapshot, AnyEvent> = getAdjacencyMap(journey.machine, options)
  for (const { state, transitions } of Object.values(adjacency)) {
    const prefix = toState.get(serializeState(state))
    if (!prefix) continue
    for (const { event, state: next } of Object.values<Adjacent>(transitions)) {
      // The adjacency map lists every snapshot × event pair; keep the ones the snapshot handles. A
      // machine that reached its final state takes no more events (the graph still computes them).
      if (state.status !== 'active') continue
      if (journey.machine.getTransitionData(state, event).length === 0) continue
      paths.push({ ...prefix, state: next, steps: [...prefix.steps, { event, state: next }] })
    }
  }
  // An input on which the journey ends at once (a link without its token) still walks its start.
  if (paths.length > 0) return paths
  return shortest.filter((path) => path.steps.every((step) => step.event.type === 'xstate.init'))
}

/**
 * Generates the journey's paths (xstate/graph) for each input and walks every one on a real actor whose
 * effects are stubbed, checking after each step that the actor is where the model says. Reports state
 * and transition coverage.
 */
export function generatePaths(journey: Journey): GeneratedPaths {
  const missing = missingEventCases(journey)
  if (missing.length) throw new Error(`${journey.id}: no event case for ${missing.join(', ')}`)
  const serializeState = serializerOf(journey)
  const started = performance.now()
  const generated = journey.inputs.map((input, inputIndex) => ({
    input,
    inputIndex,
    paths: transitionPaths(journey, input),
  }))
  const generationMs = performance.now() - started

  const covered = new Set<string>()
  const statesSeen = new Set<string>()
  const logic = withStubbedEffects(journey.machine)
  const paths: JourneyPath[] = []
  for (const { input, inputIndex, paths: inputPaths } of generated) {
    for (const path of inputPaths) {
      const taken = new Set<string>()
      const actor = createActor(logic, {
        input,
        inspect: (e) => {
          if (e.type !== '@xstate.microstep') return
          for (const t of (e as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
            taken.add(transitionKey(t))
            // A transient state (left at once by an eventless transition) was visited if it took one.
            statesSeen.add((t.source as AnyStateNode).id)
          }
        },
      })
      actor.start()
      const start = activeStateIds(actor.getSnapshot())
      const startValue = valueText(actor.getSnapshot().value)
      const steps: PathStep[] = []
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') actor.send(step.event)
        const snapshot = actor.getSnapshot()
        const actual = serializeState(snapshot)
        const expected = serializeState(step.state as never)
        if (actual !== expected)
          throw new Error(`${journey.id}: after ${step.event.type} expected ${expected}, got ${actual}`)
        const states = activeStateIds(snapshot)
        states.forEach((id) => statesSeen.add(id))
        if (step.event.type !== 'xstate.init')
          steps.push({ event: step.event, states, value: valueText(snapshot.value) })
      }
      actor.stop()
      taken.forEach((key) => covered.add(key))
      paths.push({ inputIndex, input, start, startValue, steps, transitions: [...taken] })
    }
  }
  const total = allTransitions(journey.machine)
  // A history state is never active itself: entering it enters the state it remembers.
  const allStates = allStateNodes(journey.machine)
    .filter((n) => n.type !== 'history')
    .map((n) => n.id)
  return {
    paths,
    generationMs,
    coverage: {
      states: {
        covered: allStates.filter((s) => statesSeen.has(s)).length,
        total: allStates.length,
        missing: allStates.filter((s) => !statesSeen.has(s)),
      },
      transitions: {
        covered: total.filter((k) => covered.has(k)).length,
        total: total.length,
        missing: total.filter((k) => !covered.has(k)),
      },
    },
  }
}

/**
 * The few paths a tester walks: greedily the path that takes the most transitions not yet taken,
 * until every transition any path takes is taken (ties: the shorter path). So a path that is only
 * the start of a longer one is not chosen on its own.
 *
 * `rank` (optional) orders paths by how well they can be walked (0 best: a script ranks a path a
 * person can walk 0, one left to a person 1, one with an impossible step 2). The greedy choice runs per
 * rank: first among the best-ranked paths only, then the next rank takes what they leave, and so on.
 * So a transition a walkable path takes is never covered by an impossible one instead.
 */
export function coveringPaths(
  paths: JourneyPath[],
  rank: (path: JourneyPath) => number = () => 0,
): JourneyPath[] {
  const left = new Set(paths.flatMap((p) => p.transitions))
  const chosen: JourneyPath[] = []
  const ranks = [...new Set(paths.map(rank))].sort((a, b) => a - b)
  for (const r of ranks) {
    const candidates = paths.filter((path) => rank(path) <= r)
    while (left.size > 0) {
      let best: JourneyPath | undefined
      let gain = 0
      for (const path of candidates) {
        const g = path.transitions.filter((t) => left.has(t)).length
        if (g > gain || (g === gain && g > 0 && best && path.steps.length < best.steps.length)) {
          best = path
          gain = g
        }
      }
      if (!best) break
      best.transitions.forEach((t) => left.delete(t))
      chosen.push(best)
    }
  }
  return chosen
}

export const coverageLine = (id: string, generated: GeneratedPaths) => {
  const { states, transitions } = generated.coverage
  const percent = Math.floor((100 * transitions.covered) / Math.max(1, transitions.total))
  return `${id}: ${generated.paths.length} paths (${Math.round(generated.generationMs)} ms), ${coveringPaths(generated.paths).length} cover all, states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total} (${percent}%)`
}
