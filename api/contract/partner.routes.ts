import { healthSchema, partnersResponseSchema } from './partner'
import { route } from './route'

/** The host's partner, its live updates and the health check (api/contract/partner.ts). */
export const partnerRoutes = {
  partners: route({ method: 'GET', path: '/partners', auth: 'optional', response: partnersResponseSchema }),
  partnerSocket: route({ method: 'GET', path: '/ws/partner', auth: 'none', response: null, socket: true }),
  health: route({ method: 'GET', path: '/healthz', auth: 'none', response: healthSchema }),
}
