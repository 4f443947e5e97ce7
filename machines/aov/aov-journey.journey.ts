import { ONE_OF_EACH } from '../checkout/checkout.journey'
import type { FormsOutput } from '../forms/forms.machine'
import { defineJourney, doneEvent, errorEvent, outcomeOf } from '../graph/journey'
import { aovJourneyMachine, type AovJourneyEvent } from './aov-journey.machine'
import { review } from './medical.journey'
import { SAMPLE_PREMIUM } from './premium.journey'

const done = (id: string, output?: unknown) => doneEvent<AovJourneyEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<AovJourneyEvent>(id, error)

const words: Record<string, string> = {
  'user.submitBirthDate': 'The customer enters a birth date (35 years ago)',
  'user.back': 'The customer goes back a step',
  'user.retry': 'The customer tries again',
  'user.dropOut': 'The customer stops with this group',
  'xstate.error.actor.checkAvailable': 'The availability cannot be checked',
  'xstate.done.actor.premium': 'The customer confirms the reviewed premium',
  'xstate.done.actor.saveApplication': 'The server stores the application',
  'xstate.error.actor.saveApplication': 'Storing the application fails',
  'xstate.error.actor.quiz': 'The quiz stops unexpectedly',
  'xstate.error.actor.medical': 'The medical questions stop unexpectedly',
  'xstate.error.actor.premium': 'The premium step stops unexpectedly',
  'xstate.error.actor.forms': 'The forms stop unexpectedly',
}

export const aovJourneyJourney = defineJourney({
  id: 'aovJourney',
  title: 'Income protection: quiz, medical history, premium and purchase',
  description:
    'For the aov group: the product must be available for the profession; the knowledge quiz (two attempts), the medical questions, the birth date, the premium options and their review; the confirmed premium is stored as the application, then the company, personal details, address, formalities, start date and IBAN, and the purchase. A quiz failed twice or a medical hard drop-out needs an advisor; a medical drop-out means contact within a business day; a reject or an unavailable product is not available.',
  machine: aovJourneyMachine,
  inputs: [{ flow: 'aov', items: [ONE_OF_EACH.aov], entryDate: '2026-11-22', mode: 'default' }],
  events: [
    done('checkAvailable', true),
    done('checkAvailable', false),
    fail('checkAvailable', { code: null, reason: null }),
    done('quiz', { passed: true }),
    done('quiz', { passed: false }),
    done('medical', { review: review('approve') }),
    done('medical', { review: review('price_increase', ['diabetes']) }),
    done('medical', { review: review('drop_out', ['under_treatment']) }),
    done('medical', { review: review('reject', ['disability_benefit']) }),
    done('medical', { review: review('hard_drop_out', ['bmi']) }),
    { type: 'user.submitBirthDate', birthDate: '1991-05-04' },
    done('premium', { options: SAMPLE_PREMIUM.options, premium: SAMPLE_PREMIUM }),
    done('saveApplication', SAMPLE_PREMIUM),
    fail('saveApplication', { code: null, reason: 'quiz_not_passed' }),
    done('forms', { status: 'done', outcome: 'insured', products: [], invoiceId: 1 }),
    // The forms end without cover when the customer skips them: a purchase itself never ends so here,
    // since the application is stored only after a passed quiz and a medical review that allows it.
    done('forms', { status: 'dropOut', outcome: null, products: [], invoiceId: null }),
    done('forms', { status: 'back', outcome: null, products: [], invoiceId: null }),
    ...['quiz', 'medical', 'premium', 'forms'].map((id) => fail(id, { code: null, reason: null })),
    { type: 'user.back' },
    { type: 'user.retry' },
    { type: 'user.dropOut' },
  ],
  // A step that stopped offers the same (try again, or skip) whatever was reviewed before it: one state,
  // so a path to it is the shortest one (a failed availability check), not the step that stopped.
  contextKey: (s) =>
    s.matches('checkFailed')
      ? ['checkFailed']
      : [s.context.outcome, s.context.failure !== null, s.context.review?.review_action ?? null],
  limit: 5_000,
  describeEvent: (event) => {
    const e = { type: event.type, ...outcomeOf(event) }
    if (e.type === 'xstate.done.actor.checkAvailable')
      return e.output ? 'The product is available for the profession' : 'The product is not available'
    if (e.type === 'xstate.done.actor.quiz')
      return (e.output as { passed: boolean }).passed
        ? 'The customer passes the quiz'
        : 'The customer fails twice'
    if (e.type === 'xstate.done.actor.medical')
      return `The medical review decides: ${(e.output as { review: { review_action: string } }).review.review_action}`
    if (e.type === 'xstate.done.actor.forms') {
      const { status, outcome } = e.output as FormsOutput
      if (status === 'back') return 'The customer goes back from the company to the premium'
      return status === 'done'
        ? 'The purchase insures the customer'
        : `The forms end without cover (${outcome ?? 'skipped'})`
    }
    return words[e.type]
  },
  sensitive: ['review', 'birthDate'],
  children: { quiz: 'quiz', medical: 'medical', premium: 'premium', forms: 'forms' },
})
