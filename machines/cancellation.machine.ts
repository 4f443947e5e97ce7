import { assign, fromPromise, setup } from 'xstate'
import type { CancellationBody, CancelPolicy, CancelReason, CancelWindow } from '../api/contract/cancellation'
import { asFailure, type Failure } from '../api/contract/failure'
import { notProvided } from './not-provided'

/** The exit survey's answers (forms §3 Cancellation: reason, rating and feedback). */
export interface ExitSurvey {
  rating: number
  reason: CancelReason
  feedback: string | null
}

export interface CancellationInput extends CancelWindow {
  policyId: number
}

export interface CancellationContext extends CancelWindow {
  policyId: number
  /** The chosen last day of cover (YYYY-MM-DD). */
  date: string | null
  survey: ExitSurvey | null
  /** The cancelled policy, as the server answered it. */
  policy: CancelPolicy | null
  /** Why the cancellation failed: the server's refusal code (`date_after_next_billing`, …) or a drop. */
  failure: Failure | null
}

export type CancellationEvent =
  | { type: 'user.continue' }
  | { type: 'user.chooseDate'; date: string }
  | ({ type: 'user.answerSurvey' } & ExitSurvey)
  | { type: 'user.confirm' }
  | { type: 'user.back' }
  | { type: 'user.retry' }
  | { type: 'user.changeDate' }

const META = { route: '/user/policies/$policyId/cancel', step: 'account' } as const

/**
 * Cancelling a policy (forms §4 Cancellation, §9; issue 18): the intro and disclaimer, the cancellation
 * date (from today up to the next billing date), the exit survey, the review with the refund texts, then
 * the cancellation itself. A refusal (a date past the next billing date, a policy cancelled meanwhile)
 * keeps the server's code; a dropped request may be retried. Each step goes back to the one before.
 */
export const cancellationMachine = setup({
  types: {
    input: {} as CancellationInput,
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
    tags: {} as 'busy',
  },
  actors: {
    cancelPolicy: fromPromise<CancelPolicy, { policyId: number; body: CancellationBody }>(notProvided),
  },
  guards: {
    inWindow: ({ context, event }) =>
      event.type === 'user.chooseDate' && event.date >= context.earliest && event.date <= context.latest,
    canRetry: ({ context }) => context.failure?.retryable === true,
  },
}).createMachine({
  id: 'cancellation',
  context: ({ input }) => ({ ...input, date: null, survey: null, policy: null, failure: null }),
  initial: 'intro',
  states: {
    intro: {
      description: 'What cancelling means (the disclaimer and the refund texts) and a continue button.',
      meta: META,
      on: { 'user.continue': 'choosingDate' },
    },
    choosingDate: {
      description: 'The last day of cover: from today up to the next billing date.',
      meta: META,
      on: {
        'user.chooseDate': {
          guard: 'inWindow',
          target: 'survey',
          actions: assign({ date: ({ event }) => event.date }),
        },
        'user.back': 'intro',
      },
    },
    survey: {
      description: 'The exit survey: a rating from 1 to 5, the reason and optional feedback.',
      meta: META,
      on: {
        'user.answerSurvey': {
          target: 'review',
          actions: assign({
            survey: ({ event: { rating, reason, feedback } }) => ({ rating, reason, feedback }),
          }),
        },
        'user.back': 'choosingDate',
      },
    },
    review: {
      description: 'Everything chosen, the refund texts and the button that cancels.',
      meta: META,
      on: { 'user.confirm': 'cancelling', 'user.back': 'survey' },
    },
    cancelling: {
      description: 'The cancellation is sent; the button shows it is busy.',
      meta: META,
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'cancelPolicy',
        src: 'cancelPolicy',
        input: ({ context }) => ({
          policyId: context.policyId,
          body: { date: context.date!, ...context.survey! },
        }),
        onDone: { target: 'cancelled', actions: assign({ policy: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => asFailure(event.error) }) },
      },
    },
    failed: {
      description:
        'Not cancelled: the refusal’s own text (its code kept), or a retry when the request dropped.',
      meta: META,
      on: {
        'user.retry': { guard: 'canRetry', target: 'cancelling' },
        'user.changeDate': 'choosingDate',
        'user.back': 'review',
      },
    },
    cancelled: {
      type: 'final',
      description: 'Cancelled: the end date, the refund texts and the way back to the policies.',
      meta: META,
    },
  },
})

export type CancellationMachine = typeof cancellationMachine
