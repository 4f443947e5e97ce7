import type { AnyStateNode } from 'xstate'
import type { FlagSet, Journey } from './journey'
import { generatePaths, type GeneratedPaths } from './paths'
import { isRule } from './rules'
import { allStateNodes, chartOf } from './structure'

/** A partner as the lint sees it: its feature flags and the routes its site serves. */
export interface LintPartner {
  slug: string
  flags: FlagSet
  routes: readonly string[]
}

export interface LintProblem {
  journey: string
  state: string
  kind: 'unreachable' | 'deadEnd' | 'unknownRoute' | 'unknownRule'
  message: string
}

const normalise = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route)

/** Whether `node` is `inside` or one of its descendants. */
const within = (node: AnyStateNode, inside: AnyStateNode): boolean =>
  node === inside || (node.parent ? within(node.parent, inside) : false)

/**
 * Whether the state, or a state it is in, has a transition (event, invoke outcome, delay or eventless)
 * that leads out of it: a transition back to itself is no way out.
 */
function hasWayOut(node: AnyStateNode): boolean {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) {
    const transitions = [...[...n.transitions.values()].flat(), ...(n.always ?? [])]
    if (transitions.some((t) => (t.target ?? []).some((target) => !within(target as AnyStateNode, node))))
      return true
  }
  return false
}

/**
 * The chart lint: states no partner can reach, non-final states with no way out, screen states whose
 * `meta.route` is not a route of a partner that reaches them, and rule tags (`meta.rules`) that are not
 * in the spec's catalogue (rules.ts). Reachability is what the path
 * walk reaches from the inputs a partner's flags give, with the journey's event cases.
 */
export function lintJourney(
  journey: Journey,
  partners: readonly LintPartner[],
  /** The paths already generated from the journey's own inputs, to not generate them again. */
  generated?: GeneratedPaths,
): LintProblem[] {
  const problems: LintProblem[] = []
  const problem = (state: string, kind: LintProblem['kind'], message: string) =>
    problems.push({ journey: journey.id, state, kind, message })

  for (const node of allStateNodes(journey.machine))
    if (node.type === 'atomic' && !hasWayOut(node))
      problem(node.id, 'deadEnd', `${node.id} is not final and has no transition out`)

  const chart = chartOf(journey.machine)
  const tagged = [
    ...chart.states.map((s) => ({ state: s.id, name: s.id, rules: s.rules })),
    ...chart.transitions.map((t) => ({ state: t.source, name: t.key, rules: t.rules })),
  ]
  for (const { state, name, rules } of tagged)
    for (const rule of rules.filter((r) => !isRule(r)))
      problem(state, 'unknownRule', `${name} is tagged with ${rule}, which is not in the rules catalogue`)

  // Partners whose flags give the same inputs reach the same states: explore each set of inputs once.
  const reachedBy = new Map<string, Set<string>>()
  const reachedFor = (flags: FlagSet) => {
    const inputs = journey.inputsFor?.(flags) ?? journey.inputs
    const key = JSON.stringify(inputs)
    if (!reachedBy.has(key)) {
      const same = generated && JSON.stringify(journey.inputs) === key
      const { coverage } = same ? generated : generatePaths({ ...journey, inputs })
      const missing = new Set(coverage.states.missing)
      reachedBy.set(
        key,
        new Set(
          allStateNodes(journey.machine)
            .map((n) => n.id)
            .filter((id) => !missing.has(id)),
        ),
      )
    }
    return reachedBy.get(key)!
  }
  const reachedByAny = new Set<string>()
  const offRoute = new Map<string, string[]>()
  for (const partner of partners.length ? partners : [{ slug: 'default', flags: {}, routes: [] }]) {
    const reached = reachedFor(partner.flags)
    reached.forEach((id) => reachedByAny.add(id))
    if (partners.length === 0) continue
    const routes = new Set(partner.routes.map(normalise))
    // A splat route (`/a/$`) answers every path below it.
    const splats = [...routes].filter((r) => r.endsWith('/$')).map((r) => r.slice(0, -1))
    const known = (route: string) =>
      routes.has(normalise(route)) || splats.some((prefix) => normalise(route).startsWith(prefix))
    for (const state of chart.states)
      if (state.route && reached.has(state.id) && !known(state.route))
        offRoute.set(state.id, [...(offRoute.get(state.id) ?? []), partner.slug])
  }
  for (const [id, slugs] of offRoute) {
    const route = chart.states.find((s) => s.id === id)!.route
    problem(id, 'unknownRoute', `${id} shows ${route}, which is not a route of ${slugs.join(', ')}`)
  }
  for (const state of chart.states)
    if (state.type !== 'history' && !reachedByAny.has(state.id))
      problem(state.id, 'unreachable', `${state.id} cannot be reached (under any partner’s flags)`)
  return problems
}
