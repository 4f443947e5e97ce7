// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cartList,
  FLOW_ORDER,
  flowOf,
  groupItems,
  needsDisclaimer,
  nextCheckoutStep,
  type GroupableItem,
} from '../../machines/checkout/grouping'

const item = (id: number, type: string): GroupableItem => ({ id, insurance_product: { type } })
const TYPES = [
  'car',
  'allianz_liability',
  'allianz_building',
  'allianz_content',
  'aov',
  'aov_acture',
  'liability',
  'death_risk',
]

describe('checkout grouping (core §4)', () => {
  it('groups by product type', () => {
    expect(TYPES.map(flowOf)).toEqual([
      'car',
      'consumer',
      'consumer',
      'consumer',
      'aov',
      'aov',
      'normal',
      'normal',
    ])
  })

  it('takes the first non-empty group in priority order and empties it in the remainder', () => {
    const groups = groupItems([item(1, 'liability'), item(2, 'aov'), item(3, 'allianz_content')])
    const first = nextCheckoutStep(groups)!
    expect(first.currentFlow).toBe('consumer')
    expect(first.checkoutItems.map((i) => i.id)).toEqual([3])
    const second = nextCheckoutStep(first.remaining)!
    expect(second.currentFlow).toBe('aov')
    const third = nextCheckoutStep(second.remaining)!
    expect(third.currentFlow).toBe('normal')
    expect(nextCheckoutStep(third.remaining)).toBeNull()
  })

  it('shows the disclaimer only when more than one group has items', () => {
    expect(needsDisclaimer(groupItems([item(1, 'aov'), item(2, 'aov_acture')]))).toBe(false)
    expect(needsDisclaimer(groupItems([item(1, 'aov'), item(2, 'car')]))).toBe(true)
  })

  it('lists checkout items first and marks them; a consumer item marks them all', () => {
    const items = [item(1, 'liability'), item(2, 'aov'), item(3, 'allianz_content')]
    expect(cartList(items, [items[1]!]).map((i) => [i.id, i.inCheckoutCart])).toEqual([
      [2, true],
      [1, false],
      [3, false],
    ])
    expect(cartList(items, [items[2]!]).every((i) => i.inCheckoutCart)).toBe(true)
  })

  it('checks every item out exactly once, group by group, in priority order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TYPES), { maxLength: 20 }), (picked) => {
        const items = picked.map((type, id) => item(id, type))
        const seen: number[] = []
        const flows: string[] = []
        let step = nextCheckoutStep(groupItems(items))
        while (step) {
          flows.push(step.currentFlow)
          seen.push(...step.checkoutItems.map((i) => i.id))
          step = nextCheckoutStep(step.remaining)
        }
        expect(seen.sort((a, b) => a - b)).toEqual(items.map((i) => i.id))
        expect(flows).toEqual(FLOW_ORDER.filter((f) => flows.includes(f)))
        expect(new Set(flows).size).toBe(flows.length)
      }),
    )
  })
})
