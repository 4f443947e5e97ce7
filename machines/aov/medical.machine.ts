import { assign, fromPromise, setup } from 'xstate'
import {
  bmi,
  BMI_REASON,
  bmiOutOfRange,
  type BusinessForm,
  type MedicalAnswers,
  type MedicalReview,
} from '../../api/contract/aov'
import { asFailure, type Failure } from '../../api/contract/failure'
import { notProvided } from '../not-provided'

export interface MedicalInput {
  /** The income-protection product being taken out. */
  product: number
}

/** What the customer fills in: the 14 yes/no answers, the business form, height and weight. */
export interface MedicalForm {
  answers: MedicalAnswers
  business_form: BusinessForm
  /** Centimetres and kilograms; kept only in the browser (forms §3), never sent. */
  height: number
  weight: number
}

export interface MedicalContext {
  product: number
  form: MedicalForm | null
  review: MedicalReview | null
  failure: Failure | null
}

export type MedicalEvent = { type: 'user.submit'; form: MedicalForm }

/** A BMI out of range ends here, decided in the browser: height and weight never leave it (forms §3, §8). */
const BMI_REVIEW: MedicalReview = {
  medical_mode: 'medical_underwriting',
  review_action: 'hard_drop_out',
  reasons: [BMI_REASON],
}

/**
 * Medical history of income protection (forms §4 after a passed quiz, §8, §9): 14 yes/no questions, the
 * business form, height and weight. A BMI below 18 or above 33 is a hard drop-out at once; otherwise the
 * server reviews the answers and the business form and answers the medical mode and review action
 * (approve, price increase, drop-out, reject, hard drop-out), which the journey acts on.
 */
export const medicalMachine = setup({
  types: {
    input: {} as MedicalInput,
    context: {} as MedicalContext,
    events: {} as MedicalEvent,
    output: {} as { review: MedicalReview },
    tags: {} as 'busy',
  },
  actors: {
    reviewMedical: fromPromise<
      MedicalReview,
      { product: number; answers: MedicalAnswers; business_form: BusinessForm }
    >(notProvided),
  },
  guards: {
    isBmiOutOfRange: ({ event }) =>
      event.type === 'user.submit' && bmiOutOfRange(bmi(event.form.height, event.form.weight)),
  },
}).createMachine({
  id: 'medical',
  context: ({ input }) => ({ product: input.product, form: null, review: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The 14 medical questions, business form, height and weight on one page.',
      meta: { step: 'medicalHistory', rules: ['forms §5 Height', 'forms §5 Weight'] },
      on: {
        'user.submit': [
          {
            guard: 'isBmiOutOfRange',
            target: 'reviewed',
            actions: assign({ form: ({ event }) => event.form, review: BMI_REVIEW, failure: null }),
          },
          { target: 'reviewing', actions: assign({ form: ({ event }) => event.form, failure: null }) },
        ],
      },
    },
    reviewing: {
      description: 'The server decides the medical mode and review action from the answers.',
      tags: ['busy'],
      invoke: {
        id: 'reviewMedical',
        src: 'reviewMedical',
        // Height and weight stay here: only the answers and the business form are sent.
        input: ({ context }) => ({
          product: context.product,
          answers: context.form!.answers,
          business_form: context.form!.business_form,
        }),
        onDone: { target: 'reviewed', actions: assign({ review: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => asFailure(event.error) }),
        },
      },
    },
    reviewed: { type: 'final' },
  },
  output: ({ context }) => ({ review: context.review! }),
})

export type MedicalMachine = typeof medicalMachine
