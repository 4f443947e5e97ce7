import {
  localPaymentConfirmSchema,
  paymentQuerySchema,
  paymentResponseSchema,
  reminderPaymentRequestSchema,
  reminderPaymentResponseSchema,
  reminderQuerySchema,
  reminderResponseSchema,
} from './payments'
import { route } from './route'

/**
 * The payment reminder and its payments (api/contract/payments.ts): no login, the reminder's token or
 * the payment's client secret is the proof. Stripe's webhook is checked by its signature on the raw body.
 */
export const paymentRoutes = {
  reminder: route({
    method: 'GET',
    path: '/invoices/reminder',
    auth: 'none',
    query: reminderQuerySchema,
    response: reminderResponseSchema,
  }),
  reminderPayment: route({
    method: 'POST',
    path: '/invoices/reminder/payment',
    auth: 'none',
    body: reminderPaymentRequestSchema,
    response: reminderPaymentResponseSchema,
  }),
  payment: route({
    method: 'GET',
    path: '/payments/:id',
    auth: 'none',
    query: paymentQuerySchema,
    response: paymentResponseSchema,
  }),
  localPaymentConfirm: route({
    method: 'POST',
    path: '/payments/local/confirm',
    auth: 'none',
    body: localPaymentConfirmSchema,
    response: paymentResponseSchema,
  }),
  stripeWebhook: route({ method: 'POST', path: '/stripe/webhook', auth: 'none', response: null }),
}
