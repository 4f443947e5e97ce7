import { describe, expect, it } from 'vitest'
import type { CartItem } from '../../api/contract/cart'
import { currentStepIndex, STEPS, stepsFlowOf } from '../../views/funnel/steps'

const item = (type: string) => ({ id: 1, insurance_product: { type } }) as unknown as CartItem

describe('steps bar', () => {
  it('has the widths of the spec per flow, each bar summing to 100%', () => {
    expect(STEPS.aov.map((s) => s.width)).toEqual([25, 25, 25, 25])
    expect(STEPS.calculator.map((s) => [s.key, s.width])).toEqual([
      ['insurance', 30],
      ['calculate', 50],
      ['result', 20],
    ])
    expect(STEPS.carConsumer.map((s) => s.width)).toEqual([30, 30, 20, 20])
    expect(STEPS.carConsumer.map((s) => s.mobileWidth)).toEqual([25, 25, 25, 25])
    expect(STEPS.default.map((s) => [s.key, s.width])).toEqual([
      ['insurance', 30],
      ['personalise', 50],
      ['checkout', 20],
    ])
    expect(STEPS.aovActure).toEqual([])
    for (const segments of Object.values(STEPS).filter((s) => s.length)) {
      expect(segments.reduce((sum, s) => sum + s.width, 0)).toBe(100)
      expect(segments.reduce((sum, s) => sum + s.mobileWidth, 0)).toBe(100)
    }
  })

  it('picks the bar from the mode and the flow being checked out', () => {
    expect(stepsFlowOf('calculator', 'car', [item('car')])).toBe('calculator')
    expect(stepsFlowOf('default', 'car', [item('car')])).toBe('carConsumer')
    expect(stepsFlowOf('default', 'consumer', [item('allianz_content')])).toBe('carConsumer')
    expect(stepsFlowOf('default', 'aov', [item('aov'), item('aov_acture')])).toBe('aov')
    expect(stepsFlowOf('default', 'aov', [item('aov_acture')])).toBe('aovActure')
    expect(stepsFlowOf('default', 'normal', [])).toBe('default')
  })

  it('starts at insurance, which is the premium step of the car flow', () => {
    expect(currentStepIndex('default', null)).toBe(0)
    expect(currentStepIndex('carConsumer', 'insurance')).toBe(0)
    expect(currentStepIndex('default', 'personalise')).toBe(1)
    expect(currentStepIndex('aov', 'medicalHistory')).toBe(2)
    // Income protection's company, personal and address forms belong to its checkout step.
    expect(currentStepIndex('aov', 'knowledgeTest')).toBe(1)
    expect(currentStepIndex('aov', 'personalise')).toBe(3)
    expect(currentStepIndex('calculator', 'result')).toBe(2)
    expect(currentStepIndex('default', 'result')).toBe(2)
  })
})
