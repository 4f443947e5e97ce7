import { describe, expect, it } from 'vitest'
import { currentStepIndex, STEPS, stepsFlowOf } from '../../views/funnel/steps'

describe('the calculator’s steps bar (core §2: insurance 30, calculate 50, result 20)', () => {
  it('has three steps of 30, 50 and 20 percent, whatever is in the cart', () => {
    expect(STEPS.calculator.map((s) => [s.key, s.width, s.mobileWidth])).toEqual([
      ['insurance', 30, 30],
      ['calculate', 50, 50],
      ['result', 20, 20],
    ])
    expect(stepsFlowOf('calculator', 'aov', [])).toBe('calculator')
  })

  it('advances through all three: the price questions (the question flow’s personalise) are calculate', () => {
    expect(currentStepIndex('calculator', 'insurance')).toBe(0)
    expect(currentStepIndex('calculator', 'personalise')).toBe(1)
    expect(currentStepIndex('calculator', 'calculate')).toBe(1)
    expect(currentStepIndex('calculator', 'result')).toBe(2)
    // The default flow keeps its own personalise step.
    expect(currentStepIndex('default', 'personalise')).toBe(1)
  })
})
