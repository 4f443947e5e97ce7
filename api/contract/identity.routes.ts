import { identityRequestSchema, identityResponseSchema } from './identity'
import { route } from './route'

/**
 * Identity verification (api/contract/identity.ts): a session, the room's socket, and the local
 * stand-in's multipart submit (answered 202 without a body).
 */
export const identityRoutes = {
  identitySession: route({
    method: 'POST',
    path: '/identity-verification',
    auth: 'user',
    body: identityRequestSchema,
    response: identityResponseSchema,
  }),
  identityLocalSubmit: route({
    method: 'POST',
    path: '/identity-verification/local/submit',
    auth: 'none',
    response: null,
  }),
  identitySocket: route({
    method: 'GET',
    path: '/stripe/identity/:room/',
    auth: 'none',
    response: null,
    socket: true,
  }),
}
