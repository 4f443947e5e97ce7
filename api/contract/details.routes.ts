import { addressCreateSchema, addressPatchSchema, paymentDetailsBodySchema } from './details'
import { route } from './route'
import { addressSchema, paymentDetailsSchema } from './user-details'

/** The account area's addresses and payment details (core §3, §7; issue 18). The person is `PATCH /users/me`. */
export const detailsRoutes = {
  createAddress: route({
    method: 'POST',
    path: '/addresses',
    auth: 'user',
    body: addressCreateSchema,
    response: addressSchema,
  }),
  updateAddress: route({
    method: 'PATCH',
    path: '/addresses/:id',
    auth: 'user',
    body: addressPatchSchema,
    response: addressSchema,
  }),
  updatePaymentDetails: route({
    method: 'PUT',
    path: '/payment-details',
    auth: 'user',
    body: paymentDetailsBodySchema,
    response: paymentDetailsSchema,
  }),
}
