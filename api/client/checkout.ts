import type { AddressLookupQuery } from '../contract/lookups'
import { purchaseRoutes } from '../contract/purchase.routes'
import type { PurchaseBody } from '../contract/purchase'
import type { CreateAnswer, UpdateAnswer } from '../contract/questions'
import { questionRoutes } from '../contract/questions.routes'
import { call, type Http } from './http'

/** `GET /questions?product=`: one request per product (forms §7), in the request's language. */
export const getQuestions = (http: Http, product: number, signal?: AbortSignal) =>
  call(http, questionRoutes.questions, { query: { product }, signal })

/** `POST /answers?type=`: an answer without an id yet. */
export const createAnswer = (http: Http, body: CreateAnswer, type?: string) =>
  call(http, questionRoutes.answerCreate, { query: { type }, body })

/** `GET /answers?question=`: the customer's answers to a question (at most one). */
export const getAnswers = (http: Http, question: number) =>
  call(http, questionRoutes.answers, { query: { question } })

/** `PATCH /answers/{id}?type=`: an answer saved before. */
export const updateAnswer = (http: Http, id: number, body: UpdateAnswer, type?: string) =>
  call(http, questionRoutes.answerUpdate, { params: { id }, query: { type }, body })

/** `GET /address-lookup/search`: the address at a postal code and house number (404 when none). */
export const lookupAddress = (http: Http, query: AddressLookupQuery, signal?: AbortSignal) =>
  call(http, questionRoutes.addressLookup, { query: { ...query }, signal })

/** `GET /company-lookup/search?q=`: companies by KvK number or name. */
export const lookupCompany = (http: Http, q: string, signal?: AbortSignal) =>
  call(http, questionRoutes.companyLookup, { query: { q }, signal })

/** `POST /cart-item/purchase`: takes the checkout cart out; the server decides the outcome. */
export const purchase = (http: Http, body: PurchaseBody) => call(http, purchaseRoutes.purchase, { body })

/** `POST /additional-answer-details`: the explanation of an answer (one per answer). */
export const createAnswerDetail = (http: Http, answer: number, reason: string) =>
  call(http, questionRoutes.answerDetailCreate, { body: { answer, reason } })

/** `PATCH /additional-answer-details/{id}`: a changed explanation. */
export const updateAnswerDetail = (http: Http, id: number, reason: string) =>
  call(http, questionRoutes.answerDetailUpdate, { params: { id }, body: { reason } })
