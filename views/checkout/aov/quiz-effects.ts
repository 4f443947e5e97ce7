import { fromPromise } from 'xstate'
import type { Http } from '../../../api/client/http'
import { rethrow, toFailure } from '../../../api/client/failure'
import { getQuiz, getQuizStatus, submitQuiz } from '../../../api/client/quiz'
import { hasReason, Reason } from '../../../api/contract/failure'
import type { Quiz, QuizResult, QuizStatus, QuizSubmission } from '../../../api/contract/quiz'
import { quizMachine } from '../../../machines/quiz.machine'
import { track } from '../../analytics/data-layer'

/**
 * Where the customer stands. A customer of a partner platform (with an external id) asks
 * `GET /quiz-result`; one who signed in by e-mail has none, so the next attempt's quiz tells it.
 */
async function statusOf(http: Http, product: number, externalId: string | null): Promise<QuizStatus> {
  if (externalId) return getQuizStatus(http, externalId, product).catch(rethrow)
  try {
    const quiz = await getQuiz(http, product)
    return { product, attempts: [], passed: false, next_attempt: quiz.attempt }
  } catch (error) {
    const failure = toFailure(error)
    if (hasReason(failure, Reason.alreadyPassed))
      return { product, attempts: [], passed: true, next_attempt: null }
    if (hasReason(failure, Reason.noAttemptLeft))
      return { product, attempts: [], passed: false, next_attempt: null }
    return rethrow(error)
  }
}

/** The quiz journey with its effects over the HTTP client. */
export const quizLogic = (http: Http, externalId: () => string | null) =>
  quizMachine.provide({
    actors: {
      loadStatus: fromPromise<QuizStatus, { product: number }>(({ input }) =>
        statusOf(http, input.product, externalId()),
      ),
      loadQuiz: fromPromise<Quiz, { product: number }>(({ input, signal }) =>
        getQuiz(http, input.product, signal).catch(rethrow),
      ),
      submitAttempt: fromPromise<QuizResult, QuizSubmission>(({ input }) =>
        submitQuiz(http, input).catch(rethrow),
      ),
    },
    // Analytics (core §7 `quiz`): which question of which attempt was answered (never the option, which
    // would tell the right answers), and each graded attempt.
    actions: {
      trackAnswer: ({ context, event }) => {
        if (event.type !== 'user.answer') return
        track('quiz', {
          quiz_action: 'answer',
          product: context.product,
          attempt: context.attempt,
          question_number: context.current + 1,
        })
      },
      trackResult: (_, result: QuizResult) => {
        track('quiz', {
          quiz_action: 'result',
          product: result.product,
          attempt: result.attempt,
          passed: result.passed,
          score: result.score,
        })
      },
    },
  })
