// PLACEHOLDER (journeys-ui helper): the "dropoff" helper writes the real, tested module; this file is
// dropped at merge in favour of theirs. Same names and signature, the simplest arithmetic.
import type { JourneyStats } from '../../api/client/journey-stats'
import type { Chart } from '../../machines/graph/structure'

export interface StateDropOff {
  entered: number
  left: number
  /** left / entered, 0..1. */
  share: number
}
export interface DropOff {
  /** Stroke width per transition key, 1..8 px. */
  width: Record<string, number>
  leave: Record<string, StateDropOff>
}

export function dropOff(stats: JourneyStats, chart: Chart): DropOff {
  const most = Math.max(1, ...Object.values(stats.transitions))
  const width = Object.fromEntries(
    chart.transitions.map((t) => [t.key, 1 + Math.round((7 * (stats.transitions[t.key] ?? 0)) / most)]),
  )
  const leave = Object.fromEntries(
    chart.states.flatMap((s) => {
      const entered = stats.states[s.id] ?? 0
      if (!entered) return []
      const out = chart.transitions
        .filter((t) => t.source === s.id)
        .reduce((n, t) => n + (stats.transitions[t.key] ?? 0), 0)
      const left = Math.max(0, entered - out)
      return [[s.id, { entered, left, share: left / entered }]]
    }),
  )
  return { width, leave }
}
