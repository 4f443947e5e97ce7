import {
  addressLookupResponseSchema,
  companyLookupResponseSchema,
  type AddressLookupQuery,
} from '../contract/lookups'
import { purchaseResponseSchema, type PurchaseBody } from '../contract/purchase'
import {
  additionalAnswerDetailSchema,
  answerSchema,
  answersResponseSchema,
  questionsResponseSchema,
  type CreateAnswer,
  type UpdateAnswer,
} from '../contract/questions'
import type { Http } from './http'

/** `GET /questions?product=`: one request per product (forms §7), in the request's language. */
export const getQuestions = (http: Http, product: number, signal?: AbortSignal) =>
  http({ path: '/questions', query: { product }, schema: questionsResponseSchema, signal })

/** `POST /answers?type=`: an answer without an id yet. */
export const createAnswer = (http: Http, body: CreateAnswer, type?: string) =>
  http({ method: 'POST', path: '/answers', query: { type }, body, schema: answerSchema })

/** `GET /answers?question=`: the customer's answers to a question (at most one). */
export const getAnswers = (http: Http, question: number) =>
  http({ path: '/answers', query: { question }, schema: answersResponseSchema })

/** `PATCH /answers/{id}?type=`: an answer saved before. */
export const updateAnswer = (http: Http, id: number, body: UpdateAnswer, type?: string) =>
  http({ method: 'PATCH', path: `/answers/${id}`, query: { type }, body, schema: answerSchema })

/** `GET /address-lookup/search`: the address at a postal code and house number (404 when none). */
export const lookupAddress = (http: Http, query: AddressLookupQuery, signal?: AbortSignal) =>
  http({
    path: '/address-lookup/search',
    query: { ...query },
    schema: addressLookupResponseSchema,
    signal,
  })

/** `GET /company-lookup/search?q=`: companies by KvK number or name. */
export const lookupCompany = (http: Http, q: string, signal?: AbortSignal) =>
  http({ path: '/company-lookup/search', query: { q }, schema: companyLookupResponseSchema, signal })

/** `POST /cart-item/purchase`: takes the checkout cart out; the server decides the outcome. */
export const purchase = (http: Http, body: PurchaseBody) =>
  http({ method: 'POST', path: '/cart-item/purchase', body, schema: purchaseResponseSchema })

/** `POST /additional-answer-details`: the explanation of an answer (one per answer). */
export const createAnswerDetail = (http: Http, answer: number, reason: string) =>
  http({
    method: 'POST',
    path: '/additional-answer-details',
    body: { answer, reason },
    schema: additionalAnswerDetailSchema,
  })

/** `PATCH /additional-answer-details/{id}`: a changed explanation. */
export const updateAnswerDetail = (http: Http, id: number, reason: string) =>
  http({
    method: 'PATCH',
    path: `/additional-answer-details/${id}`,
    body: { reason },
    schema: additionalAnswerDetailSchema,
  })
