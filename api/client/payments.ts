import type { LocalPaymentConfirm, ReminderPaymentRequest } from '../contract/payments'
import { paymentRoutes } from '../contract/payments.routes'
import { call, type Http } from './http'

/** `GET /invoices/reminder`: the reminder's invoice, and whether it is paid (the token is the proof). */
export const getReminder = (http: Http, token: string, signal?: AbortSignal) =>
  call(http, paymentRoutes.reminder, { query: { token }, signal })

/** `POST /invoices/reminder/payment`: a payment of the reminder's invoice by iDEAL or card. */
export const createReminderPayment = (http: Http, body: ReminderPaymentRequest) =>
  call(http, paymentRoutes.reminderPayment, { body })

/** `GET /payments/{id}`: the payment's status, for the success page (the client secret is the proof). */
export const getPayment = (http: Http, id: string, clientSecret: string, signal?: AbortSignal) =>
  call(http, paymentRoutes.payment, { params: { id }, query: { client_secret: clientSecret }, signal })

/** `POST /payments/local/confirm`: the local bank page's answer (local provider only). */
export const confirmLocalPayment = (http: Http, body: LocalPaymentConfirm) =>
  call(http, paymentRoutes.localPaymentConfirm, { body })
