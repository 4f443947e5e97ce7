import { describe, expect, it } from 'vitest'
import { isPriceSetting, isPricedInOwnStep } from '../../api/contract/calculator'
import { EMPTY_ANSWER, type Question } from '../../api/contract/questions'
import { answerText, factorsOf } from '../../api/server/calculator/summary'

const option = (id: number, text: string, consequence = 'none') =>
  ({ id, key: `o${id}`, text, consequence, price_factor: '1.00' }) as Question['options'][number]
const question = (
  id: number,
  group: Question['group'],
  type: Question['type'],
  options: Question['options'] = [],
) =>
  ({
    id,
    product: 1,
    group,
    type,
    key: `q${id}`,
    text: `Vraag ${id}?`,
    help: null,
    options,
    order: id,
    user_answer: null,
    user_answer_detail: null,
  }) as Question
const answered = (q: Question, value: Partial<typeof EMPTY_ANSWER>): Question => ({
  ...q,
  user_answer: { ...EMPTY_ANSWER, ...value, id: 1, question: q.id, override: false },
})

describe('the calculator’s rules', () => {
  it('leaves car, device, home and income protection to their own step', () => {
    for (const type of [
      'car',
      'device',
      'allianz_liability',
      'allianz_building',
      'allianz_content',
      'aov',
      'aov_acture',
    ])
      expect(isPricedInOwnStep(type), type).toBe(true)
    for (const type of ['business_liability', 'professional_liability', 'death_risk'])
      expect(isPricedInOwnStep(type), type).toBe(false)
  })

  it('counts price questions and price-raising ones as what sets the premium', () => {
    expect(isPriceSetting(question(1, 'price', 'single'))).toBe(true)
    expect(isPriceSetting(question(2, 'normal', 'single', [option(1, 'Ja', 'price_increase')]))).toBe(true)
    expect(isPriceSetting(question(3, 'normal', 'single', [option(1, 'Ja', 'hard_drop_out')]))).toBe(false)
    expect(isPriceSetting(question(4, 'extra_coverage', 'single', [option(1, 'Ja', 'price_increase')]))).toBe(
      false,
    )
  })

  it('words an answer as the customer gave it, in the language', () => {
    const single = question(1, 'price', 'single', [option(11, 'Tot € 100.000'), option(12, 'Meer')])
    expect(answerText(answered(single, { option: 11 }), 'nl')).toBe('Tot € 100.000')
    const multi = question(2, 'price', 'multi', [option(21, 'A'), option(22, 'B')])
    expect(answerText(answered(multi, { multi_select_options: [21, 22] }), 'nl')).toBe('A, B')
    const money = question(3, 'price', 'money')
    expect(answerText(answered(money, { money_value: '125000.00' }), 'nl')).toMatch(/^€\s125\.000$/)
    const date = question(4, 'price', 'date')
    expect(answerText(answered(date, { date_value: '1990-02-28' }), 'nl')).toBe('28-02-1990')
    expect(answerText(answered(date, { date_value: '1990-02-28' }), 'de')).toBe('28.02.1990')
    expect(answerText(single, 'nl')).toBeNull()
  })

  it('is complete only when every price-setting question is answered', () => {
    const a = question(1, 'price', 'single', [option(11, 'Laag')])
    const b = question(2, 'normal', 'single', [option(21, 'Ja', 'price_increase'), option(22, 'Nee')])
    const other = question(3, 'normal', 'text')
    expect(factorsOf([answered(a, { option: 11 }), b, other], 'nl')).toEqual({
      factors: [{ question: 'Vraag 1?', answer: 'Laag' }],
      complete: false,
    })
    expect(factorsOf([answered(a, { option: 11 }), answered(b, { option: 22 }), other], 'nl').complete).toBe(
      true,
    )
  })
})
