import { healthSchema, partnersResponseSchema } from './partner'
import { PARTNER_SOCKET_PATH } from './partner-rules'
import { route } from './route'

/** The host's partner, its live updates, its web app manifest and the health check (api/contract/partner.ts). */
export const partnerRoutes = {
  partners: route({ method: 'GET', path: '/partners', auth: 'optional', response: partnersResponseSchema }),
  partnerSocket: route({
    method: 'GET',
    path: PARTNER_SOCKET_PATH,
    auth: 'none',
    response: null,
    socket: true,
  }),
  health: route({ method: 'GET', path: '/healthz', auth: 'none', response: healthSchema }),
  /** The host's partner as an installable web app (name, colours, logo): JSON the browser reads, not the app. */
  webManifest: route({ method: 'GET', path: '/manifest.webmanifest', auth: 'none', response: null }),
}
