// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, type AnyStateMachine } from 'xstate'
import { ApiError } from '../../api/client/api-error'
import type { Http } from '../../api/client/http'
import { countInspection, REGISTERED_JOURNEY_IDS, type InspectedEvent } from '../../machines/graph/counts'
import { allStateNodes, allTransitions } from '../../machines/graph/structure'
import { withStubbedEffects } from '../../machines/graph/paths'
import { journeyById, journeys } from '../../machines/index'
import { startJourneySender } from '../../views/platform/journey-sender'

/** The inspection events of running `machine` through `events` (from `snapshot` when given). */
function inspect(machine: AnyStateMachine, events: { type: string }[], options: { snapshot?: unknown } = {}) {
  const seen: InspectedEvent[] = []
  const actor = createActor(machine, {
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
    inspect: (e: unknown) => void seen.push(e as never),
  } as never)
  actor.start()
  for (const event of events) actor.send(event as never)
  return { seen, persisted: actor.getPersistedSnapshot() }
}

const asMap = (lines: { kind: string; key: string; n: number }[]) =>
  Object.fromEntries(lines.map((l) => [`${l.kind} ${l.key}`, l.n]))

const child = createMachine({
  id: 'kid',
  initial: 'x',
  states: { x: { on: { GO: 'y' } }, y: { type: 'final' } },
})
const parent = createMachine({
  id: 'm',
  initial: 'a',
  states: {
    a: { always: 'b' },
    b: { on: { NEXT: 'c' } },
    c: {
      invoke: { id: 'kid', src: 'kid' },
      on: { SELF: { target: 'c' }, RE: { target: 'c', reenter: true }, SAVE: { actions: () => undefined } },
    },
  },
}).provide({ actors: { kid: child } } as never)
const isOurs = (id: string) => id === 'm' || id === 'kid'

describe('counting inspection events', () => {
  it('counts a fresh start, each state entered (transient ones too) and each transition taken', () => {
    const { seen } = inspect(parent, [{ type: 'NEXT' }, { type: 'SELF' }, { type: 'RE' }, { type: 'SAVE' }])
    expect(asMap(countInspection(seen, isOurs))).toEqual({
      'state m': 1,
      'state m.a': 1, // entered at the start, left at once by its eventless transition
      'state m.b': 1,
      'state m.c': 2, // entered, and entered again by the re-entering transition (not by SELF)
      'transition m.a --always[0]': 1,
      'transition m.b --NEXT[0]': 1,
      'transition m.c --SELF[0]': 1,
      'transition m.c --RE[0]': 1,
      'transition m.c --SAVE[0]': 1,
      // Left: a by its eventless transition, b by NEXT, c by RE (left and entered again); not by SELF.
      'exit m.a': 1,
      'exit m.b': 1,
      'exit m.c': 1,
      // The invoked child journey: started twice (RE restarted it).
      'state kid': 2,
      'state kid.x': 2,
    })
  })

  it('counts only registered journeys (and nothing but ids and numbers)', () => {
    const { seen } = inspect(parent, [{ type: 'NEXT' }])
    const lines = countInspection(seen, (id) => id === 'kid')
    expect(asMap(lines)).toEqual({ 'state kid': 1, 'state kid.x': 1 })
    for (const line of lines) expect(Object.keys(line).sort()).toEqual(['journey', 'key', 'kind', 'n'])
  })

  it('does not count a journey restored in the middle as started again', () => {
    const { persisted } = inspect(parent, [{ type: 'NEXT' }])
    const { seen } = inspect(parent, [{ type: 'RE' }], { snapshot: persisted })
    const counts = asMap(countInspection(seen, (id) => id === 'm'))
    expect(counts).toEqual({ 'state m.c': 1, 'exit m.c': 1, 'transition m.c --RE[0]': 1 })
  })

  it('counts the exits of the states an ancestor’s transition leaves (the counts of its own say only the ancestor)', () => {
    const nested = createMachine({
      id: 'n',
      initial: 'shop',
      on: { CONTINUE: '.paying' },
      states: {
        shop: { initial: 'browsing', states: { browsing: { on: { PICK: 'picked' } }, picked: {} } },
        paying: { type: 'final' },
      },
    })
    const { seen } = inspect(nested, [{ type: 'PICK' }, { type: 'CONTINUE' }])
    expect(asMap(countInspection(seen, (id) => id === 'n'))).toEqual({
      'state n': 1,
      'state n.shop': 1,
      'state n.shop.browsing': 1,
      'state n.shop.picked': 1,
      'state n.paying': 1,
      'transition n.shop.browsing --PICK[0]': 1,
      'transition n --CONTINUE[0]': 1,
      'exit n.shop.browsing': 1,
      // Both left by the root's CONTINUE: no drop-off at picked, though no transition of its own was taken.
      'exit n.shop.picked': 1,
      'exit n.shop': 1,
    })
  })

  it('uses the charts’ state ids and transition keys on a registered journey', () => {
    const journey = journeyById('paymentStatus')!
    const logic = withStubbedEffects(journey.machine)
    const seen: InspectedEvent[] = []
    const actor = createActor(logic, {
      input: journey.inputs[0],
      inspect: (e: unknown) => void seen.push(e as never),
    } as never)
    actor.start()
    for (let i = 0; i < 6; i++) {
      const next = journey.events.find((e) => actor.getSnapshot().can(e as never))
      if (next) actor.send(next as never)
    }
    const lines = countInspection(seen)
    expect(lines.length).toBeGreaterThan(2)
    const states = new Set(allStateNodes(journey.machine).map((n) => n.id))
    const transitions = new Set(allTransitions(journey.machine))
    for (const { journey: id, kind, key } of lines) {
      expect(id).toBe('paymentStatus')
      expect(kind === 'transition' ? transitions.has(key) : states.has(key), key).toBe(true)
    }
    // Never a value from the context or an event (the payment's id or secret).
    expect(JSON.stringify(lines)).not.toMatch(/pi_|secret/i)
  })

  it('knows the registered journeys without loading them', () => {
    expect([...REGISTERED_JOURNEY_IDS].sort()).toEqual(journeys.map((j) => j.id).sort())
    for (const journey of journeys) expect(journey.machine.id).toBe(journey.id)
  })
})

describe('sending the counts', () => {
  afterEach(() => vi.useRealTimers())

  type Sent = { method: string; path: string; body: { counts: { journey: string }[] } }
  const sentOf = (http: ReturnType<typeof vi.fn>, i: number) => (http.mock.calls[i] as unknown as [Sent])[0]

  /** A sender hearing a registered journey (paymentStatus) start. */
  const setup = (http: Http, beacon: ((url: string, data: Blob) => boolean) | null = null) => {
    const listeners: Record<string, () => void> = {}
    const target = {
      addEventListener: (type: string, listener: () => void) => void (listeners[type] = listener),
    }
    const sender = startJourneySender(http, { intervalMs: 10_000, target: target as never, beacon })
    const journey = journeyById('paymentStatus')!
    createActor(withStubbedEffects(journey.machine), {
      input: journey.inputs[0],
      inspect: (e: unknown) => sender.observe(e as never),
    } as never).start()
    return { sender, hide: () => listeners.pagehide?.() }
  }

  it('sends once after ten seconds, only counts, to POST /journey-events', async () => {
    vi.useFakeTimers()
    const http = vi.fn(async () => null)
    setup(http as unknown as Http)
    await vi.advanceTimersByTimeAsync(9_000)
    expect(http).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_500)
    expect(http).toHaveBeenCalledTimes(1)
    const sent = sentOf(http, 0)
    expect(sent).toMatchObject({ method: 'POST', path: '/journey-events' })
    expect(sent.body.counts).toContainEqual({
      journey: 'paymentStatus',
      kind: 'state',
      key: 'paymentStatus',
      n: 1,
    })
    for (const line of sent.body.counts)
      expect(Object.keys(line).sort()).toEqual(['journey', 'key', 'kind', 'n'])
    await vi.advanceTimersByTimeAsync(30_000)
    expect(http).toHaveBeenCalledTimes(1) // nothing new, nothing sent
  })

  it('keeps the counts after a network failure and drops a refused batch', async () => {
    vi.useFakeTimers()
    let answer: unknown = new ApiError({ kind: 'network', method: 'POST', path: '/journey-events' })
    const http = vi.fn(async () => {
      throw answer
    })
    setup(http as unknown as Http)
    await vi.advanceTimersByTimeAsync(10_001)
    expect(http).toHaveBeenCalledTimes(1)
    const first = sentOf(http, 0).body.counts
    expect(first.length).toBeGreaterThan(0)
    answer = new ApiError({ kind: 'validation', status: 400, method: 'POST', path: '/journey-events' })
    await vi.advanceTimersByTimeAsync(10_001)
    expect(http).toHaveBeenCalledTimes(2)
    expect(sentOf(http, 1).body.counts).toEqual(first)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(http).toHaveBeenCalledTimes(2) // the refused batch is not sent again
  })

  it('sends what is left with a beacon when the page is hidden', async () => {
    const http = vi.fn(async () => null)
    const beacons: { url: string; data: Blob }[] = []
    const { hide } = setup(http as unknown as Http, (url, data) => {
      beacons.push({ url, data })
      return true
    })
    hide()
    expect(beacons).toHaveLength(1)
    expect(beacons[0]!.url).toBe('/journey-events')
    const { counts } = JSON.parse(await beacons[0]!.data.text()) as { counts: { journey: string }[] }
    expect(counts.length).toBeGreaterThan(0)
    expect(counts.every((c) => c.journey === 'paymentStatus')).toBe(true)
    expect(http).not.toHaveBeenCalled()
  })
})
