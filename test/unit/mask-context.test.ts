import { describe, expect, it } from 'vitest'
import { MASK, maskContext } from '../../views/journeys/mask'

describe('live mode masking', () => {
  it('hides e-mail, IBAN, tokens, answers and medical data wherever they are', () => {
    const masked = maskContext(
      {
        tokens: { access: 'a', refresh: 'r' },
        user: { id: 3, email: 'a@b.nl', first_name: 'Ada', payment: { iban: 'NL91ABNA0417164300' } },
        answers: [{ question: 1, value: 'yes' }],
        medicalAnswers: { smoker: true },
        currentFlow: 'aov',
        failure: null,
        items: [{ id: 1, insurance_product: { name: 'AOV', price: '12.00' } }],
      },
      ['user'],
    )
    expect(masked).toEqual({
      tokens: MASK,
      user: MASK,
      answers: MASK,
      medicalAnswers: MASK,
      currentFlow: 'aov',
      failure: null,
      items: [{ id: 1, insurance_product: { name: 'AOV', price: '12.00' } }],
    })
  })

  it('masks nested fields by name when the journey does not list the parent', () => {
    expect(maskContext({ user: { id: 3, email: 'a@b.nl', address: { street: 'x' } } })).toEqual({
      user: { id: 3, email: MASK, address: MASK },
    })
  })

  it('hides the values of a cart item’s list (address, licence plate, income) and text that looks personal', () => {
    const item = {
      id: 7,
      insurance_product: { name: 'Autoverzekering', price: '31.20' },
      list_items: [
        { label: 'Kenteken', value: '12-ABC-3', type: 'text' },
        { label: 'Verzekerd jaarinkomen', value: '54000.00', type: 'money' },
      ],
    }
    expect(
      maskContext({ checkoutItems: [item], note: 'mail ada@example.nl', ref: 'NL91ABNA0417164300' }),
    ).toEqual({
      checkoutItems: [
        {
          ...item,
          list_items: [
            { label: 'Kenteken', value: MASK, type: 'text' },
            { label: 'Verzekerd jaarinkomen', value: MASK, type: 'money' },
          ],
        },
      ],
      note: MASK,
      ref: MASK,
    })
    expect(maskContext({ jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x', flow: 'car' })).toEqual({
      jwt: MASK,
      flow: 'car',
    })
  })

  it('never shows an actor or endless depth', () => {
    const deep: Record<string, unknown> = {}
    let node = deep
    for (let i = 0; i < 10; i++) node = node.next = {} as Record<string, unknown>
    expect(JSON.stringify(maskContext({ deep, child: { getSnapshot: () => 1 } }))).toContain('"…"')
    expect(maskContext({ child: { getSnapshot: () => 1 } })).toEqual({ child: '[actor]' })
  })
})
