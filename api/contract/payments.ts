import * as z from 'zod/mini'
import { moneySchema } from './products'

/**
 * Payments (core §2 `/invoice-reminder`, `/payment/success`; forms §2 payment reminder and reminder
 * fulfilled, §3 invoice, §7, §8 payment creation and direct-debit failures). The provider is Stripe in
 * production and a local stand-in by default; the browser never sees which except through `provider`.
 *
 * At checkout the IBAN becomes a SEPA direct-debit mandate and the first invoice is debited from it.
 * When that debit fails the customer is e-mailed a payment reminder: a link to
 * `/invoice-reminder?token=…`, where the open invoice can be paid by iDEAL or card, after which the
 * provider returns the browser to `/payment/success?payment_intent=…&payment_intent_client_secret=…`.
 */

/** The purchase's refusal when the mandate or the first debit cannot be created (502, `code`). */
export const DIRECT_DEBIT_FAILED = 'direct_debit_failed'
/** A reminder payment the provider would not create (502, `code`). */
export const PAYMENT_CREATION_FAILED = 'payment_creation_failed'
/** The reminder's invoice is already paid (409, `code`): the reminder-fulfilled screen. */
export const INVOICE_ALREADY_PAID = 'invoice_already_paid'
/** The reminder link is not valid or has expired (400 `non_field_errors`). */
export const INVALID_REMINDER = 'invalid_reminder'

/**
 * The invoice statuses of forms §3. A purchase answers its invoice `processing`: the first direct debit
 * has started (`unfinished` is an invoice whose debit has not started).
 */
export const invoiceStatusSchema = z.enum([
  'paid',
  'canceled',
  'unfinished',
  'processing',
  'unknown',
  'refunded',
  'disputed',
  'failed',
])
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>

/** A reminder link's token: opaque to the browser, signed by the server. */
export const reminderTokenSchema = z.string().check(z.minLength(1, 'required'), z.maxLength(512, 'invalid'))

/** The invoice as a reminder shows it. */
export const reminderInvoiceSchema = z.object({
  id: z.int(),
  status: invoiceStatusSchema,
  amount: moneySchema,
  currency: z.string(),
  due_date: z.iso.date(),
  /** The policies' product names, in the customer's language. */
  products: z.array(z.string()),
})
export type ReminderInvoice = z.infer<typeof reminderInvoiceSchema>

/** `GET /invoices/reminder?token=…` (no login: the token is the proof): the invoice and whether it is paid. */
export const reminderQuerySchema = z.object({ token: reminderTokenSchema })
export const reminderResponseSchema = z.object({
  invoice: reminderInvoiceSchema,
  /** Paid already (also while a payment of it is processing): the reminder-fulfilled screen. */
  fulfilled: z.boolean(),
})
export type ReminderResponse = z.infer<typeof reminderResponseSchema>

export const PAYMENT_METHODS = ['ideal', 'card'] as const
export const paymentMethodSchema = z.enum(PAYMENT_METHODS)
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

/** `POST /invoices/reminder/payment`: a payment of the reminder's invoice by iDEAL or card. */
export const reminderPaymentRequestSchema = z.object({
  token: reminderTokenSchema,
  method: paymentMethodSchema,
})
export type ReminderPaymentRequest = z.infer<typeof reminderPaymentRequestSchema>

/** Which provider confirms the payment in the browser (Stripe with the environment's public key and connected account). */
export const paymentProviderSchema = z.union([
  z.object({ kind: z.literal('local') }),
  z.object({ kind: z.literal('stripe'), publishable_key: z.string(), account: z.nullable(z.string()) }),
])
export type PaymentProvider = z.infer<typeof paymentProviderSchema>

/** The answer (201): the provider's payment to confirm in the browser. */
export const reminderPaymentResponseSchema = z.object({
  payment_intent: z.string(),
  client_secret: z.string(),
  provider: paymentProviderSchema,
})
export type ReminderPaymentResponse = z.infer<typeof reminderPaymentResponseSchema>

/** A payment's status as Stripe names a PaymentIntent's. */
export const paymentStatusSchema = z.enum([
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
])
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

/**
 * `GET /payments/{payment_intent}?client_secret=…` (no login: the client secret is the proof, as with
 * Stripe's own retrieve): the payment's status and its invoice, for `/payment/success`. A wrong secret
 * or unknown payment is 404.
 */
export const paymentQuerySchema = z.object({ client_secret: z.string().check(z.minLength(1, 'required')) })
export const paymentResponseSchema = z.object({
  status: paymentStatusSchema,
  method: paymentMethodSchema,
  amount: moneySchema,
  currency: z.string(),
  invoice: reminderInvoiceSchema,
})
export type PaymentResponse = z.infer<typeof paymentResponseSchema>

/**
 * `POST /payments/local/confirm` (local provider only; 404 when Stripe is configured): the local bank
 * page's answer. `succeeded` pays the invoice; `failed` leaves the payment needing a method again.
 */
export const localPaymentConfirmSchema = z.object({
  payment_intent: z.string().check(z.minLength(1, 'required')),
  client_secret: z.string().check(z.minLength(1, 'required')),
  outcome: z.enum(['succeeded', 'failed']),
})
export type LocalPaymentConfirm = z.infer<typeof localPaymentConfirmSchema>
