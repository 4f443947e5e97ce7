import { aovPremiumResponseSchema, medicalReviewRequestSchema, medicalReviewResponseSchema } from './aov'
import { route } from './route'

/**
 * Income protection and the inbox badge. The premium and application
 * bodies are checked against today's date (`aovPremiumRequestSchema({ today })`), so they have no fixed
 * body schema here.
 */
export const aovRoutes = {
  aovPremium: route({
    method: 'POST',
    path: '/aov/premium',
    auth: 'user',
    response: aovPremiumResponseSchema,
  }),
  aovMedicalReview: route({
    method: 'POST',
    path: '/aov/medical-review',
    auth: 'user',
    body: medicalReviewRequestSchema,
    response: medicalReviewResponseSchema,
  }),
  aovApplication: route({
    method: 'POST',
    path: '/aov/application',
    auth: 'user',
    response: aovPremiumResponseSchema,
  }),
}
