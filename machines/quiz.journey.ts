import { asFailure, failureOf, Reason } from '../api/contract/failure'
import type { Quiz, QuizResult, QuizStatus } from '../api/contract/quiz'
import { defineJourney, doneEvent as done, errorEvent as fail } from './graph/journey'
import { quizMachine } from './quiz.machine'

/** A quiz of two questions (the real one has 11): the cases stay few, every transition is the same. */
export const sampleQuiz = (attempt: 1 | 2): Quiz => ({
  product: 1,
  attempt,
  kind: attempt === 1 ? 'primary' : 'alternative',
  questions: [
    { id: attempt * 10 + 1, text: 'Eigen risico?', options: [{ id: attempt * 100 + 1, text: 'a' }] },
    { id: attempt * 10 + 2, text: 'Uitkeringsduur?', options: [{ id: attempt * 100 + 2, text: 'b' }] },
  ],
})
export const sampleStatus = (next: 1 | 2 | null, passed = false): QuizStatus => ({
  product: 1,
  attempts: [],
  passed,
  next_attempt: next,
})
export const sampleResult = (attempt: 1 | 2, passed: boolean): QuizResult => ({
  product: 1,
  attempt,
  passed,
  score: passed ? 9 : 5,
  pass_mark: 8,
  next_attempt: passed || attempt === 2 ? null : 2,
})

export const quizJourney = defineJourney({
  id: 'quiz',
  title: 'Income protection: knowledge quiz with two attempts',
  description:
    'Eleven questions one at a time with back, graded by the server. Passed goes on to the medical questions; a first fail offers the alternative quiz (also e-mailed); a second fail needs an advisor. The server keeps the attempts, so a reload never grants a third.',
  machine: quizMachine,
  inputs: [{ product: 1 }],
  events: [
    done('loadStatus', sampleStatus(1)),
    done('loadStatus', sampleStatus(2)),
    done('loadStatus', sampleStatus(null)),
    done('loadStatus', sampleStatus(null, true)),
    fail('loadStatus', failureOf(null, true)),
    { type: 'user.start' },
    done('loadQuiz', sampleQuiz(1)),
    done('loadQuiz', sampleQuiz(2)),
    fail('loadQuiz', failureOf(null, true)),
    fail('loadQuiz', failureOf(Reason.noAttemptLeft)),
    { type: 'user.answer', question: 11, option: 101 },
    { type: 'user.answer', question: 12, option: 102 },
    { type: 'user.answer', question: 21, option: 201 },
    { type: 'user.answer', question: 22, option: 202 },
    { type: 'user.back' },
    { type: 'user.submit' },
    done('submitAttempt', sampleResult(1, true)),
    done('submitAttempt', sampleResult(1, false)),
    done('submitAttempt', sampleResult(2, false)),
    fail('submitAttempt', failureOf(null, true)),
    fail('submitAttempt', failureOf(Reason.notNextAttempt)),
    { type: 'user.retry' },
    { type: 'user.continue' },
  ],
  contextKey: (s) => [
    s.context.attempt,
    s.context.current,
    Object.keys(s.context.answers).length,
    s.context.questions.length,
    s.context.failure !== null,
  ],
  limit: 5000,
  describeEvent: (event) => {
    switch (event.type) {
      case 'xstate.done.actor.loadStatus': {
        const status = event.output as QuizStatus
        return status.passed
          ? 'The customer passed before'
          : status.next_attempt === null
            ? 'The customer failed twice before'
            : `Attempt ${status.next_attempt} is next`
      }
      case 'xstate.done.actor.submitAttempt': {
        const result = event.output as QuizResult
        return `Attempt ${result.attempt} ${result.passed ? 'passes' : 'fails'}`
      }
      case 'xstate.error.actor.submitAttempt':
      case 'xstate.error.actor.loadQuiz':
        return asFailure(event.error).reason ? 'The server says this attempt was taken already' : undefined
      default:
        return undefined
    }
  },
})
