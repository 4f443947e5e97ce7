import { invoicesQuerySchema, invoicesResponseSchema } from './invoices'
import { route } from './route'

/** The signed-in customer's invoices (api/contract/invoices.ts). */
export const invoiceRoutes = {
  invoices: route({
    method: 'GET',
    path: '/invoices',
    auth: 'user',
    query: invoicesQuerySchema,
    response: invoicesResponseSchema,
  }),
}
