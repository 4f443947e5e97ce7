// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { authMachine } from '../../machines/auth/auth.machine'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import { chartOf, eventLabel, type Chart } from '../../machines/graph/structure'
import { layoutChart, type Box, type ChartLayout, type Point } from '../../views/journeys/chart-layout'

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5
const touches = (p: Point, box: Box) =>
  p.x >= box.x - 1 && p.x <= box.x + box.width + 1 && p.y >= box.y - 1 && p.y <= box.y + box.height + 1

describe.each([
  ['auth', authMachine],
  ['checkout', checkoutMachine],
] as const)('the %s chart laid out', (_, machine) => {
  const chart: Chart = chartOf(machine)
  let layout: ChartLayout
  const box = (id: string) => layout.nodes.find((n) => n.id === id)!

  it('lays out in under 2 s', async () => {
    const start = performance.now()
    layout = await layoutChart(chart)
    expect(performance.now() - start).toBeLessThan(2000)
    expect(layout.width).toBeGreaterThan(0)
    expect(layout.height).toBeGreaterThan(0)
  })

  it('gives every state a box, within its parent’s', () => {
    expect(layout.nodes.map((n) => n.id).sort()).toEqual(chart.states.map((s) => s.id).sort())
    for (const node of layout.nodes) {
      expect(node.width, node.id).toBeGreaterThan(0)
      expect(node.height, node.id).toBeGreaterThan(0)
      expect(node.texts[0]?.text).toBe(node.state.key)
      if (node.state.parent) expect(inside(node, box(node.state.parent)), node.id).toBe(true)
      else expect(inside(node, { x: 0, y: 0, width: layout.width, height: layout.height })).toBe(true)
    }
  })

  it('draws every transition with targets as a labelled edge from its source to each target', () => {
    for (const transition of chart.transitions.filter((t) => t.targets.length > 0)) {
      for (const target of transition.targets) {
        const edge = layout.edges.find((e) => e.key === transition.key && e.target === target)
        expect(edge, `${transition.key} → ${target}`).toBeDefined()
        expect(edge!.points.length).toBeGreaterThanOrEqual(2)
        expect(touches(edge!.points.at(-1)!, box(target)), `${transition.key} ends at ${target}`).toBe(true)
        expect(touches(edge!.points[0]!, box(transition.source)), `${transition.key} starts`).toBe(true)
        expect(edge!.label.text).toContain(eventLabel(transition.event))
        expect(edge!.label.width).toBeGreaterThan(0)
        expect(edge!.label.height).toBeGreaterThan(0)
      }
    }
  })

  it('lists each transition without a target inside its state', () => {
    const targetless = chart.transitions.filter((t) => t.targets.length === 0)
    expect(layout.chips.map((c) => c.key).sort()).toEqual(targetless.map((t) => t.key).sort())
    for (const chip of layout.chips) expect(inside(chip.label, box(chip.transition.source))).toBe(true)
  })

  it('starts each compound state at an initial dot inside it', () => {
    const compounds = chart.states.filter((s) => s.initial)
    expect(layout.initials.map((i) => i.state).sort()).toEqual(compounds.map((s) => s.id).sort())
    for (const initial of layout.initials) {
      const dot = { x: initial.x - initial.radius, y: initial.y - initial.radius, width: 0, height: 0 }
      expect(inside(dot, box(initial.state))).toBe(true)
      const initialChild = chart.states.find((s) => s.id === initial.state)!.initial!
      expect(touches(initial.points.at(-1)!, box(initialChild))).toBe(true)
    }
  })
})

describe('root-level transitions', () => {
  it('leave the checkout root from inside it, towards its children', async () => {
    const layout = await layoutChart(chartOf(checkoutMachine))
    const fromRoot = layout.edges.filter((e) => e.transition.source === 'checkout')
    expect(fromRoot.map((e) => e.transition.event).sort()).toEqual(
      ['cart.continue', 'cart.itemRemoved', 'entry.csc'].sort(),
    )
    for (const edge of fromRoot) expect(edge.anywhere).toBe(true)
    const idle = layout.nodes.find((n) => n.id === 'checkout.idle')!
    const clearing = layout.nodes.find((n) => n.id === 'checkout.clearing')!
    // The chart reads as the machine is written: the initial state on top, clearing at the bottom.
    expect(idle.y).toBeLessThan(clearing.y)
  })
})
