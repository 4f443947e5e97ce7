import { fromPromise } from 'xstate'
import { isApiError } from '../../api/client/api-error'
import { rethrow, toFailure } from '../../api/client/failure'
import {
  createAnswer,
  createAnswerDetail,
  getAnswers,
  lookupAddress,
  lookupCompany,
  purchase,
  updateAnswer,
  updateAnswerDetail,
} from '../../api/client/checkout'
import type { Http } from '../../api/client/http'
import { setStartDate } from '../../api/client/products'
import { ADDRESS_NOT_FOUND } from '../../api/contract/lookups'
import type { PurchaseResponse } from '../../api/contract/purchase'
import { ALREADY_ANSWERED, type Question } from '../../api/contract/questions'
import type { CartItem } from '../../api/contract/cart'
import { defaultJourneyMachine } from '../../machines/default-journey/default-journey.machine'
import {
  formsMachine,
  type AddressQuery,
  type CompanyMatch,
  type FoundAddress,
  type PurchaseInput,
  type PurchaseResult,
} from '../../machines/forms/forms.machine'
import { questionFlowMachine } from '../../machines/question-flow.machine'
import { questionsOf } from '../cart/questions-ahead'
import type { AnswerValue, SavedAnswer, StoredAnswer } from '../../machines/question-flow/rules'
import { ecommerce, track } from '../analytics/data-layer'
import { deviceQuoteLogic } from './device/device-effects'
import { identityVerificationLogic } from './identity/identity-effects'

/**
 * Creates the answer; when the server has one already (it was created but its reply was lost, e.g. a
 * reload while saving), that one is updated instead.
 */
async function createOrAdopt(http: Http, input: StoredAnswer) {
  try {
    return await createAnswer(http, { question: input.question, ...input.value })
  } catch (error) {
    if (!(isApiError(error) && error.body?.non_field_errors.includes(ALREADY_ANSWERED))) throw error
    const existing = (await getAnswers(http, input.question)).result.at(-1)
    if (!existing) throw error
    return updateAnswer(http, existing.id, input.value)
  }
}

/**
 * The question flow's effects: one questions request per product (asked ahead on the products page
 * when it could be), answers created or updated.
 */
export const questionFlowLogic = (http: Http, onCartChanged: () => void) =>
  questionFlowMachine.provide({
    actors: {
      loadQuestions: fromPromise<Question[], { productIds: number[] }>(({ input, signal }) =>
        Promise.all(input.productIds.map((product) => questionsOf(http, product, signal)))
          .then((lists) => lists.flatMap((list) => list.result))
          .catch(rethrow),
      ),
      saveAnswer: fromPromise<SavedAnswer, StoredAnswer>(async ({ input }) => {
        try {
          const answer =
            input.id === null
              ? await createOrAdopt(http, input)
              : await updateAnswer(http, input.id, input.value)
          if (!input.detail) return answer
          // The explanation goes with the answer: created once, then updated (forms §5).
          const { id, reason } = input.detail
          const detail =
            id === null
              ? await createAnswerDetail(http, answer.id, reason)
              : await updateAnswerDetail(http, id, reason)
          return { ...answer, detail: { id: detail.id, reason: detail.reason } }
        } catch (error) {
          return rethrow(error)
        }
      }),
    },
    actions: {
      // Answers change the prices: the cart list is fetched again (forms §4).
      answersSaved: onCartChanged,
      trackAnswer: ({ context, event }) => {
        if (event.type !== 'user.answer') return
        const question = [...context.questions, ...context.extras].find((q) => q.id === event.question)
        if (question) track('funnel_select', funnelSelection(question, event.value))
      },
    },
  })

/**
 * `funnel_select` (core §7): which question was answered, and for a choice the key of the option chosen. A
 * typed answer (a date, an amount, a text) is never sent, not even in production: it is the customer's own
 * data; only that it was given.
 */
export function funnelSelection(question: Question, value: AnswerValue) {
  const keyOf = (id: number) => question.options.find((o) => o.id === id)?.key ?? String(id)
  const answer =
    'option' in value
      ? keyOf(value.option)
      : 'multi_select_options' in value
        ? value.multi_select_options.map(keyOf)
        : null
  return {
    product: question.product,
    question_key: question.key,
    question_type: question.type,
    ...(answer === null ? {} : { answer }),
  }
}

/** The analytics of a purchase (core §7): `purchase` for what was taken out, `dropout` for the rest. */
function trackPurchase(items: readonly CartItem[], response: PurchaseResponse) {
  const byProduct = new Map(items.map((item) => [item.insurance_product.id, item.insurance_product]))
  const insured = response.items.flatMap((item) => (item.policy ? [byProduct.get(item.product)!] : []))
  const dropped = response.items.flatMap((item) => (item.policy ? [] : [byProduct.get(item.product)!]))
  if (insured.length && response.invoice)
    track('purchase', ecommerce(insured, { transaction_id: String(response.invoice.id) }))
  if (dropped.length) track('dropout', { outcome: response.outcome, ...ecommerce(dropped) })
}

/** The default flow's journey with its effects over the HTTP client: its questions, a device's quote, then the forms. */
export const defaultJourneyLogic = (http: Http, onCartChanged: () => void) =>
  defaultJourneyMachine.provide({
    actors: {
      questionFlow: questionFlowLogic(http, onCartChanged),
      deviceQuote: deviceQuoteLogic(http, onCartChanged),
      forms: formsLogic(http, onCartChanged),
    },
  })

/** The checkout forms every group journey shares, with their effects over the HTTP client. */
export const formsLogic = (http: Http, onCartChanged: () => void) =>
  formsMachine.provide({
    // add_shipping_info (core §7): the GA4 step where the address is given, with the checkout's products.
    actions: {
      trackShippingInfo: ({ context }) =>
        track('add_shipping_info', ecommerce(context.items.map((item) => item.insurance_product))),
    },
    actors: {
      identityVerification: identityVerificationLogic(http),
      lookupCompany: fromPromise<CompanyMatch[], { query: string }>(({ input, signal }) =>
        lookupCompany(http, input.query, signal).then((r) => r.result, rethrow),
      ),
      // Leaving the lookup state (a new postal code) aborts the request under way.
      lookupAddress: fromPromise<FoundAddress | null, AddressQuery>(async ({ input, signal }) => {
        try {
          const found = await lookupAddress(http, input, signal)
          return {
            street: found.street,
            house_number: found.house_number,
            house_number_addition: found.house_number_addition,
            postal_code: found.postal_code,
            city: found.city,
            country: 'Nederland',
          }
        } catch (error) {
          if (isApiError(error) && error.status === 404 && toFailure(error).reason === ADDRESS_NOT_FOUND)
            return null
          return rethrow(error)
        }
      }),
      // Not cancelled when the step is left: the last choice reaches the server and the cart shows it.
      saveStartDate: fromPromise<void, { startDate: string }>(async ({ input }) => {
        try {
          await setStartDate(http, input.startDate)
        } catch (error) {
          return rethrow(error)
        } finally {
          onCartChanged()
        }
      }),
      purchase: fromPromise<PurchaseResult, PurchaseInput>(async ({ input }) => {
        const { company, person, address, formalities, payment, requestId } = input
        const response = await purchase(http, {
          ...(requestId ? { request_id: requestId } : {}),
          // Consumers (the home group) are asked no company.
          company,
          person: person!,
          address: address!,
          formalities,
          payment: payment!,
        }).catch(rethrow)
        onCartChanged()
        trackPurchase(input.items, response)
        return {
          outcome: response.outcome,
          products: response.items.map((item) => ({
            product: item.product,
            product_name: item.product_name,
            outcome: item.outcome,
            policy_number: item.policy?.number ?? null,
          })),
          // Debited at once: the result follows this invoice's payment.
          invoiceId: response.invoice?.id ?? null,
        }
      }),
    },
  })
