import { fromPromise } from 'xstate'
import { isApiError } from '../../../api/client/api-error'
import { chooseCarCover, requestCarQuote } from '../../../api/client/car'
import { rethrow } from '../../../api/client/failure'
import type { Http } from '../../../api/client/http'
import {
  isCarRefusalCode,
  QUOTE_REFUSED,
  type CarChoiceRequest,
  type CarQuoteRequest,
} from '../../../api/contract/car'
import type { CarRefusalCode } from '../../../api/contract/refusals'
import {
  carJourneyMachine,
  type ChoiceResult,
  type QuoteResult,
} from '../../../machines/car/car-journey.machine'
import { ecommerce, track } from '../../analytics/data-layer'
import { formsLogic } from '../default-journey-effects'

/** A refused quote or choice (400 `quote_refused`): its code (an unknown one reads as the standard ACI00). */
function refusalOf(error: unknown): CarRefusalCode | null {
  if (!isApiError(error) || error.status !== 400 || error.body?.code !== QUOTE_REFUSED) return null
  const code = error.body.non_field_errors[0] ?? ''
  return isCarRefusalCode(code) ? code : 'ACI00'
}

/** The car journey with its effects over the HTTP client: the quote, the choice, then the shared forms. */
export const carJourneyLogic = (http: Http, onCartChanged: () => void) =>
  carJourneyMachine.provide({
    actors: {
      // Leaving the quoting state (skipping the group) aborts the request under way.
      requestQuote: fromPromise<QuoteResult, CarQuoteRequest>(async ({ input, signal }) => {
        try {
          return { status: 'quoted', quote: await requestCarQuote(http, input, signal) }
        } catch (error) {
          const code = refusalOf(error)
          if (code) return { status: 'refused', code }
          if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0)
            return { status: 'invalid', fieldErrors: error.fieldErrors }
          return rethrow(error)
        } finally {
          onCartChanged() // a new quote unprices the car until a cover is chosen
        }
      }),
      chooseCover: fromPromise<ChoiceResult, CarChoiceRequest>(async ({ input }) => {
        try {
          return { status: 'chosen', quote: await chooseCarCover(http, input) }
        } catch (error) {
          const code = refusalOf(error)
          if (code) return { status: 'refused', code }
          return rethrow(error)
        } finally {
          onCartChanged() // the cart shows the premium of the cover chosen
        }
      }),
      forms: formsLogic(http, onCartChanged),
    },
    actions: {
      trackDropout: ({ context }) =>
        track('dropout', {
          outcome: context.refusal ?? context.outcome,
          ...ecommerce(context.items.map((item) => item.insurance_product)),
        }),
    },
  })
