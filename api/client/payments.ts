import {
  paymentResponseSchema,
  reminderPaymentResponseSchema,
  reminderResponseSchema,
  type LocalPaymentConfirm,
  type ReminderPaymentRequest,
} from '../contract/payments'
import * as z from 'zod/mini'
import type { Http } from './http'

/** `GET /invoices/reminder`: the reminder's invoice, and whether it is paid (the token is the proof). */
export const getReminder = (http: Http, token: string, signal?: AbortSignal) =>
  http({ path: '/invoices/reminder', query: { token }, schema: reminderResponseSchema, signal, auth: false })

/** `POST /invoices/reminder/payment`: a payment of the reminder's invoice by iDEAL or card. */
export const createReminderPayment = (http: Http, body: ReminderPaymentRequest) =>
  http({
    method: 'POST',
    path: '/invoices/reminder/payment',
    body,
    schema: reminderPaymentResponseSchema,
    auth: false,
  })

/** `GET /payments/{id}`: the payment's status, for the success page (the client secret is the proof). */
export const getPayment = (http: Http, id: string, clientSecret: string, signal?: AbortSignal) =>
  http({
    path: `/payments/${encodeURIComponent(id)}`,
    query: { client_secret: clientSecret },
    schema: paymentResponseSchema,
    signal,
    auth: false,
  })

/** `POST /payments/local/confirm`: the local bank page's answer (local provider only). */
export const confirmLocalPayment = (http: Http, body: LocalPaymentConfirm) =>
  http({ method: 'POST', path: '/payments/local/confirm', body, schema: z.unknown(), auth: false })
