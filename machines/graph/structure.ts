import { and, not, or, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate'
import { rulesOf } from './rules'

/** One state of a chart, as a product owner reads it. */
export interface ChartState {
  /** The state node's id (`checkout.journey.aov`); unique in the machine. */
  id: string
  /** The dotted path below the root (`journey.aov`); '' for the root. */
  path: string
  key: string
  parent: string | null
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  /** The child a compound state starts in. */
  initial: string | null
  children: string[]
  description: string | null
  /** `meta.route` / `meta.step` of a screen state. */
  route: string | null
  step: string | null
  tags: string[]
  /** The spec's rules the state exercises (`meta.rules`, e.g. `forms §5 IBAN`; see rules.ts). */
  rules: string[]
  /** Invoked actors: their id and source (a registered child journey is drawn as a link). */
  invokes: { id: string; src: string }[]
}

/** One transition: an event (or none: `always`), an optional guard, and where it goes. */
export interface ChartTransition {
  /** Stable across `.provide()` copies: source, event and position among the event's candidates. */
  key: string
  source: string
  /** The event type; '' for an eventless (`always`) transition. */
  event: string
  guard: string | null
  /** Target state ids; empty for a transition that only runs actions. */
  targets: string[]
  reenter: boolean
  actions: string[]
  /** The spec's rules the transition exercises (`meta.rules` on its config). */
  rules: string[]
}

export interface Chart {
  id: string
  root: string
  states: ChartState[]
  transitions: ChartTransition[]
}

/** A transition's stable name: source state, event and position (same across `.provide()` copies). */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode
  const list = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? [])
  return `${source.id} --${t.eventType || 'always'}[${list.indexOf(t)}]`
}

/** xstate's combinator guards are functions with the same `check` each: how `not(...)` is told apart. */
const checkOf = (guard: unknown) => (guard as { check?: unknown }).check
const combinators = [
  [checkOf(not('x')), (inner: string[]) => `!${inner[0]}`],
  [checkOf(and([])), (inner: string[]) => inner.join(' && ')],
  [checkOf(or([])), (inner: string[]) => inner.join(' || ')],
] as const

/** A guard as text: its name, `!name` for `not(...)`, params in parentheses, `inline` for a function. */
function guardLabel(guard: unknown): string | null {
  if (guard == null) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const fn = guard as { check?: unknown; guards?: unknown[] }
    const combinator = combinators.find(([check]) => check === fn.check)
    if (combinator) return combinator[1]((fn.guards ?? []).map((g) => guardLabel(g) ?? '?'))
    return 'inline'
  }
  const { type, params } = guard as { type: string; params?: unknown }
  return params === undefined || typeof params === 'function' ? type : `${type}(${String(params)})`
}

const actionLabel = (action: unknown): string =>
  typeof action === 'string'
    ? action
    : typeof action === 'object' && action && 'type' in action
      ? String((action as { type: unknown }).type)
      : 'inline'

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
}

/** Every state node, depth first (the root first). */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const visit = (node: AnyStateNode) => {
    nodes.push(node)
    Object.values(node.states).forEach((child) => visit(child as AnyStateNode))
  }
  visit(machine.root)
  return nodes
}

/** Every transition the machine defines (events, invoke done/error, delays and eventless ones). */
export function allTransitions(machine: AnyStateMachine): string[] {
  return [...new Set(allStateNodes(machine).flatMap(transitionsOf).map(transitionKey))]
}

/** The machine as data: states with their descriptions, routes and steps, and labelled transitions. */
export function chartOf(machine: AnyStateMachine): Chart {
  const nodes = allStateNodes(machine)
  const states = nodes.map((node): ChartState => {
    const meta = (node.meta ?? {}) as { route?: unknown; step?: unknown }
    const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined
    return {
      id: node.id,
      path: node.path.join('.'),
      key: node.key,
      parent: node.parent?.id ?? null,
      type: node.type,
      initial: initialTarget ? (initialTarget as AnyStateNode).id : null,
      children: Object.values(node.states).map((child) => (child as AnyStateNode).id),
      description: node.description ?? null,
      route: typeof meta.route === 'string' ? meta.route : null,
      step: typeof meta.step === 'string' ? meta.step : null,
      tags: [...node.tags],
      rules: rulesOf(node.meta),
      invokes: node.invoke.map((inv) => ({
        id: inv.id,
        src: typeof inv.src === 'string' ? inv.src : inv.id,
      })),
    }
  })
  const transitions = nodes.flatMap(transitionsOf).map((t): ChartTransition => ({
    key: transitionKey(t),
    source: (t.source as AnyStateNode).id,
    event: t.eventType,
    guard: guardLabel(t.guard),
    targets: (t.target ?? []).map((target) => (target as AnyStateNode).id),
    reenter: t.reenter,
    actions: (t.actions ?? []).map(actionLabel),
    rules: rulesOf(t.meta),
  }))
  return { id: machine.id, root: machine.root.id, states, transitions }
}

/** An event type in words for a chart label: `done: prepareCheckout`, `after 500 ms`, `always`. */
export function eventLabel(type: string): string {
  if (type === '') return 'always'
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)
  if (done) return `done: ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type)
  if (error) return `error: ${error[1]}`
  const after = /^xstate\.after\.(\d+)\./.exec(type)
  if (after) return `after ${after[1]} ms`
  return type
}

/** The ids of a snapshot's active states, the root first (one branch per parallel region). */
export const activeStateIds = (snapshot: unknown): string[] =>
  ((snapshot as { _nodes?: AnyStateNode[] })._nodes ?? []).map((node) => node.id)
