import { cancellationInfoSchema, cancellationSchema, cancelPolicySchema } from './cancellation'
import { route } from './route'

/** Cancelling one's own policy (api/contract/cancellation.ts). */
export const cancellationRoutes = {
  cancellation: route({
    method: 'GET',
    path: '/policies/:id/cancellation',
    auth: 'user',
    response: cancellationInfoSchema,
  }),
  cancel: route({
    method: 'POST',
    path: '/policies/:id/cancellation',
    auth: 'user',
    body: cancellationSchema(),
    response: cancelPolicySchema,
  }),
}
