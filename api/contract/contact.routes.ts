import { contactFormSchema, contactResponseSchema } from './contact'
import { route } from './route'

/** The contact form (api/contract/contact.ts). */
export const contactRoutes = {
  contact: route({
    method: 'POST',
    path: '/contact',
    auth: 'user',
    body: contactFormSchema,
    response: contactResponseSchema,
  }),
}
