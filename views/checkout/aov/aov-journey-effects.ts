import { fromPromise } from 'xstate'
import { saveAovApplication } from '../../../api/client/aov'
import type { Http } from '../../../api/client/http'
import { getInsuranceProducts } from '../../../api/client/products'
import type { AovApplicationRequest, AovPremium } from '../../../api/contract/aov'
import { aovJourneyMachine } from '../../../machines/aov/aov-journey.machine'
import { ecommerce, track } from '../../analytics/data-layer'
import { readAuthStorage } from '../../platform/auth-storage'
import { rethrow } from '../../../api/client/failure'
import { formsLogic } from '../default-journey-effects'
import { medicalLogic, premiumLogic } from './aov-effects'
import { quizLogic } from './quiz-effects'

/** The income-protection journey with its effects over the HTTP client. */
export const aovJourneyLogic = (http: Http, onCartChanged: () => void) =>
  aovJourneyMachine.provide({
    actors: {
      // The available insurances are the ones the profession may buy (core §4).
      checkAvailable: fromPromise<boolean, { product: number }>(({ input, signal }) =>
        getInsuranceProducts(http, signal).then(
          ({ result }) => result.some((product) => product.id === input.product),
          rethrow,
        ),
      ),
      // A partner platform's customer has an external id: the quiz result is asked by it.
      quiz: quizLogic(http, () => readAuthStorage().external_id),
      medical: medicalLogic(http),
      premium: premiumLogic(http, onCartChanged),
      saveApplication: fromPromise<AovPremium, AovApplicationRequest>(async ({ input }) => {
        try {
          return await saveAovApplication(http, input)
        } catch (error) {
          return rethrow(error)
        } finally {
          onCartChanged() // the cart item now has the confirmed premium
        }
      }),
      forms: formsLogic(http, onCartChanged),
    },
    actions: {
      trackDropout: ({ context }) =>
        track('dropout', {
          outcome: context.outcome,
          ...ecommerce(context.items.map((item) => item.insurance_product)),
        }),
    },
  })
