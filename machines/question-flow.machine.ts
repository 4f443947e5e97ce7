import { assign, fromPromise, setup } from 'xstate'
import { asFailure, type Failure } from '../api/contract/failure'
import type { Question } from '../api/contract/questions'
import { notProvided } from './not-provided'
import {
  extraCoverages,
  nextLatest,
  storedFrom,
  visibleQuestions,
  type AnswerValue,
  type SavedAnswer,
  type StoredAnswer,
} from './question-flow/rules'

export interface QuestionFlowInput {
  /** The products of the group being checked out; their questions are asked one after another. */
  productIds: number[]
  /** Price mode (calculator): only the questions that set the price. */
  priceMode: boolean
  /** Where a reload left off (the views keep it under the spec's storage keys). */
  resume?: Resume
}

/** Where to go on after loading: the question reached, and whether the extra coverages were shown. */
export interface Resume {
  current: number
  latest: number
  extras?: boolean
}

export interface QuestionFlowContext {
  productIds: number[]
  priceMode: boolean
  questions: Question[]
  /** The extra coverages the products offer (none in price mode), chosen on one page after the questions. */
  extras: Question[]
  /** The question shown, and the furthest one reached (forms §4). */
  current: number
  latest: number
  /** Answers by question id. */
  answers: Record<number, StoredAnswer>
  /** The answer being saved. */
  pending: StoredAnswer | null
  resume: Resume | null
  failure: Failure | null
}

export type QuestionFlowEvent =
  | { type: 'user.answer'; question: number; value: AnswerValue; reason?: string }
  | { type: 'user.back' }
  | { type: 'user.retry' }
  | { type: 'user.confirmExtras' }
  | { type: 'locale.changed' }

/** A save's result as `storeAnswer` takes it (typed by the invoke's onDone). */
const storeAnswer = {
  type: 'storeAnswer',
  params: ({ event }: { event: { output: SavedAnswer } }) => event.output,
} as const
const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max))

/**
 * The dynamic question flow (forms §4): the questions of the group's products, in price mode only
 * the price-setting ones; one at a time, an answer created without an id and updated with one, the
 * cart's prices refreshed after each save; back one question at a time. The latest question reached is
 * kept so a reload resumes there (no screen offers jumping ahead or clearing the answers: a saved answer
 * lives on the server, which a reload shows again).
 */
export const questionFlowMachine = setup({
  types: {
    input: {} as QuestionFlowInput,
    context: {} as QuestionFlowContext,
    events: {} as QuestionFlowEvent,
    output: {} as { answers: Record<number, StoredAnswer> },
    tags: {} as 'busy',
  },
  actors: {
    loadQuestions: fromPromise<Question[], { productIds: number[] }>(notProvided),
    saveAnswer: fromPromise<SavedAnswer, StoredAnswer>(notProvided),
  },
  actions: {
    /**
     * The answer to save: created without an id, updated with the one the server gave; an explanation
     * (forms §5 revenue over 250,000) goes with it as the answer's detail, updated when there is one.
     */
    assignPending: assign(({ context, event }) => {
      if (event.type !== 'user.answer') return {}
      const before = context.answers[event.question]
      const detail = event.reason ? { id: before?.detail?.id ?? null, reason: event.reason } : null
      return {
        pending: { id: before?.id ?? null, question: event.question, value: event.value, detail },
        failure: null,
      }
    }),
    /** A reload of the questions (another language) comes back where the user is. */
    keepPlace: assign(({ context }, params: { extras: boolean }) => ({
      resume: { current: context.current, latest: context.latest, extras: params.extras },
    })),
    /** Analytics: an answer or extra coverage chosen (`funnel_select`, core §7); given by the provider. */
    trackAnswer: () => {},
    /** Tells the provider the prices may have changed (the cart list is refetched, forms §4). */
    answersSaved: notProvided,
    /** The saved answer keeps the server's id, so a change updates it instead of creating another. */
    storeAnswer: assign(({ context }, saved: SavedAnswer) => {
      const pending = context.pending!
      // The server keeps an explanation given before when the answer changes without one.
      const detail = saved.detail ?? context.answers[pending.question]?.detail ?? null
      const stored = { ...pending, id: saved.id, detail }
      return {
        answers: { ...context.answers, [pending.question]: stored },
        pending: null,
      }
    }),
  },
  guards: {
    hasQuestions: ({ context }) => context.questions.length > 0,
    hasExtras: ({ context }) => context.extras.length > 0,
    resumesAtExtras: ({ context }) => context.resume?.extras === true && context.extras.length > 0,
    isExtraQuestion: ({ context, event }) =>
      event.type === 'user.answer' && context.extras.some((q) => q.id === event.question),
    isLastQuestion: ({ context }) => context.current >= context.questions.length - 1,
    isShownQuestion: ({ context, event }) =>
      event.type === 'user.answer' && context.questions[context.current]?.id === event.question,
    canGoBack: ({ context }) => context.current > 0,
  },
}).createMachine({
  id: 'questionFlow',
  context: ({ input }) => ({
    productIds: input.productIds,
    priceMode: input.priceMode,
    questions: [],
    extras: [],
    current: 0,
    latest: 0,
    answers: {},
    pending: null,
    resume: input.resume ?? null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The questions of the group’s products are fetched, with the answers given before.',
      tags: ['busy'],
      // Another language while loading: load again, in that one.
      on: { 'locale.changed': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        input: ({ context }) => ({ productIds: context.productIds }),
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => {
            const questions = visibleQuestions(event.output, context.priceMode)
            const extras = context.priceMode ? [] : extraCoverages(event.output)
            // The server's answers win; those the journey holds stay (a reload in another language).
            const shown = new Set([...questions, ...extras].map((q) => q.id))
            const answers = {
              ...Object.fromEntries(Object.entries(context.answers).filter(([id]) => shown.has(Number(id)))),
              ...Object.fromEntries(
                [...questions, ...extras].flatMap((q) =>
                  q.user_answer ? [[q.id, storedFrom(q.user_answer, q.user_answer_detail)]] : [],
                ),
              ),
            }
            const last = Math.max(0, questions.length - 1)
            const latest = clamp(context.resume?.latest ?? 0, last)
            return {
              questions,
              extras,
              answers,
              latest,
              current: clamp(context.resume?.current ?? 0, latest),
              failure: null,
            }
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ failure: ({ event }) => asFailure(event.error) }),
        },
      },
    },
    loadFailed: {
      description: 'The questions could not be loaded; the user may try again.',
      on: { 'user.retry': 'loading' },
    },
    choosing: {
      always: [
        { guard: 'resumesAtExtras', target: 'extras' },
        { guard: 'hasQuestions', target: 'answering' },
        { guard: 'hasExtras', target: 'extras' },
        { target: 'done' },
      ],
    },
    answering: {
      description: 'One question at a time; an answer already given is shown and may be changed.',
      meta: { step: 'personalise' },
      on: {
        // An answer as the question's kind asks it: money (digits only), a date, revenue with its explanation.
        'user.answer': {
          guard: 'isShownQuestion',
          target: 'saving',
          actions: ['assignPending', 'trackAnswer'],
          meta: {
            rules: [
              'forms §5 Income',
              'forms §5 Annual gross revenue',
              'forms §5 Date answers',
              'forms §5 Other date messages',
            ],
          },
        },
        'user.back': {
          guard: 'canGoBack',
          actions: assign({ current: ({ context }) => context.current - 1 }),
        },
        // Another language: the questions again in it, at the same question.
        'locale.changed': {
          target: 'loading',
          actions: { type: 'keepPlace', params: { extras: false } },
        },
      },
    },
    saving: {
      description: 'The answer is created (no id yet) or updated (with its id).',
      tags: ['busy'],
      invoke: {
        id: 'saveAnswer',
        src: 'saveAnswer',
        input: ({ context }) => context.pending!,
        onDone: [
          {
            guard: 'isLastQuestion',
            target: 'afterQuestions',
            actions: [storeAnswer, 'answersSaved'],
          },
          {
            target: 'answering',
            actions: [
              storeAnswer,
              'answersSaved',
              assign(({ context }) => ({
                current: context.current + 1,
                latest: nextLatest(context.current + 1, context.latest),
              })),
            ],
          },
        ],
        onError: {
          target: 'answering',
          actions: assign({ failure: ({ event }) => asFailure(event.error), pending: null }),
        },
      },
    },
    afterQuestions: {
      always: [{ guard: 'hasExtras', target: 'extras' }, { target: 'done' }],
    },
    extras: {
      description: 'The extra coverages of the products, grouped by product; each is optional.',
      meta: { step: 'personalise' },
      on: {
        'user.answer': {
          guard: 'isExtraQuestion',
          target: 'savingExtra',
          actions: ['assignPending', 'trackAnswer'],
        },
        'user.confirmExtras': 'done',
        'locale.changed': {
          target: 'loading',
          actions: { type: 'keepPlace', params: { extras: true } },
        },
        // Back to the last question (none in a journey of extras only).
        'user.back': {
          guard: 'hasQuestions',
          target: 'answering',
          actions: assign({ current: ({ context }) => context.questions.length - 1 }),
        },
      },
    },
    savingExtra: {
      description: 'An extra coverage chosen or declined is saved like an answer.',
      tags: ['busy'],
      invoke: {
        id: 'saveAnswer',
        src: 'saveAnswer',
        input: ({ context }) => context.pending!,
        onDone: { target: 'extras', actions: [storeAnswer, 'answersSaved'] },
        onError: {
          target: 'extras',
          actions: assign({ failure: ({ event }) => asFailure(event.error), pending: null }),
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ answers: context.answers }),
})

export type QuestionFlowMachine = typeof questionFlowMachine
