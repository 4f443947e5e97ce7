import {
  aovPremiumResponseSchema,
  medicalReviewResponseSchema,
  type AovApplicationRequest,
  type AovPremiumRequest,
  type MedicalReviewRequest,
} from '../contract/aov'
import type { Http } from './http'

/** `POST /aov/premium`: the monthly premium of the choices for the customer's age and profession. */
export const calculateAovPremium = (http: Http, body: AovPremiumRequest, signal?: AbortSignal) =>
  http({ method: 'POST', path: '/aov/premium', body, schema: aovPremiumResponseSchema, signal })

/** `POST /aov/medical-review`: the medical mode and review action the answers lead to. */
export const reviewMedical = (http: Http, body: MedicalReviewRequest) =>
  http({ method: 'POST', path: '/aov/medical-review', body, schema: medicalReviewResponseSchema })

/** `POST /aov/application`: the reviewed premium confirmed and stored; the cart item gets its price. */
export const saveAovApplication = (http: Http, body: AovApplicationRequest) =>
  http({ method: 'POST', path: '/aov/application', body, schema: aovPremiumResponseSchema })
