import type { JourneyPath } from '../../../machines/graph/paths'
import type { EventCase, JourneyScript } from './types'

/**
 * How well a generated path can be walked, by its script: 0 a person (and the generated test) can walk
 * every step, 1 a step is left to a person (`manual`), 2 a step cannot happen (`impossible`). The covering
 * paths are chosen best rank first (machines/graph/paths.ts `coveringPaths`), so the export, the rules
 * coverage and /journeys number the same paths, and no transition a walkable path takes is left to an
 * impossible one.
 */
export function pathRank(script: JourneyScript | undefined): ((path: JourneyPath) => number) | undefined {
  if (!script) return undefined
  return (path) => {
    const cases = path.steps.map((step) => step.event as EventCase)
    const events = cases.map((event) => script.event(event))
    const setup = script.setup({ index: path.inputIndex, value: path.input }, cases)
    if (setup.impossible || events.some((e) => e.impossible)) return 2
    return events.some((e) => e.manual) ? 1 : 0
  }
}
