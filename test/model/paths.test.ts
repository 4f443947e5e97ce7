// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { journeyById } from '../../machines'
import { defineJourney } from '../../machines/graph/journey'
import { coveringPaths, generatePaths, TraversalLimitError } from '../../machines/graph/paths'

const checkout = journeyById('checkout')!

const door = setup({
  types: { events: {} as { type: 'user.open'; key: boolean } | { type: 'user.close' } },
  guards: { hasKey: ({ event }) => event.type === 'user.open' && event.key },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'user.open': [{ guard: 'hasKey', target: 'open' }, { target: 'locked' }] } },
    open: { on: { 'user.close': 'closed' } },
    locked: { type: 'final' },
  },
})
const doorJourney = (events: { type: 'user.open'; key: boolean }[]) =>
  defineJourney({
    id: 'door',
    title: 'Door',
    description: 'A door that opens with a key.',
    machine: door,
    inputs: [undefined],
    events: [...events, { type: 'user.close' }],
    limit: 50,
  })

describe('path generation', () => {
  it('fails when generation explores more than the traversal limit', () => {
    expect(() => generatePaths({ ...checkout, limit: 10 })).toThrow(TraversalLimitError)
  })

  it('refuses a journey without a case for an event its machine handles', () => {
    expect(() =>
      generatePaths({ ...checkout, events: checkout.events.filter((e) => e.type !== 'user.retry') }),
    ).toThrow('no event case for user.retry')
  })

  it('reports the transitions no case reaches, so the model test fails under 100%', () => {
    const { coverage } = generatePaths(doorJourney([{ type: 'user.open', key: true }]))
    expect(coverage.transitions).toMatchObject({
      covered: 2,
      total: 3,
      missing: ['door.closed --user.open[1]'],
    })
    expect(coverage.states.missing).toEqual(['door.locked'])
    expect(
      generatePaths(
        doorJourney([
          { type: 'user.open', key: true },
          { type: 'user.open', key: false },
        ]),
      ).coverage.transitions.missing,
    ).toEqual([])
  })

  it('does not count a history state as a state to visit', () => {
    const player = setup({}).createMachine({
      id: 'player',
      initial: 'on',
      states: {
        on: {
          initial: 'playing',
          states: {
            playing: { on: { 'user.pause': 'paused' } },
            paused: { on: { 'user.play': 'playing' } },
            last: { type: 'history' },
          },
          on: { 'user.off': 'off' },
        },
        off: { on: { 'user.on': 'on.last' } },
      },
    })
    const journey = defineJourney({
      id: 'player',
      title: 'Player',
      description: 'A player that remembers where it was.',
      machine: player,
      inputs: [undefined],
      events: [{ type: 'user.pause' }, { type: 'user.play' }, { type: 'user.off' }, { type: 'user.on' }],
      limit: 50,
    })
    expect(generatePaths(journey).coverage.states).toMatchObject({ covered: 5, total: 5, missing: [] })
  })

  it('picks a few paths that together take every transition', () => {
    const { paths, coverage } = generatePaths(checkout)
    const cover = coveringPaths(paths)
    expect(cover.length).toBeLessThan(paths.length / 10)
    expect(new Set(cover.flatMap((p) => p.transitions)).size).toBe(coverage.transitions.total)
    // Generating the checkout's paths takes about a second; on a busy machine, several.
  }, 30_000)

  it('covers with walkable paths first: an impossible path only takes what no walkable one takes', () => {
    const { paths, coverage } = generatePaths(checkout)
    // Pretend every path that stops the checkout (user.cancel) cannot be walked.
    const cancels = (p: (typeof paths)[number]) => p.steps.some((s) => s.event.type === 'user.cancel')
    const rank = (p: (typeof paths)[number]) => (cancels(p) ? 2 : 0)
    const cover = coveringPaths(paths, rank)
    expect(new Set(cover.flatMap((p) => p.transitions)).size).toBe(coverage.transitions.total)
    const walkable = cover.filter((p) => !cancels(p))
    const impossible = cover.filter(cancels)
    expect(walkable.length).toBeGreaterThan(0)
    // The walkable paths come first, and each impossible one takes a transition none of them takes.
    expect(cover.slice(0, walkable.length)).toEqual(walkable)
    const takenByWalkable = new Set(paths.filter((p) => !cancels(p)).flatMap((p) => p.transitions))
    for (const path of impossible) expect(path.transitions.some((t) => !takenByWalkable.has(t))).toBe(true)
  }, 30_000)
})
