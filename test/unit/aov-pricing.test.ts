// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AOV_PRESETS,
  aovOptionsSchema,
  BENEFIT_DURATIONS,
  bmi,
  bmiOutOfRange,
  MEDICAL_QUESTION_KEYS,
  OWN_RISK_DAYS,
  type AovOptions,
  type MedicalAnswers,
} from '../../api/contract/aov'
import {
  ageFactor,
  ageOn,
  aovBenefitCents,
  aovNetCents,
  aovPremiumCents,
  aovQuote,
  MEDICAL_LOADING,
  type AovPriceInput,
} from '../../api/server/products/aov-pricing'
import { MEDICAL_ACTIONS, medicalReview } from '../../api/server/products/aov-review'
import type { RiskClass } from '../../api/server/products/pricing'

const options = fc.record({
  covered_income: fc.integer({ min: 1, max: 125_000 }),
  benefit_duration: fc.constantFrom(...BENEFIT_DURATIONS),
  own_risk_days: fc.constantFrom(...OWN_RISK_DAYS),
  indexation: fc.boolean(),
  burnout: fc.boolean(),
})
const input: fc.Arbitrary<AovPriceInput> = fc.record({
  options,
  age: fc.integer({ min: 18, max: 57 }),
  riskClass: fc.constantFrom<RiskClass>(1, 2, 3, 4),
  medicalLoading: fc.boolean(),
})
const net = aovNetCents
/** `change` never makes the premium lower. */
const neverCheaper = (change: (i: AovPriceInput) => AovPriceInput) =>
  fc.assert(fc.property(input, (i) => net(change(i)) >= net(i)))
const withOptions = (i: AovPriceInput, o: Partial<AovOptions>) => ({ ...i, options: { ...i.options, ...o } })
const parsed = (preset: keyof typeof AOV_PRESETS) => aovOptionsSchema.parse(AOV_PRESETS[preset])

describe('the income-protection premium', () => {
  it('prices the worked examples of docs/pricing.md', () => {
    const medium = { options: parsed('medium'), age: 35, riskClass: 1 as const }
    // 45,000 × 2‰ = 90.00; × 0.90 (5 years) × 1.08 × 1.12 = 97.9776 -> 97.98; + 21% = 118.56
    expect(aovPremiumCents(medium)).toEqual({ net: 9798, tax: 2058, gross: 11856 })
    // 30,000 × 2‰ = 60.00; × 0.8 (age 25) × 1.6 (class 3) × 0.8 (90 days) × 0.75 (2 years) = 46.08
    expect(aovNetCents({ options: parsed('short'), age: 25, riskClass: 3 })).toBe(4608)
    // 60,000 × 2‰ = 120.00 × 2.2 (age 57) × 2.1 × 1.25 × 1 × 1.08 × 1.12 = 838.2528 -> 838.25
    expect(aovNetCents({ options: parsed('large'), age: 57, riskClass: 4 })).toBe(83825)
    // 1 euro: 0.002 a month rounds to 0 cents.
    expect(aovNetCents({ ...medium, options: { ...medium.options, covered_income: 1 } })).toBe(0)
  })

  it('is never cheaper with more income, a shorter own risk, more age, a higher class or an option on', () => {
    neverCheaper((i) =>
      withOptions(i, { covered_income: Math.min(125_000, i.options.covered_income + 1 + (i.age % 7) * 997) }),
    )
    const shorter = { 14: 14, 30: 14, 90: 30, 365: 90 } as const
    neverCheaper((i) => withOptions(i, { own_risk_days: shorter[i.options.own_risk_days] }))
    const longer = { '2_years': '5_years', '5_years': 'until_67', until_67: 'until_67' } as const
    neverCheaper((i) => withOptions(i, { benefit_duration: longer[i.options.benefit_duration] }))
    neverCheaper((i) => ({ ...i, age: Math.min(57, i.age + 1) }))
    neverCheaper((i) => ({ ...i, riskClass: Math.min(4, i.riskClass + 1) as RiskClass }))
    neverCheaper((i) => withOptions(i, { indexation: true }))
    neverCheaper((i) => withOptions(i, { burnout: true }))
  })

  it('adds the medical loading of 1.25 as one more factor, rounded once', () => {
    expect(MEDICAL_LOADING).toBe(1.25)
    const medium = { options: parsed('medium'), age: 35, riskClass: 1 as const }
    // 97.9776 × 1.25 = 122.472 -> 122.47; + 21% = 148.1887 -> 148.19
    expect(aovPremiumCents({ ...medium, medicalLoading: true })).toEqual({
      net: 12247,
      tax: 2572,
      gross: 14819,
    })
    expect(aovPremiumCents({ ...medium, medicalLoading: false })).toEqual(aovPremiumCents(medium))
    neverCheaper((i) => ({ ...i, medicalLoading: true }))
    fc.assert(
      fc.property(input, (i) => {
        // Each premium is rounded once, so the loaded one is 1.25 × the other within 0.5 + 1.25 × 0.5 cents.
        const plain = net({ ...i, medicalLoading: false })
        expect(Math.abs(net({ ...i, medicalLoading: true }) - plain * MEDICAL_LOADING)).toBeLessThanOrEqual(
          1.125,
        )
      }),
    )
  })

  it('answers the quote as the routes do: money strings, the options as digits, whether the loading applied', () => {
    const medium = { options: parsed('medium'), age: 35, riskClass: 1 as const }
    expect(aovQuote(medium)).toEqual({
      net: 9798,
      gross: 11856,
      premium: {
        monthly_premium: '118.56',
        monthly_net: '97.98',
        insurance_tax: '20.58',
        insured: { monthly_benefit: '3000.00', yearly_benefit: '36000.00' },
        options: AOV_PRESETS.medium,
        medical_loading: false,
      },
    })
    expect(aovQuote({ ...medium, medicalLoading: true }).premium).toMatchObject({
      monthly_premium: '148.19',
      monthly_net: '122.47',
      insurance_tax: '25.72',
      medical_loading: true,
    })
  })

  it('adds 21% tax, so gross = net + tax', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { net, tax, gross } = aovPremiumCents(i)
        expect(gross).toBe(net + tax)
        expect(Math.abs(tax - net * 0.21)).toBeLessThanOrEqual(0.5)
      }),
    )
  })

  it('prices the presets short < medium < large for every age and class', () => {
    fc.assert(
      fc.property(input, ({ age, riskClass }) => {
        const [s, m, l] = (['short', 'medium', 'large'] as const).map((p) =>
          net({ options: parsed(p), age, riskClass }),
        )
        expect(s).toBeLessThan(m!)
        expect(m).toBeLessThan(l!)
      }),
    )
  })

  it('insures 80% of the income: a twelfth of it a month, rounded half-up', () => {
    expect(aovBenefitCents(45_000)).toEqual({ yearly: 3_600_000, monthly: 300_000 })
    expect(aovBenefitCents(1)).toEqual({ yearly: 80, monthly: 7 }) // 6.67 cents
    expect(aovBenefitCents(125_000)).toEqual({ yearly: 10_000_000, monthly: 833_333 })
  })

  it('counts age in whole years and bands it', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35)
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36)
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17)
    expect([18, 29, 30, 39, 40, 45, 50, 55, 57].map(ageFactor)).toEqual([
      0.8, 0.8, 1, 1, 1.25, 1.5, 1.85, 2.2, 2.2,
    ])
  })
})

const allNo = Object.fromEntries(MEDICAL_QUESTION_KEYS.map((k) => [k, false])) as MedicalAnswers
const yes = (...keys: (keyof MedicalAnswers)[]) => ({
  ...allNo,
  ...Object.fromEntries(keys.map((k) => [k, true])),
})

describe('the medical review', () => {
  it('approves all no with an allowed business form', () => {
    for (const form of ['sole_trader', 'general_partnership'] as const)
      expect(medicalReview(allNo, form)).toEqual({
        medical_mode: 'none',
        review_action: 'approve',
        reasons: [],
      })
  })

  it('drops out hard for another business form, without medical underwriting', () => {
    for (const form of ['private_limited', 'other'] as const)
      expect(medicalReview(allNo, form)).toEqual({
        medical_mode: 'none',
        review_action: 'hard_drop_out',
        reasons: ['business_form'],
      })
  })

  it.each(MEDICAL_QUESTION_KEYS.map((k) => [k, MEDICAL_ACTIONS[k]]))('%s yes: %s', (key, action) => {
    expect(medicalReview(yes(key), 'sole_trader')).toEqual({
      medical_mode: 'medical_underwriting',
      review_action: action,
      reasons: [key],
    })
  })

  it('takes the most severe action and names what decided it', () => {
    expect(medicalReview(yes('diabetes', 'psychological_complaints'), 'sole_trader').review_action).toBe(
      'drop_out',
    )
    expect(medicalReview(yes('serious_illness', 'diabetes'), 'other')).toEqual({
      medical_mode: 'medical_underwriting',
      review_action: 'hard_drop_out',
      reasons: ['serious_illness', 'business_form'],
    })
    expect(medicalReview(yes('diabetes', 'hearing_or_vision'), 'sole_trader').reasons).toEqual([
      'diabetes',
      'hearing_or_vision',
    ])
  })

  it('treats the serious illness as a hard drop-out and current incapacity as a reject', () => {
    expect(MEDICAL_ACTIONS.serious_illness).toBe('hard_drop_out')
    expect(MEDICAL_ACTIONS.currently_unfit_for_work).toBe('reject')
    expect(MEDICAL_QUESTION_KEYS).toHaveLength(14)
  })
})

describe('BMI', () => {
  it('is weight / height² to one decimal, out of range below 18 or above 33', () => {
    expect(bmi(180, 75)).toBe(23.1)
    expect(bmi(200, 50)).toBe(12.5)
    expect(bmiOutOfRange(bmi(200, 50))).toBe(true)
    expect(bmiOutOfRange(bmi(160, 100))).toBe(true) // 39.1
    expect(bmiOutOfRange(18)).toBe(false)
    expect(bmiOutOfRange(33)).toBe(false)
    expect(bmiOutOfRange(17.9)).toBe(true)
    expect(bmiOutOfRange(33.1)).toBe(true)
  })
})
