import { assign, fromPromise, not, or, setup, stateIn } from 'xstate'
import {
  isStoppingReview,
  STOPPING_REVIEWS,
  type AovApplicationRequest,
  type AovPremium,
  type MedicalReview,
} from '../../api/contract/aov'
import type { Outcome } from '../../api/contract/checkout-forms'
import type { Failure } from '../../api/contract/failure'
import { formsMachine, type FormsOutput } from '../forms/forms.machine'
import { formsAre } from '../forms/forms.rules'
import {
  endedAs,
  recordError,
  type JourneyInput,
  type JourneyOutput,
  type ProductOutcome,
} from '../journey-protocol'
import { notProvided } from '../not-provided'
import { quizMachine } from '../quiz.machine'
import { AOV_PAGE } from './aov-page'
import { medicalMachine } from './medical.machine'
import { premiumMachine } from './premium.machine'

export interface AovJourneyContext extends JourneyInput {
  /** The income-protection product taken out: the group's first item (core §4 takes the group's items in cart order). */
  product: number
  /** The server's medical review (or the browser's, for a BMI out of range). */
  review: MedicalReview | null
  /** The customer's birth date (YYYY-MM-DD): the premium depends on age (18..57). */
  birthDate: string | null
  /** The premium the customer confirmed, as the server stored it with the application. */
  premium: AovPremium | null
  /** The outcome when the journey ended before the purchase (quiz failed twice, medical drop-out, unavailable). */
  outcome: Outcome | null
  products: ProductOutcome[]
  /** The first invoice of the purchase, once the forms took something out. */
  invoiceId: number | null
  failure: Failure | null
}

export type AovJourneyEvent =
  | { type: 'user.submitBirthDate'; birthDate: string }
  | { type: 'user.back' }
  | { type: 'user.retry' }
  | { type: 'user.dropOut' }

/** Every product of the group ends as `outcome`, none taken out. */
const endAs = (context: AovJourneyContext, outcome: Outcome) => ({
  outcome,
  products: endedAs(context.items, outcome),
})

/**
 * Income protection (aov, aov_acture; forms §4, §8, §9; core §2 steps insurance / knowledge test / medical
 * history / checkout, `/checkout/aov-premium-review`): the product must be available for the customer's
 * profession; the knowledge quiz (two attempts) runs as a child, then the medical questions, the birth
 * date, the premium options and their review; the confirmed premium is stored server side as the
 * customer's application, and the checkout forms and purchase of the default flow follow (without its
 * product questions, which this journey asked in its own way). A quiz failed twice, a medical drop-out
 * and an unavailable product end the group before anything is taken out.
 */
export const aovJourneyMachine = setup({
  types: {
    input: {} as JourneyInput,
    context: {} as AovJourneyContext,
    events: {} as AovJourneyEvent,
    output: {} as JourneyOutput & { outcome: Outcome | null },
    tags: {} as 'busy',
  },
  actors: {
    checkAvailable: fromPromise<boolean, { product: number }>(notProvided),
    quiz: quizMachine,
    medical: medicalMachine,
    premium: premiumMachine,
    saveApplication: fromPromise<AovPremium, AovApplicationRequest>(notProvided),
    forms: formsMachine,
  },
  guards: {
    isTrue: (_, value: boolean) => value,
    reviewStops: (_, review: MedicalReview) => isStoppingReview(review.review_action),
    formsAre,
  },
  actions: {
    recordFailure: assign({ failure: (_, failure: Failure) => failure }),
    clearFailure: assign({ failure: null }),
    /** The review's action and mode; its reasons (health data) are not kept in the stored journey. */
    assignReview: assign({ review: (_, review: MedicalReview) => ({ ...review, reasons: [] }) }),
    /** What the purchase decided, for the group's outcome. */
    assignPurchase: assign((_, { outcome, products, invoiceId }: FormsOutput) => ({
      outcome,
      products,
      invoiceId,
    })),
    endAs: assign(({ context }, params: { outcome: Outcome }) => endAs(context, params.outcome)),
    /** Analytics: a group that ends before the purchase is a `dropout` (core §7); given by the provider. */
    trackDropout: () => {},
  },
}).createMachine({
  id: 'aovJourney',
  context: ({ input }) => ({
    ...input,
    product: input.items[0]!.insurance_product.id,
    review: null,
    birthDate: null,
    premium: null,
    outcome: null,
    products: [],
    invoiceId: null,
    failure: null,
  }),
  initial: 'checking',
  // The customer skips the group (confirmed on screen): nothing is taken out; the product stays in the cart.
  // Offered on the group's own steps (views/checkout/aov/AovJourneyView.tsx), not while a step is busy;
  // in the forms skipping is the forms' own (the default journey's drop-out), never ending them from outside.
  on: {
    'user.dropOut': {
      guard: not(
        or([
          stateIn('#aovJourney.checking'),
          stateIn('#aovJourney.confirming'),
          stateIn('#aovJourney.forms'),
        ]),
      ),
      target: '.droppedOut',
      actions: assign({ outcome: null, products: ({ context }) => endedAs(context.items, 'skipped') }),
    },
  },
  states: {
    checking: {
      description: 'Whether the customer’s profession may buy the product.',
      tags: ['busy'],
      invoke: {
        id: 'checkAvailable',
        src: 'checkAvailable',
        input: ({ context }) => ({ product: context.product }),
        onDone: [
          {
            guard: { type: 'isTrue', params: ({ event }) => event.output },
            target: 'quiz',
            actions: 'clearFailure',
          },
          {
            target: 'ended',
            actions: [{ type: 'endAs', params: { outcome: 'unavailable' } }, 'trackDropout'],
          },
        ],
        onError: { target: 'checkFailed', actions: recordError },
      },
    },
    checkFailed: {
      description:
        'The availability could not be checked, or a step stopped unexpectedly; the customer may start again (what the server keeps, such as a passed quiz, stays).',
      meta: { route: AOV_PAGE, step: 'insurance' },
      on: { 'user.retry': 'checking' },
    },
    quiz: {
      description: 'The knowledge quiz with two attempts; passed goes on to the medical questions.',
      meta: { route: AOV_PAGE, step: 'knowledgeTest' },
      invoke: {
        id: 'quiz',
        src: 'quiz',
        input: ({ context }) => ({ product: context.product }),
        onDone: [
          { guard: { type: 'isTrue', params: ({ event }) => event.output.passed }, target: 'medical' },
          // Failed twice: an advisor is needed (forms §4).
          {
            target: 'ended',
            actions: [{ type: 'endAs', params: { outcome: 'hard_drop_out' } }, 'trackDropout'],
          },
        ],
        onError: { target: 'checkFailed', actions: recordError },
      },
    },
    medical: {
      description: 'The medical questions, business form, height and weight, reviewed.',
      meta: { route: AOV_PAGE, step: 'medicalHistory' },
      invoke: {
        id: 'medical',
        src: 'medical',
        input: ({ context }) => ({ product: context.product }),
        onDone: [
          {
            guard: { type: 'reviewStops', params: ({ event }) => event.output.review },
            target: 'ended',
            actions: [
              { type: 'assignReview', params: ({ event }) => event.output.review },
              assign(({ context, event }) => {
                const action = event.output.review.review_action
                return isStoppingReview(action) ? endAs(context, STOPPING_REVIEWS[action]) : {}
              }),
              'trackDropout',
            ],
          },
          {
            target: 'birthDate',
            actions: { type: 'assignReview', params: ({ event }) => event.output.review },
          },
        ],
        onError: { target: 'checkFailed', actions: recordError },
      },
    },
    birthDate: {
      description: 'The customer’s birth date: the premium depends on age (18 to 57).',
      meta: { route: AOV_PAGE, step: 'checkout' },
      on: {
        'user.submitBirthDate': {
          target: 'premium',
          actions: assign({ birthDate: ({ event }) => event.birthDate }),
        },
        'user.back': 'medical',
      },
    },
    premium: {
      description: 'The premium options, priced by the server as they change, then reviewed.',
      meta: { route: AOV_PAGE, step: 'checkout' },
      invoke: {
        id: 'premium',
        src: 'premium',
        // Back at the premium (from the review's failure or the forms), the choices made are kept.
        input: ({ context }) => ({
          product: context.product,
          birthDate: context.birthDate!,
          ...(context.premium ? { options: context.premium.options } : {}),
        }),
        onDone: {
          target: 'confirming',
          actions: assign({ premium: ({ event }) => event.output.premium }),
        },
        onError: { target: 'checkFailed', actions: recordError },
      },
      on: { 'user.back': 'birthDate' },
    },
    confirming: {
      description: 'The confirmed premium is stored as the customer’s application; the cart shows it.',
      tags: ['busy'],
      invoke: {
        id: 'saveApplication',
        src: 'saveApplication',
        input: ({ context }) => ({
          product: context.product,
          birth_date: context.birthDate!,
          options: context.premium!.options,
        }),
        onDone: {
          target: 'forms',
          actions: [assign({ premium: ({ event }) => event.output }), 'clearFailure'],
        },
        onError: { target: 'confirmFailed', actions: recordError },
      },
    },
    confirmFailed: {
      description: 'The application could not be stored; the customer may try again or change the choices.',
      meta: { route: AOV_PAGE, step: 'checkout' },
      on: { 'user.retry': { target: 'confirming', actions: 'clearFailure' }, 'user.back': 'premium' },
    },
    forms: {
      description: 'Company, personal details, address, formalities, start date and IBAN, and the purchase.',
      meta: { route: '/checkout', step: 'checkout' },
      invoke: {
        id: 'forms',
        src: 'forms',
        input: ({ context: { flow, items, entryDate, mode, birthDate } }) => ({
          flow,
          items,
          entryDate,
          mode,
          birthDate,
        }),
        onDone: [
          {
            guard: { type: 'formsAre', params: ({ event }) => ({ output: event.output, status: 'back' }) },
            target: 'premium',
          },
          {
            guard: { type: 'formsAre', params: ({ event }) => ({ output: event.output, status: 'done' }) },
            target: 'done',
            actions: { type: 'assignPurchase', params: ({ event }) => event.output },
          },
          { target: 'droppedOut', actions: { type: 'assignPurchase', params: ({ event }) => event.output } },
        ],
        onError: { target: 'checkFailed', actions: recordError },
      },
    },
    ended: { type: 'final', description: 'Ended before the purchase: an outcome but nothing taken out.' },
    droppedOut: { type: 'final' },
    done: { type: 'final' },
  },
  output: ({ context }) => ({
    status: context.outcome === 'insured' || context.outcome === 'partially_insured' ? 'done' : 'dropOut',
    outcome: context.outcome,
    products: context.products,
    invoiceId: context.invoiceId,
  }),
})

export type AovJourneyMachine = typeof aovJourneyMachine
