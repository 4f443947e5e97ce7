import {
  createActor,
  fromPromise,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, type AdjacencyMap, type StatePath } from 'xstate/graph'

/** What a machine's model test needs: a few starting inputs and small finite event cases. */
export interface ModelSpec<M extends AnyStateMachine> {
  machine: M
  inputs: InputFrom<M>[]
  /** Every event the machine handles, including `xstate.done.actor.<id>` / `xstate.error.actor.<id>`. */
  events: EventFromLogic<M>[]
  /** The context that matters for telling states apart; the rest is left out so paths stay few. */
  contextKey?: (snapshot: SnapshotFrom<M>) => unknown
  limit?: number
}

/** A transition's stable name: source state, event and position (same across `.provide()` copies). */
const keyOf = (t: AnyTransitionDefinition): string => {
  const source = t.source as AnyStateNode
  const list = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? [])
  return `${source.id} --${t.eventType || 'always'}[${list.indexOf(t)}]`
}

/** Every transition the machine defines (event, invoke done/error, and eventless). */
export function allTransitions(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  const visit = (node: AnyStateNode) => {
    for (const list of node.transitions.values()) for (const t of list) keys.push(keyOf(t))
    for (const t of node.always ?? []) keys.push(keyOf(t))
    for (const child of Object.values(node.states)) visit(child as AnyStateNode)
  }
  visit(machine.root)
  return [...new Set(keys)]
}

/** Actors that never settle: a path test drives their outcomes by sending done/error events itself. */
function stubbedActors(machine: AnyStateMachine) {
  const names = Object.keys(machine.implementations.actors ?? {})
  return Object.fromEntries(
    names.map((name) => [name, fromPromise(() => new Promise<never>(() => undefined))]),
  )
}

export interface ModelResult {
  paths: number
  steps: number
  /** Time to generate the paths (budget: under 1 s per machine). */
  generationMs: number
  states: { covered: number; total: number; missing: string[] }
  transitions: { covered: number; total: number; missing: string[] }
}

type AnyPath = StatePath<any, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * One path per transition: the shortest path to each reachable state, then each event that state
 * handles. Covers every transition without the explosion of all simple paths. (createTestModel
 * refuses machines that invoke; the generators themselves handle them: invoked actors are not run
 * while generating, their done/error events are in the event cases.)
 */
function transitionPaths<M extends AnyStateMachine>(
  spec: ModelSpec<M>,
  input: InputFrom<M>,
  serializeState: (s: SnapshotFrom<M>) => string,
): AnyPath[] {
  const options = { events: spec.events, input, serializeState, limit: spec.limit ?? 2000 } as never
  const toState = new Map<string, AnyPath>()
  for (const path of getShortestPaths(spec.machine, options) as AnyPath[])
    toState.set(serializeState(path.state), path)
  const paths: AnyPath[] = []
  const adjacency = getAdjacencyMap(spec.machine, options) as AdjacencyMap<unknown, { type: string }>
  for (const { state, transitions } of Object.values(adjacency)) {
    const prefix = toState.get(serializeState(state as SnapshotFrom<M>))
    if (!prefix) continue
    const edges = Object.values(transitions) as { event: { type: string }; state: unknown }[]
    for (const { event, state: next } of edges) {
      if (spec.machine.getTransitionData(state as never, event as never).length === 0) continue
      paths.push({ ...prefix, state: next, steps: [...prefix.steps, { event, state: next }] })
    }
  }
  return paths
}

/**
 * Generates the machine's paths (xstate/graph) for each input and walks every one on a real actor whose
 * effects are stubbed, checking after each step that the actor is where the model says. Reports
 * state and transition coverage.
 */
export function walkModel<M extends AnyStateMachine>(spec: ModelSpec<M>): ModelResult {
  const covered = new Set<string>()
  const statesSeen = new Set<string>()
  let paths = 0
  let steps = 0
  const serializeState = (s: SnapshotFrom<M>) =>
    JSON.stringify([(s as { value: unknown }).value, spec.contextKey?.(s) ?? null])
  const handled = new Set(allTransitions(spec.machine).map((k) => k.split('--')[1]!.split('[')[0]))
  const given = new Set(spec.events.map((e) => e.type))
  const unlisted = [...handled].filter((type) => type !== 'always' && !given.has(type))
  if (unlisted.length) throw new Error(`no event case for: ${unlisted.join(', ')}`)

  const started = performance.now()
  const generated = spec.inputs.map((input) => ({
    input,
    paths: transitionPaths(spec, input, serializeState),
  }))
  const generationMs = performance.now() - started
  for (const { input, paths: inputPaths } of generated) {
    for (const path of inputPaths) {
      paths += 1
      const actor = createActor(spec.machine.provide({ actors: stubbedActors(spec.machine) }), {
        input,
        inspect: (e) => {
          if (e.type === '@xstate.microstep') {
            for (const t of (e as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
              covered.add(keyOf(t))
              // A transient state (left at once by an eventless transition) was visited if it took one.
              statesSeen.add((t.source as AnyStateNode).id)
            }
          }
        },
      })
      actor.start()
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') {
          actor.send(step.event)
          steps += 1
        }
        const actual = serializeState(actor.getSnapshot() as SnapshotFrom<M>)
        const expected = serializeState(step.state as SnapshotFrom<M>)
        if (actual !== expected)
          throw new Error(`after ${step.event.type}: expected ${expected}, got ${actual}`)
        for (const id of (actor.getSnapshot() as { _nodes: AnyStateNode[] })._nodes.map((n) => n.id))
          statesSeen.add(id)
      }
      actor.stop()
    }
  }
  const total = allTransitions(spec.machine)
  const allStates: string[] = []
  const collect = (node: AnyStateNode) => {
    allStates.push(node.id)
    Object.values(node.states).forEach((c) => collect(c as AnyStateNode))
  }
  collect(spec.machine.root)
  return {
    paths,
    steps,
    generationMs,
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
  }
}

export const coverageLine = (name: string, r: ModelResult) =>
  `${name}: ${r.paths} paths (${Math.round(r.generationMs)} ms), ${r.steps} steps, states ${r.states.covered}/${r.states.total}, transitions ${r.transitions.covered}/${r.transitions.total} (${Math.round((100 * r.transitions.covered) / r.transitions.total)}%)`
