import { quizResponseSchema, quizResultSchema, quizStatusSchema, type QuizSubmission } from '../contract/quiz'
import type { Http } from './http'

/** `GET /quiz?product=`: the quiz of the customer's next attempt, in the request's language. */
export const getQuiz = (http: Http, product: number, signal?: AbortSignal) =>
  http({ path: '/quiz', query: { product }, schema: quizResponseSchema, signal })

/** `POST /quiz-result`: one attempt's answers, graded by the server. */
export const submitQuiz = (http: Http, body: QuizSubmission) =>
  http({ method: 'POST', path: '/quiz-result', body, schema: quizResultSchema })

/** `GET /quiz-result?external_id=&product=`: where the customer stands. */
export const getQuizStatus = (http: Http, externalId: string, product: number, signal?: AbortSignal) =>
  http({
    path: '/quiz-result',
    query: { external_id: externalId, product },
    schema: quizStatusSchema,
    signal,
  })
