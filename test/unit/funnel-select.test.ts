import { describe, expect, it } from 'vitest'
import type { Question } from '../../api/contract/questions'
import { funnelSelection } from '../../views/checkout/default-journey-effects'

const option = (id: number, key: string, text: string) =>
  ({ id, key, text, consequence: 'none', price_factor: '1.00', explanation_required: false }) as const
const question = (type: Question['type'], options: Question['options'] = []): Question => ({
  id: 13,
  product: 5,
  group: 'normal',
  type,
  key: 'claims_last_5_years',
  text: 'Heb je de afgelopen vijf jaar schade geclaimd?',
  help: null,
  options,
  order: 1,
  user_answer: null,
  user_answer_detail: null,
})

describe('funnel_select', () => {
  it('names the question and the key of the option chosen, never its words', () => {
    const choice = question('single', [option(131, 'no', 'Nee'), option(132, 'yes', 'Ja')])
    expect(funnelSelection(choice, { option: 132 })).toEqual({
      product: 5,
      question_key: 'claims_last_5_years',
      question_type: 'single',
      answer: 'yes',
    })
    const multi = question('multi', [option(1, 'tools', 'Gereedschap'), option(2, 'van', 'Bus')])
    expect(funnelSelection(multi, { multi_select_options: [2, 1] }).answer).toEqual(['van', 'tools'])
  })

  it('never carries a typed answer: a date, an amount, a number or a text', () => {
    for (const [type, value] of [
      ['date', { date_value: '1990-02-28' }],
      ['money', { money_value: '120000' }],
      ['number', { float_value: 2 }],
      ['text', { text_value: 'Ada de Vries, Damrak 7' }],
    ] as const)
      expect(funnelSelection(question(type), value)).toEqual({
        product: 5,
        question_key: 'claims_last_5_years',
        question_type: type,
      })
  })
})
