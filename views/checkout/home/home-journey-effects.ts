import { fromPromise } from 'xstate'
import { isApiError } from '../../../api/client/api-error'
import { getQuestions } from '../../../api/client/checkout'
import { rethrow } from '../../../api/client/failure'
import { acceptHomeQuote, createHomeQuote, saveHomeAnswers } from '../../../api/client/home'
import type { Http } from '../../../api/client/http'
import { addCartItem, setCheckoutCart } from '../../../api/client/products'
import type { CartItem } from '../../../api/contract/cart'
import { isHomeFormKey, isHomeRefusalCode, type HomeAnswerInput } from '../../../api/contract/home'
import type { Answer, Question } from '../../../api/contract/questions'
import {
  homeJourneyMachine,
  type AcceptInput,
  type QuoteResult,
} from '../../../machines/home/home-journey.machine'
import { formsLogic } from '../default-journey-effects'

/** The refusal code of a refused quote (HTTP 400 `rejected_reason`, its code a non-field error). */
const refusalOf = (error: unknown): string | null => {
  if (!isApiError(error) || error.status !== 400) return null
  const code = error.body?.non_field_errors[0]
  return isHomeRefusalCode(code) ? code : null
}

/** The home journey with its effects over the HTTP client (as default-journey-effects.ts does). */
export const homeJourneyLogic = (http: Http, onCartChanged: () => void) =>
  homeJourneyMachine.provide({
    actors: {
      loadQuestions: fromPromise<Question[], { productIds: number[] }>(({ input, signal }) =>
        Promise.all(input.productIds.map((product) => getQuestions(http, product, signal)))
          .then((lists) => lists.flatMap((list) => list.result).filter((q) => isHomeFormKey(q.key)))
          .catch(rethrow),
      ),
      saveAnswers: fromPromise<Answer[], { answers: HomeAnswerInput[] }>(async ({ input }) => {
        try {
          return (await saveHomeAnswers(http, input.answers)).answers
        } catch (error) {
          return rethrow(error)
        } finally {
          onCartChanged()
        }
      }),
      quote: fromPromise<QuoteResult, { product: number }>(async ({ input, signal }) => {
        try {
          return { quote: await createHomeQuote(http, input.product, signal) }
        } catch (error) {
          const refusal = refusalOf(error)
          if (refusal) return { refusal }
          return rethrow(error)
        } finally {
          onCartChanged()
        }
      }),
      acceptQuotes: fromPromise<void, AcceptInput>(async ({ input }) => {
        try {
          for (const accepted of input.accepted) await acceptHomeQuote(http, accepted)
          // The refused products stay in the cart, out of this checkout.
          if (input.refusedSome)
            await setCheckoutCart(http, { cart_item_ids: input.keep.map((i) => i.id), flow: 'consumer' })
        } catch (error) {
          return rethrow(error)
        } finally {
          onCartChanged()
        }
      }),
      addProduct: fromPromise<CartItem, { productId: number; items: CartItem[] }>(async ({ input }) => {
        try {
          const added = await addCartItem(http, input.productId)
          await setCheckoutCart(http, {
            cart_item_ids: [...input.items.map((i) => i.id), added.id],
            flow: 'consumer',
          })
          return added
        } catch (error) {
          return rethrow(error)
        } finally {
          onCartChanged()
        }
      }),
      forms: formsLogic(http, onCartChanged),
    },
  })
