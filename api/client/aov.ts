import type { AovApplicationRequest, AovPremiumRequest, MedicalReviewRequest } from '../contract/aov'
import { aovRoutes } from '../contract/aov.routes'
import { call, type Http } from './http'

/** `POST /aov/premium`: the monthly premium of the choices for the customer's age and profession. */
export const calculateAovPremium = (http: Http, body: AovPremiumRequest, signal?: AbortSignal) =>
  call(http, aovRoutes.aovPremium, { body, signal })

/** `POST /aov/medical-review`: the medical mode and review action the answers lead to. */
export const reviewMedical = (http: Http, body: MedicalReviewRequest) =>
  call(http, aovRoutes.aovMedicalReview, { body })

/** `POST /aov/application`: the reviewed premium confirmed and stored; the cart item gets its price. */
export const saveAovApplication = (http: Http, body: AovApplicationRequest) =>
  call(http, aovRoutes.aovApplication, { body })
