import type { QuizSubmission } from '../contract/quiz'
import { quizRoutes } from '../contract/quiz.routes'
import { call, type Http } from './http'

/** `GET /quiz?product=`: the quiz of the customer's next attempt, in the request's language. */
export const getQuiz = (http: Http, product: number, signal?: AbortSignal) =>
  call(http, quizRoutes.quiz, { query: { product }, signal })

/** `POST /quiz-result`: one attempt's answers, graded by the server. */
export const submitQuiz = (http: Http, body: QuizSubmission) => call(http, quizRoutes.quizSubmit, { body })

/** `GET /quiz-result?external_id=&product=`: where the customer stands. */
export const getQuizStatus = (http: Http, externalId: string, product: number, signal?: AbortSignal) =>
  call(http, quizRoutes.quizStatus, { query: { external_id: externalId, product }, signal })
