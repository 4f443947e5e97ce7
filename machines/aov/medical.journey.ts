import { MEDICAL_QUESTION_KEYS, type MedicalAnswers, type MedicalReview } from '../../api/contract/aov'
import { failureOf } from '../../api/contract/failure'
import { defineJourney, doneEvent as done, errorEvent as fail } from '../graph/journey'
import { medicalMachine, type MedicalForm } from './medical.machine'

/** Every medical question answered no, unless listed as yes. */
export const medicalAnswers = (yes: readonly string[] = []): MedicalAnswers =>
  Object.fromEntries(MEDICAL_QUESTION_KEYS.map((key) => [key, yes.includes(key)])) as MedicalAnswers
/** A healthy sole trader of 180 cm and 75 kg (BMI 23.1). */
export const SAMPLE_MEDICAL: MedicalForm = {
  answers: medicalAnswers(),
  business_form: 'sole_trader',
  height: 180,
  weight: 75,
}
export const review = (
  review_action: MedicalReview['review_action'],
  reasons: string[] = [],
): MedicalReview => ({
  medical_mode: review_action === 'approve' ? 'none' : 'medical_underwriting',
  review_action,
  reasons,
})

export const medicalJourney = defineJourney({
  id: 'medical',
  title: 'Income protection: medical history',
  description:
    'Fourteen yes/no questions, the business form, height and weight. A BMI below 18 or above 33 needs an advisor at once (height and weight never leave the browser); otherwise the server decides the medical mode and the review action.',
  machine: medicalMachine,
  inputs: [{ product: 1 }],
  events: [
    { type: 'user.submit', form: SAMPLE_MEDICAL },
    // 180 cm and 120 kg: BMI 37.
    { type: 'user.submit', form: { ...SAMPLE_MEDICAL, weight: 120 } },
    done('reviewMedical', review('approve')),
    done('reviewMedical', review('hard_drop_out', ['serious_illness'])),
    fail('reviewMedical', failureOf(null, true)),
  ],
  contextKey: (s) => [s.context.review?.review_action ?? null, s.context.failure !== null],
  limit: 1000,
  describeEvent: (event) => {
    if (event.type === 'user.submit')
      return event.form.weight > 100 ? 'The customer sends a BMI of 37' : 'The customer sends healthy answers'
    if (event.type === 'xstate.done.actor.reviewMedical')
      return `The server decides: ${(event.output as MedicalReview).review_action}`
    if (event.type === 'xstate.error.actor.reviewMedical') return 'The review fails'
    return undefined
  },
  // Health data: never shown in live mode.
  sensitive: ['form', 'review'],
})
