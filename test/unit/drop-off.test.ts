// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { chartOf } from '../../machines/graph/structure'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import { dropOffOf, MAX_WIDTH, MIN_WIDTH } from '../../views/journeys/drop-off'

/** A small funnel: start → details (with a "cancel" to the start) → pay → done; pay is a compound step. */
const funnel = createMachine({
  id: 'f',
  initial: 'start',
  states: {
    start: { on: { NEXT: 'details' } },
    details: { on: { NEXT: 'pay', CANCEL: 'start', TYPE: { actions: () => undefined } } },
    pay: {
      initial: 'choosing',
      states: { choosing: { on: { PICK: 'confirming' } }, confirming: { on: { OK: '#f.done' } } },
    },
    done: { type: 'final' },
  },
})
const chart = chartOf(funnel)
const key = (source: string, event: string) =>
  chart.transitions.find((t) => t.source === source && t.event === event)!.key

const stats = {
  states: {
    f: 100,
    'f.start': 120, // 100 starts + 20 back from details
    'f.details': 90,
    'f.pay': 60,
    'f.pay.choosing': 60,
    'f.pay.confirming': 50,
    'f.done': 45,
  },
  transitions: {
    [key('f.start', 'NEXT')]: 90,
    [key('f.details', 'NEXT')]: 60,
    [key('f.details', 'CANCEL')]: 20,
    [key('f.details', 'TYPE')]: 500, // typing: stays in the state
    [key('f.pay.choosing', 'PICK')]: 50,
    [key('f.pay.confirming', 'OK')]: 45,
  },
}

describe('the drop-off overlay of a period’s counts', () => {
  const { width, leave } = dropOffOf(stats, chart)

  it('tells per state how many entered, how many took no transition out of it, and their share', () => {
    expect(leave['f.start']).toEqual({ entered: 120, left: 30, share: 0.25 })
    // Typing keeps the customer in the state: it is no way out.
    expect(leave['f.details']).toEqual({ entered: 90, left: 10, share: 10 / 90 })
    expect(leave['f.pay.choosing']).toEqual({ entered: 60, left: 10, share: 10 / 60 })
    expect(leave['f.pay.confirming']).toEqual({ entered: 50, left: 5, share: 0.1 })
    // Left from inside the compound step: its children's ways out that leave it.
    expect(leave['f.pay']).toEqual({ entered: 60, left: 15, share: 0.25 })
    // The journey as a whole: the starts that reached no end.
    expect(leave.f).toEqual({ entered: 100, left: 55, share: 0.55 })
  })

  it('reads a state left by its parent’s transition from its exit counts, not as a drop-off', () => {
    // The checkout's Continue belongs to its root: idle takes no transition of its own.
    const shop = createMachine({
      id: 's',
      initial: 'idle',
      on: { CONTINUE: '.paying' },
      states: { idle: {}, paying: { type: 'final' } },
    })
    const counts = {
      states: { s: 100, 's.idle': 100, 's.paying': 70 },
      transitions: { [chartOf(shop).transitions.find((t) => t.event === 'CONTINUE')!.key]: 70 },
    }
    // Counted before exits were: all of idle reads as left (the transitions cannot say otherwise).
    expect(dropOffOf(counts, chartOf(shop)).leave['s.idle']).toMatchObject({ left: 100 })
    // With its exits: 70 went on, 30 left.
    const withExits = dropOffOf({ ...counts, exits: { 's.idle': 70 } }, chartOf(shop))
    expect(withExits.leave['s.idle']).toEqual({ entered: 100, left: 30, share: 0.3 })
    // Exits never make a state's transitions count less: the larger of the two is used.
    expect(dropOffOf({ ...stats, exits: { 'f.start': 1 } }, chart).leave['f.start']).toMatchObject({
      left: 30,
    })
  })

  it('never lets anyone drop off at a final state', () => {
    expect(leave['f.done']).toEqual({ entered: 45, left: 0, share: 0 })
  })

  it('draws each transition 1..8 px wide relative to the busiest', () => {
    expect(width[key('f.details', 'TYPE')]).toBe(MAX_WIDTH)
    expect(width[key('f.details', 'CANCEL')]).toBe(Math.round((1 + (7 * 20) / 500) * 10) / 10)
    for (const t of chart.transitions) {
      expect(width[t.key]).toBeGreaterThanOrEqual(MIN_WIDTH)
      expect(width[t.key]).toBeLessThanOrEqual(MAX_WIDTH)
    }
  })

  it('gives every state and transition of the chart a value, also without any counts', () => {
    const empty = dropOffOf({ states: {}, transitions: {} }, chartOf(checkoutMachine))
    const checkout = chartOf(checkoutMachine)
    expect(Object.keys(empty.leave).sort()).toEqual(checkout.states.map((s) => s.id).sort())
    expect(Object.values(empty.width).every((w) => w === MIN_WIDTH)).toBe(true)
    expect(Object.values(empty.leave).every((l) => l.entered === 0 && l.left === 0 && l.share === 0)).toBe(
      true,
    )
  })

  it('keeps left between 0 and entered when counts disagree (a period cut through a journey)', () => {
    const odd = dropOffOf({ states: { 'f.start': 5 }, transitions: { [key('f.start', 'NEXT')]: 50 } }, chart)
    expect(odd.leave['f.start']).toEqual({ entered: 5, left: 0, share: 0 })
  })
})
