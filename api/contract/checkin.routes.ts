import { checkinSchema, confirmationQuerySchema, confirmationSchema } from './checkin'
import { route } from './route'

/** Insurance check-in (api/contract/checkin.ts): the freelancer's check-ins and the client's confirmation. */
export const checkinRoutes = {
  // The body's schema depends on the day (the period must not have ended): checkinBodySchema({ today }).
  checkinCreate: route({ method: 'POST', path: '/checkins', auth: 'user', response: checkinSchema }),
  checkin: route({ method: 'GET', path: '/checkins/:id', auth: 'user', response: checkinSchema }),
  /** The client's read-only confirmation: no sign-in, the link's token is the proof. */
  checkinConfirmation: route({
    method: 'GET',
    path: '/checkin-confirmation',
    auth: 'none',
    query: confirmationQuerySchema,
    response: confirmationSchema,
  }),
}
