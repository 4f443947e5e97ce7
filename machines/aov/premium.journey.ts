import type { AovPremium } from '../../api/contract/aov'
import { failureOf } from '../../api/contract/failure'
import { defineJourney, doneEvent as done, errorEvent as fail } from '../graph/journey'
import { premiumMachine } from './premium.machine'

/** What the server answers for the medium preset at 35 in risk class 1 (the worked example in docs/pricing.md). */
export const SAMPLE_PREMIUM: AovPremium = {
  monthly_premium: '118.56',
  monthly_net: '97.98',
  insurance_tax: '20.58',
  insured: { monthly_benefit: '3000.00', yearly_benefit: '36000.00' },
  options: {
    covered_income: '45000',
    benefit_duration: '5_years',
    own_risk_days: 30,
    indexation: true,
    burnout: true,
  },
  medical_loading: false,
}

export const premiumJourney = defineJourney({
  id: 'premium',
  title: 'Income protection: premium options and review',
  description:
    'Presets short, medium and large, or each choice (covered income, benefit duration, own risk, indexation, burn-out) changed; the server prices every change, per month with insurance tax. The customer reviews premium and insured amounts, then confirms.',
  machine: premiumMachine,
  inputs: [{ product: 1, birthDate: '1990-02-28' }],
  events: [
    done('calculatePremium', SAMPLE_PREMIUM),
    fail('calculatePremium', failureOf(null, true)),
    { type: 'user.choosePreset', preset: 'large' },
    { type: 'user.changeOptions', options: { covered_income: '60000' } },
    { type: 'user.review' },
    { type: 'user.back' },
    { type: 'user.confirm' },
    { type: 'user.retry' },
  ],
  contextKey: (s) => [s.context.preset, s.context.premium !== null, s.context.failure !== null],
  limit: 2000,
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.calculatePremium') return 'The server prices the choices'
    if (event.type === 'xstate.error.actor.calculatePremium') return 'Pricing fails'
    return undefined
  },
})
