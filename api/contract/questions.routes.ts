import { uploadDocumentsResponseSchema } from './documents'
import {
  addressLookupQuerySchema,
  addressLookupResponseSchema,
  companyLookupQuerySchema,
  companyLookupResponseSchema,
} from './lookups'
import {
  additionalAnswerDetailSchema,
  answerQuerySchema,
  answerSchema,
  answersQuerySchema,
  answersResponseSchema,
  createAdditionalAnswerDetailSchema,
  createAnswerSchema,
  questionsQuerySchema,
  questionsResponseSchema,
  updateAdditionalAnswerDetailSchema,
  updateAnswerSchema,
} from './questions'
import { route } from './route'

/** A product's questions, the customer's answers and what supports them (forms §3, §5, §7, §8). */
export const questionRoutes = {
  questions: route({
    method: 'GET',
    path: '/questions',
    auth: 'user',
    query: questionsQuerySchema,
    response: questionsResponseSchema,
  }),
  answers: route({
    method: 'GET',
    path: '/answers',
    auth: 'user',
    query: answersQuerySchema,
    response: answersResponseSchema,
  }),
  answerCreate: route({
    method: 'POST',
    path: '/answers',
    auth: 'user',
    query: answerQuerySchema,
    body: createAnswerSchema,
    response: answerSchema,
  }),
  answerUpdate: route({
    method: 'PATCH',
    path: '/answers/:id',
    auth: 'user',
    query: answerQuerySchema,
    body: updateAnswerSchema,
    response: answerSchema,
  }),
  answerDetailCreate: route({
    method: 'POST',
    path: '/additional-answer-details',
    auth: 'user',
    body: createAdditionalAnswerDetailSchema,
    response: additionalAnswerDetailSchema,
  }),
  answerDetailUpdate: route({
    method: 'PATCH',
    path: '/additional-answer-details/:id',
    auth: 'user',
    body: updateAdditionalAnswerDetailSchema,
    response: additionalAnswerDetailSchema,
  }),
  addressLookup: route({
    method: 'GET',
    path: '/address-lookup/search',
    auth: 'user',
    query: addressLookupQuerySchema,
    response: addressLookupResponseSchema,
  }),
  companyLookup: route({
    method: 'GET',
    path: '/company-lookup/search',
    auth: 'user',
    query: companyLookupQuerySchema,
    response: companyLookupResponseSchema,
  }),
  /** Multipart: the files are checked as they stream in (api/contract/documents.ts). */
  documentUpload: route({
    method: 'POST',
    path: '/documents',
    auth: 'user',
    response: uploadDocumentsResponseSchema,
  }),
}
