import { assign, fromPromise, setup } from 'xstate'
import type { Attempt, Quiz, QuizQuestion, QuizResult, QuizStatus } from '../api/contract/quiz'
import { asFailure, Reason, type Failure } from '../api/contract/failure'
import { notProvided } from './not-provided'

export interface QuizInput {
  /** The income-protection product the quiz belongs to. */
  product: number
}

export interface QuizContext {
  product: number
  /** The attempt being taken (1: the primary quiz, 2: the alternative one). */
  attempt: Attempt
  questions: QuizQuestion[]
  /** The question shown. */
  current: number
  /** The chosen option by question id. */
  answers: Record<number, number>
  /** The last graded attempt. */
  result: QuizResult | null
  /** Set on reaching the passed end. */
  passed: boolean
  failure: Failure | null
}

export type QuizEvent =
  | { type: 'user.start' }
  | { type: 'user.answer'; question: number; option: number }
  | { type: 'user.back' }
  | { type: 'user.submit' }
  | { type: 'user.retry' }
  | { type: 'user.continue' }

/** An invoke's output or error as the named guards and actions take it (typed by the invoke). */
const output = <T>({ event }: { event: { output: T } }) => event.output
const error = ({ event }: { event: { error: unknown } }) => ({ error: event.error })
const status = { params: output<QuizStatus> }
const result = { params: output<QuizResult> }
const recordFailure = { type: 'recordFailure', params: error } as const
const trackResult = { type: 'trackResult', ...result } as const
/** The refusals that mean this attempt was taken already (another tab, a reload mid-submit). */
const STALE: (string | null)[] = [Reason.notNextAttempt, Reason.noAttemptLeft, Reason.alreadyPassed]
const isStale = { type: 'isStale', params: error } as const

/**
 * The knowledge quiz with two attempts (forms §4, §9): 11 questions one at a time with back, then
 * submitted and graded by the server. Passed goes on to the medical questions; a first fail offers the
 * second attempt with the alternative quiz (the server also e-mails it); a second fail needs an advisor.
 * Where the customer stands always comes from the server, so a reload never grants a third attempt.
 */
export const quizMachine = setup({
  types: {
    input: {} as QuizInput,
    context: {} as QuizContext,
    events: {} as QuizEvent,
    output: {} as { passed: boolean },
    tags: {} as 'busy',
  },
  actors: {
    loadStatus: fromPromise<QuizStatus, { product: number }>(notProvided),
    loadQuiz: fromPromise<Quiz, { product: number }>(notProvided),
    submitAttempt: fromPromise<
      QuizResult,
      { product: number; attempt: Attempt; answers: { question: number; option: number }[] }
    >(notProvided),
  },
  guards: {
    hasPassed: (_, status: QuizStatus) => status.passed,
    hasNoAttemptLeft: (_, status: QuizStatus) => status.next_attempt === null,
    isFirstAttempt: (_, status: QuizStatus) => status.next_attempt === 1,
    isShownQuestion: ({ context, event }) =>
      event.type === 'user.answer' && context.questions[context.current]?.id === event.question,
    canGoBack: ({ context }) => context.current > 0,
    isAllAnswered: ({ context }) =>
      context.questions.length > 0 && context.questions.every((q) => context.answers[q.id] !== undefined),
    // The server grades the attempt it was sent: a grade is this attempt's (context.attempt).
    passedNow: ({ context }, result: QuizResult) => result.attempt === context.attempt && result.passed,
    hasSecondAttempt: ({ context }, result: QuizResult) =>
      result.attempt === context.attempt && result.next_attempt === 2,
    isThisAttempt: ({ context }, result: QuizResult) => result.attempt === context.attempt,
    /** The server says this attempt was already taken (another tab, a reload mid-submit). */
    isStale: (_, params: { error: unknown }) => STALE.includes(asFailure(params.error).reason),
  },
  actions: {
    assignAttempt: assign((_, status: QuizStatus) => ({ attempt: status.next_attempt ?? 2 })),
    recordFailure: assign((_, params: { error: unknown }) => ({ failure: asFailure(params.error) })),
    /** Analytics (core §7 `quiz`): each answer and each graded attempt; given by the provider. */
    trackAnswer: () => {},
    trackResult: (_, _result: QuizResult) => {},
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }) => ({
    product: input.product,
    attempt: 1,
    questions: [],
    current: 0,
    answers: {},
    result: null,
    passed: false,
    failure: null,
  }),
  initial: 'loadingStatus',
  states: {
    loadingStatus: {
      description: 'Where the customer stands: attempts used and whether passed, from the server.',
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ product: context.product }),
        onDone: [
          { guard: { type: 'hasPassed', ...status }, target: 'passed' },
          { guard: { type: 'hasNoAttemptLeft', ...status }, target: 'failedTwice' },
          {
            guard: { type: 'isFirstAttempt', ...status },
            target: 'intro',
            actions: { type: 'assignAttempt', ...status },
          },
          { target: 'secondChance', actions: { type: 'assignAttempt', ...status } },
        ],
        onError: { target: 'loadFailed', actions: recordFailure },
      },
    },
    loadFailed: {
      description: 'The quiz could not be loaded; the customer may try again.',
      meta: { step: 'knowledgeTest' },
      on: { 'user.retry': { target: 'loadingStatus', actions: assign({ failure: null }) } },
    },
    intro: {
      description: 'Quiz start: what the knowledge test is and that there are two attempts.',
      meta: { step: 'knowledgeTest' },
      on: { 'user.start': 'loadingQuiz' },
    },
    loadingQuiz: {
      description: 'The questions of this attempt’s quiz (the alternative one on the second attempt).',
      tags: ['busy'],
      invoke: {
        id: 'loadQuiz',
        src: 'loadQuiz',
        input: ({ context }) => ({ product: context.product }),
        onDone: {
          target: 'answering',
          actions: assign(({ event }) => ({
            questions: event.output.questions,
            attempt: event.output.attempt,
            current: 0,
            answers: {},
            failure: null,
          })),
        },
        onError: [
          { guard: isStale, target: 'loadingStatus' },
          { target: 'loadFailed', actions: recordFailure },
        ],
      },
    },
    answering: {
      description: 'One question at a time; back shows the previous one with its answer.',
      meta: { step: 'knowledgeTest' },
      on: {
        'user.answer': {
          guard: 'isShownQuestion',
          actions: [
            'trackAnswer',
            assign(({ context, event }) => ({
              answers: { ...context.answers, [event.question]: event.option },
              current: Math.min(context.current + 1, context.questions.length - 1),
              failure: null,
            })),
          ],
        },
        'user.back': {
          guard: 'canGoBack',
          actions: assign({ current: ({ context }) => context.current - 1 }),
        },
        'user.submit': { guard: 'isAllAnswered', target: 'submitting' },
      },
    },
    submitting: {
      description: 'The server grades the attempt.',
      tags: ['busy'],
      invoke: {
        id: 'submitAttempt',
        src: 'submitAttempt',
        input: ({ context }) => ({
          product: context.product,
          attempt: context.attempt,
          answers: context.questions.map((q) => ({ question: q.id, option: context.answers[q.id]! })),
        }),
        onDone: [
          {
            guard: { type: 'passedNow', ...result },
            target: 'passedResult',
            actions: [assign({ result: ({ event }) => event.output }), trackResult],
          },
          {
            guard: { type: 'hasSecondAttempt', ...result },
            target: 'secondChance',
            actions: [assign({ result: ({ event }) => event.output, attempt: 2 }), trackResult],
          },
          {
            guard: { type: 'isThisAttempt', ...result },
            target: 'failedTwice',
            actions: [assign({ result: ({ event }) => event.output }), trackResult],
          },
        ],
        onError: [
          { guard: isStale, target: 'loadingStatus' },
          { target: 'answering', actions: recordFailure },
        ],
      },
    },
    passedResult: {
      description: 'Quiz result: passed; the medical questions come next.',
      meta: { step: 'knowledgeTest' },
      on: { 'user.continue': 'passed' },
    },
    secondChance: {
      description:
        'Failed once: the alternative quiz is the second and last attempt, now or later from the e-mail.',
      meta: { step: 'knowledgeTest' },
      on: { 'user.retry': 'loadingQuiz' },
    },
    failedTwice: {
      description: 'Failed twice: this insurance needs an advisor; the result is final.',
      meta: { step: 'knowledgeTest' },
      on: { 'user.continue': 'failed' },
    },
    passed: { type: 'final', entry: assign({ passed: true }) },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({ passed: context.passed }),
})

export type QuizMachine = typeof quizMachine
