// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { bmi, bmiOutOfRange } from '../../api/contract/aov'
import { medicalAnswers, review, SAMPLE_MEDICAL } from '../../machines/aov/medical.journey'
import { medicalMachine } from '../../machines/aov/medical.machine'

function start(decide = () => review('approve')) {
  const sent: unknown[] = []
  const actor = createActor(
    medicalMachine.provide({
      actors: {
        reviewMedical: fromPromise(async ({ input }) => {
          sent.push(input)
          return decide()
        }),
      },
    }),
    { input: { product: 7 } },
  ).start()
  return { actor, sent }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('medical history', () => {
  it('sends the answers and business form, never height or weight, and ends with the review', async () => {
    const { actor, sent } = start()
    actor.send({ type: 'user.submit', form: SAMPLE_MEDICAL })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(sent).toEqual([{ product: 7, answers: medicalAnswers(), business_form: 'sole_trader' }])
    expect(actor.getSnapshot().output).toEqual({ review: review('approve') })
  })

  it('ends as a hard drop-out for a BMI of 37 (180 cm, 120 kg) without asking the server', () => {
    const { actor, sent } = start()
    expect(bmi(180, 120)).toBe(37)
    actor.send({ type: 'user.submit', form: { ...SAMPLE_MEDICAL, weight: 120 } })
    expect(sent).toEqual([])
    expect(actor.getSnapshot().output).toEqual({
      review: { medical_mode: 'medical_underwriting', review_action: 'hard_drop_out', reasons: ['bmi'] },
    })
  })

  it('judges BMI by the spec: below 18 or above 33', () => {
    expect(bmiOutOfRange(bmi(180, 58))).toBe(true) // 17.9
    expect(bmiOutOfRange(bmi(180, 59))).toBe(false) // 18.2
    expect(bmiOutOfRange(bmi(180, 107))).toBe(false) // 33.0
    expect(bmiOutOfRange(bmi(180, 108))).toBe(true) // 33.3
  })

  it('keeps the form and shows the failure when the review fails; a second send goes through', async () => {
    let calls = 0
    const { actor } = start(() => {
      calls += 1
      if (calls === 1) throw { code: '35010', reason: null }
      return review('hard_drop_out', ['serious_illness'])
    })
    const form = { ...SAMPLE_MEDICAL, answers: medicalAnswers(['serious_illness']) }
    actor.send({ type: 'user.submit', form })
    await settle()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ form, failure: { code: '35010' } })
    actor.send({ type: 'user.submit', form })
    await settle()
    expect(actor.getSnapshot().output?.review.review_action).toBe('hard_drop_out')
  })
})
