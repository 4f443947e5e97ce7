import {
  quizQuerySchema,
  quizResponseSchema,
  quizResultQuerySchema,
  quizResultSchema,
  quizStatusSchema,
  quizSubmissionSchema,
} from './quiz'
import { route } from './route'

/** The knowledge quiz of a product: two attempts, graded by the server (api/contract/quiz.ts). */
export const quizRoutes = {
  quiz: route({
    method: 'GET',
    path: '/quiz',
    auth: 'user',
    query: quizQuerySchema,
    response: quizResponseSchema,
  }),
  quizSubmit: route({
    method: 'POST',
    path: '/quiz-result',
    auth: 'user',
    body: quizSubmissionSchema,
    response: quizResultSchema,
  }),
  quizStatus: route({
    method: 'GET',
    path: '/quiz-result',
    auth: 'user',
    query: quizResultQuerySchema,
    response: quizStatusSchema,
  }),
}
