import { claimablePoliciesResponseSchema, claimSchema, claimsResponseSchema } from './claims'
import { route } from './route'

/** The signed-in customer's claims (api/contract/claims.ts). */
export const claimRoutes = {
  claims: route({ method: 'GET', path: '/claims', auth: 'user', response: claimsResponseSchema }),
  claimablePolicies: route({
    method: 'GET',
    path: '/claims/policies',
    auth: 'user',
    response: claimablePoliciesResponseSchema,
  }),
  // The body's schema depends on the day (occurred_on not in the future): claimFormSchema({ today }).
  claimCreate: route({ method: 'POST', path: '/claims', auth: 'user', response: claimSchema }),
}
