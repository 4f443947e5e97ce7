// @vitest-environment node
/**
 * Only possible paths (issue 22 point 3): every registered journey's generated paths (all of them, not
 * only the covering ones) hold no step its screen could not produce in that state with that context.
 */
import { describe, expect, it } from 'vitest'
import type { CartItem } from '../../api/contract/cart'
import { journeyById, journeys } from '../../machines'
import { ONE_OF_EACH } from '../../machines/checkout/checkout.journey'
import { generatePaths, type JourneyPath } from '../../machines/graph/paths'
import { chartOf } from '../../machines/graph/structure'

const generated = new Map(journeys.map((j) => [j.id, generatePaths(j)]))
const pathsOf = (id: string) => generated.get(id)!.paths
const leafOf = (states: string[]) => states[states.length - 1]!

/** The steps of a path with the active states each was sent in. */
const stepsWithSource = (path: JourneyPath) =>
  path.steps.map((step, i) => ({ ...step, before: i === 0 ? path.start : path.steps[i - 1]!.states }))

/**
 * What a result screen (meta step `result`, or the `/result` route) offers: its buttons and the outcomes
 * of what they started. Any other event there would continue a journey that is done.
 */
const OFFERED_ON_RESULT: Record<string, string[]> = {
  // "Back to the products" on the result page; a deletion from the products' cart panel (reached by the
  // header) of an item not taken out, which the checkout only forgets.
  checkout: ['user.cancel', 'cart.itemRemoved'],
  // The calculator's result: mail the summary (and its outcome), recalculate, take out, leave.
  calculator: [
    'user.mailSummary',
    'xstate.done.actor.mailSummary',
    'xstate.error.actor.mailSummary',
    'user.recalculate',
    'user.takeOut',
    'user.leave',
  ],
}

/** The cart as the checkout's path has it: what the server last prepared, less what was deleted since. */
function cartSteps(path: JourneyPath) {
  let cart: number[] = []
  return path.steps.map((step) => {
    const before = [...cart]
    if (step.event.type === 'xstate.done.actor.prepareCheckout')
      cart = ((step.event.output as { items: CartItem[] }).items ?? []).map((i) => i.id)
    if (step.event.type === 'cart.itemRemoved') cart = cart.filter((id) => id !== step.event.id)
    return { step, cart: before }
  })
}

describe('the checkout’s paths (the issue’s impossible examples)', () => {
  const paths = pathsOf('checkout')
  const removals = paths.flatMap((path) =>
    cartSteps(path).filter(({ step }) => step.event.type === 'cart.itemRemoved'),
  )

  it('deletes items: some path deletes each product while it is in the cart', () => {
    for (const item of Object.values(ONE_OF_EACH))
      expect(removals.some(({ step }) => step.event.id === item.id)).toBe(true)
  })

  it('never deletes the car insurance from a cart holding only contents insurance (path 4)', () => {
    const onlyContents = [ONE_OF_EACH.consumer.id]
    const bad = removals.filter(
      ({ step, cart }) => step.event.id === ONE_OF_EACH.car.id && String(cart) === String(onlyContents),
    )
    expect(bad).toEqual([])
  })

  it('never deletes an item twice (path 2)', () => {
    const twice = paths.filter((path) => {
      let deleted: unknown[] = []
      return path.steps.some(({ event }) => {
        if (event.type === 'xstate.done.actor.prepareCheckout') deleted = []
        if (event.type !== 'cart.itemRemoved') return false
        if (deleted.includes(event.id)) return true
        deleted.push(event.id)
        return false
      })
    })
    expect(twice.map((p) => p.steps.map((s) => s.event.type))).toEqual([])
  })

  it('never carries on after the final result (path 1): only the result page’s own ways on', () => {
    const after = paths.flatMap((path) =>
      stepsWithSource(path)
        .filter((s) => leafOf(s.before) === 'checkout.result')
        .map((s) => s.event.type),
    )
    expect(after).toContain('user.cancel')
    expect(after.filter((type) => !OFFERED_ON_RESULT.checkout!.includes(type))).toEqual([])
    expect(after).not.toContain('entry.csc')
  })

  it('never deletes an item that is not in the cart at that step', () => {
    expect(removals.filter(({ step, cart }) => !cart.includes(step.event.id as number))).toEqual([])
  })
  it('never deletes from the cart what a group of the checkout took out (a purchase takes it out)', () => {
    const flowOfId = new Map(Object.entries(ONE_OF_EACH).map(([flow, item]) => [(item as CartItem).id, flow]))
    for (const path of pathsOf('checkout')) {
      const takenOut = new Set<string>()
      let flow: string | null = null
      for (const step of stepsWithSource(path)) {
        const journeyState = step.before.find((s) => s.startsWith('checkout.journey.'))
        if (journeyState) flow = journeyState.slice('checkout.journey.'.length).split('.')[0]!
        const output = (step.event as { output?: { status?: string } }).output
        if (step.event.type === 'xstate.done.actor.journey' && output?.status === 'done' && flow)
          takenOut.add(flow)
        if (step.event.type === 'cart.itemRemoved') {
          const removed = flowOfId.get((step.event as unknown as { id: number }).id)
          expect(takenOut.has(removed ?? ''), `${removed} deleted after it was taken out`).toBe(false)
        }
      }
    }
  })
})

describe.each(journeys.map((j) => [j.id]))('%s: only possible steps', (id) => {
  const journey = journeyById(id)!
  const chart = chartOf(journey.machine)
  const resultStates = new Set(
    chart.states.filter((s) => s.step === 'result' || s.route?.startsWith('/result')).map((s) => s.id),
  )
  const finals = new Set(
    chart.states.filter((s) => s.type === 'final' && s.parent === chart.root).map((s) => s.id),
  )

  it('takes no event once the journey is done (a final state of the machine)', () => {
    const after = pathsOf(id).flatMap((path) =>
      stepsWithSource(path).filter((s) => s.before.some((state) => finals.has(state))),
    )
    expect(after.map((s) => `${leafOf(s.before)} --${s.event.type}`)).toEqual([])
  })

  it('takes on a result screen only what the screen offers', () => {
    const offered = OFFERED_ON_RESULT[id] ?? []
    const after = pathsOf(id).flatMap((path) =>
      stepsWithSource(path)
        .filter((s) => s.before.some((state) => resultStates.has(state)))
        .filter((s) => !offered.includes(s.event.type)),
    )
    expect(after.map((s) => `${leafOf(s.before)} --${s.event.type}`)).toEqual([])
  })

  it('deletes from the cart only an item the cart holds at that step', () => {
    const bad = pathsOf(id).flatMap((path) =>
      cartSteps(path).filter(
        ({ step, cart }) => step.event.type === 'cart.itemRemoved' && !cart.includes(step.event.id as number),
      ),
    )
    expect(bad).toEqual([])
  })
})
