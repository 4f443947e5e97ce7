import type { CartItem, FlowType } from '../../api/contract/cart'
import type { FlowMode, StepKey } from '../../machines/journey-protocol'

export type { StepKey }

/** One segment of the steps bar: its share of the bar in percent, on desktop and on mobile. */
export interface StepSegment {
  key: StepKey
  width: number
  mobileWidth: number
}

export type StepsFlow = 'aov' | 'aovActure' | 'calculator' | 'carConsumer' | 'default'

const even = (keys: StepKey[], widths: number[], mobile?: number[]): StepSegment[] =>
  keys.map((key, i) => ({ key, width: widths[i]!, mobileWidth: (mobile ?? widths)[i]! }))

/** The steps of each flow and their widths (core §2 / forms §2 step indicators). */
export const STEPS: Record<StepsFlow, StepSegment[]> = {
  aov: even(['insurance', 'knowledgeTest', 'medicalHistory', 'checkout'], [25, 25, 25, 25]),
  calculator: even(['insurance', 'calculate', 'result'], [30, 50, 20]),
  carConsumer: even(
    ['consumerPremium', 'consumerUserInfo', 'consumerFormalities', 'consumerPayment'],
    [30, 30, 20, 20],
    [25, 25, 25, 25],
  ),
  default: even(['insurance', 'personalise', 'checkout'], [30, 50, 20]),
  aovActure: [],
}

/** Which steps bar a page shows: calculator mode first, then the flow being checked out. */
export function stepsFlowOf(
  mode: FlowMode,
  currentFlow: FlowType,
  checkoutItems: readonly CartItem[],
): StepsFlow {
  if (mode === 'calculator') return 'calculator'
  if (currentFlow === 'car' || currentFlow === 'consumer') return 'carConsumer'
  if (currentFlow === 'aov') {
    const acture =
      checkoutItems.length > 0 && checkoutItems.every((i) => i.insurance_product.type === 'aov_acture')
    return acture ? 'aovActure' : 'aov'
  }
  return 'default'
}

/**
 * Steps a flow shows as another of its own: income protection's company, personal and address forms
 * (the default flow's personalise step) are part of its checkout step.
 */
const STEP_ALIASES: Partial<Record<StepsFlow, Partial<Record<StepKey, StepKey>>>> = {
  aov: { personalise: 'checkout' },
  // The calculator's price questions are its calculate step.
  calculator: { personalise: 'calculate' },
}

/**
 * The index of the current segment. The current step starts at insurance (core §2); in the car and
 * consumer flow insurance is its first step, the premium; a step the flow does not have counts as the last.
 */
export function currentStepIndex(flow: StepsFlow, step: StepKey | null): number {
  const segments = STEPS[flow]
  if (!step || step === 'insurance') return 0
  const key = STEP_ALIASES[flow]?.[step] ?? step
  const index = segments.findIndex((s) => s.key === key)
  if (index >= 0) return index
  return step === 'result' ? segments.length - 1 : 0
}
