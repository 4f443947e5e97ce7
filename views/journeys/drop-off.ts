import type { JourneyStats } from '../../api/contract/journey-stats'
import type { Chart, ChartState } from '../../machines/graph/structure'

/** Thinnest and thickest transition line of the overlay, in px. */
export const MIN_WIDTH = 1
export const MAX_WIDTH = 8

/** How many entered a state, how many of them took no further transition out of it, and their share. */
export interface Leave {
  entered: number
  left: number
  /** left / entered, 0..1 (0 when nobody entered, and always 0 at a final state). */
  share: number
}

/** What the chart draws over a period's counts (api/contract/journey-stats.ts). */
export interface DropOff {
  /** Every transition of the chart: 1..8 px, relative to the busiest transition (1 when none was taken). */
  width: Record<string, number>
  /** Every state of the chart. */
  leave: Record<string, Leave>
}

/**
 * Turns a `GET /journey-stats` answer into the drop-off overlay of `chart` (the same journey's chartOf).
 *
 * A state's `left` is how many entered it minus how many took a transition out of it: a transition whose
 * source is the state or lies inside it, and that goes to a state outside it (or enters it again). A
 * region of a parallel state is also left by what leaves the parallel state. For the machine's root, the
 * journey's end counts as leaving it well: `left` is the starts that reached no final child of the root.
 * Final states have `left` 0 (nobody drops off at a done state). A transition from an ancestor that
 * leaves the ancestor (a "cancel" anywhere in a compound state, or the checkout's Continue on its root)
 * does not say which child was active then: the state's own exit counts do (`exits`), so a state left
 * that way is not read as a drop-off. Days counted before exits were (none in `exits`) fall back to the
 * transitions; the larger of the two is the state's exits.
 */
export function dropOffOf(
  stats: Pick<JourneyStats, 'states' | 'transitions'> & Partial<Pick<JourneyStats, 'exits'>>,
  chart: Chart,
): DropOff {
  const byId = new Map(chart.states.map((s) => [s.id, s]))
  const within = (id: string, ancestor: string) => {
    for (let s = byId.get(id); s; s = s.parent ? byId.get(s.parent) : undefined)
      if (s.id === ancestor) return true
    return false
  }
  const countOf = (record: Record<string, number>, key: string) => {
    const n = record[key]
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0
  }

  const taken = chart.transitions.map((t) => ({ t, n: countOf(stats.transitions, t.key) }))
  const busiest = Math.max(0, ...taken.map(({ n }) => n))
  const width: Record<string, number> = {}
  for (const { t, n } of taken)
    width[t.key] =
      busiest === 0 ? MIN_WIDTH : Math.round((MIN_WIDTH + ((MAX_WIDTH - MIN_WIDTH) * n) / busiest) * 10) / 10

  const exitsMemo = new Map<string, number>()
  const exitsOf = (state: ChartState): number => {
    const known = exitsMemo.get(state.id)
    if (known !== undefined) return known
    let exits = 0
    for (const { t, n } of taken) {
      if (n === 0 || !within(t.source, state.id)) continue
      const leaves = t.targets.some((target) => !within(target, state.id))
      const reenters = t.reenter && t.source === state.id && t.targets.length > 0
      if (leaves || reenters) exits += n
    }
    const parent = state.parent ? byId.get(state.parent) : undefined
    if (parent?.type === 'parallel') exits += exitsOf(parent)
    exitsMemo.set(state.id, exits)
    return exits
  }

  const leave: Record<string, Leave> = {}
  for (const state of chart.states) {
    const entered = countOf(stats.states, state.id)
    let left = 0
    if (state.type !== 'final' && entered > 0) {
      const done =
        state.id === chart.root
          ? state.children.reduce(
              (sum, child) => sum + (byId.get(child)?.type === 'final' ? countOf(stats.states, child) : 0),
              0,
            )
          : Math.max(exitsOf(state), countOf(stats.exits ?? {}, state.id))
      left = Math.min(entered, Math.max(0, entered - done))
    }
    leave[state.id] = { entered, left, share: entered > 0 ? left / entered : 0 }
  }
  return { width, leave }
}
