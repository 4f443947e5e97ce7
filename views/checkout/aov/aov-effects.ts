import { fromPromise } from 'xstate'
import { calculateAovPremium, reviewMedical } from '../../../api/client/aov'
import { rethrow } from '../../../api/client/failure'
import type { Http } from '../../../api/client/http'
import type {
  AovOptionsResponse,
  AovPremium,
  BusinessForm,
  MedicalAnswers,
  MedicalReview,
} from '../../../api/contract/aov'
import { medicalMachine } from '../../../machines/aov/medical.machine'
import { premiumMachine } from '../../../machines/aov/premium.machine'

/** Medical history with its review over the HTTP client (height and weight are never in the body). */
export const medicalLogic = (http: Http) =>
  medicalMachine.provide({
    actors: {
      reviewMedical: fromPromise<
        MedicalReview,
        { product: number; answers: MedicalAnswers; business_form: BusinessForm }
      >(({ input }) => reviewMedical(http, input).catch(rethrow)),
    },
  })

/**
 * Premium options priced over the HTTP client; leaving the calculation (a newer change) aborts it. Each
 * premium priced is the cart item's cover and price from then on: the cart is fetched again.
 */
export const premiumLogic = (http: Http, onCartChanged: () => void) =>
  premiumMachine.provide({
    actors: {
      calculatePremium: fromPromise<
        AovPremium,
        { product: number; birth_date: string; options: AovOptionsResponse }
      >(async ({ input, signal }) => {
        const premium = await calculateAovPremium(http, input, signal).catch(rethrow)
        onCartChanged()
        return premium
      }),
    },
  })
