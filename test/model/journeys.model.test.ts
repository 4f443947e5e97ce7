// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { journeys } from '../../machines'
import { coverageLine, generatePaths } from '../../machines/graph/paths'

/**
 * Every registered journey: paths generated with xstate/graph from its event cases, each walked on a
 * real actor with its effects stubbed. One coverage line per machine; below 100% of transitions fails.
 */
// The generation's size is bounded by each journey's traversal limit (deterministic), not by a timer: a
// timed assertion failed on a busy machine (speed is for benchmarks). The time is printed in the line.
describe.each(journeys.map((j) => [j.id, j] as const))('%s paths', (_, journey) => {
  it('walk every state and every transition within the traversal limit', () => {
    const generated = generatePaths(journey)
    console.log(coverageLine(journey.id, generated))
    expect(generated.coverage.transitions.missing).toEqual([])
    expect(generated.coverage.states.missing).toEqual([])
    // No wall-clock limit: vitest's default 5 s failed on a busy two-core machine.
  }, 300_000)
})
