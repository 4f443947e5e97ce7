import * as z from 'zod'
import { paymentStatusSchema } from '../../contract/payments'
import { createStripeClient, StripeRequestError, type StripeForm, type StripeOptions } from '../stripe/client'
import { PaymentProviderError, type PaymentsProvider, type ProviderPayment } from './provider'

const objectWithId = z.object({ id: z.string().min(1) })
const paymentIntentSchema = z.object({
  id: z.string().min(1),
  client_secret: z.string().min(1),
  // Stripe has more statuses (requires_confirmation, requires_capture); they are not ours to settle.
  status: z.string(),
})
const setupIntentSchema = z.object({
  status: z.string(),
  mandate: z.string().nullish(),
})

/**
 * Stripe over its REST API (fetch, form-encoded, a time-out; `Stripe-Account` for a connected account).
 * Any network error, time-out, non-2xx answer or unexpected shape is a PaymentProviderError with the
 * call and status, never Stripe's message (it may echo the IBAN).
 */
export function createStripePayments(options: StripeOptions): PaymentsProvider {
  const stripe = createStripeClient(options)
  const { connectedAccount } = options
  // Any failed call is the provider's failure: the purchase answers direct_debit_failed, a reminder
  // payment_creation_failed.
  const post = <T>(path: string, form: StripeForm, schema: z.ZodType<T>, idempotencyKey?: string) =>
    stripe.post(path, form, schema, idempotencyKey).catch((err: unknown) => {
      throw err instanceof StripeRequestError ? new PaymentProviderError(err.reason, { cause: err }) : err
    })

  const intent = async (form: StripeForm, idempotencyKey?: string): Promise<ProviderPayment> => {
    const pi = await post('/v1/payment_intents', form, paymentIntentSchema, idempotencyKey)
    const status = paymentStatusSchema.safeParse(pi.status)
    if (!status.success) throw new PaymentProviderError(`stripe payment intent: status ${pi.status}`)
    return { id: pi.id, clientSecret: pi.client_secret, status: status.data }
  }

  return {
    kind: 'stripe',
    browser: { kind: 'stripe', publishable_key: options.publishableKey, account: connectedAccount },
    async createMandate({ userId, iban, name, email, ipAddress, userAgent }) {
      const customer = await post(
        '/v1/customers',
        { name, email, metadata: { user_id: String(userId) } },
        objectWithId,
      )
      const method = await post(
        '/v1/payment_methods',
        { type: 'sepa_debit', sepa_debit: { iban }, billing_details: { name, email } },
        objectWithId,
      )
      const setup = await post(
        '/v1/setup_intents',
        {
          customer: customer.id,
          payment_method: method.id,
          payment_method_types: ['sepa_debit'],
          usage: 'off_session',
          confirm: true,
          mandate_data: {
            customer_acceptance: { type: 'online', online: { ip_address: ipAddress, user_agent: userAgent } },
          },
        },
        setupIntentSchema,
      )
      // A SEPA setup succeeds at once (or is processing); anything else is a refused mandate.
      if (setup.status !== 'succeeded' && setup.status !== 'processing')
        throw new PaymentProviderError(`stripe setup intent: status ${setup.status}`)
      return { customerId: customer.id, paymentMethodId: method.id, mandateId: setup.mandate ?? null }
    },
    async debit({ mandate, invoiceId, amountCents, currency }) {
      const payment = await intent(
        {
          amount: amountCents,
          currency: currency.toLowerCase(),
          customer: mandate.customerId,
          payment_method: mandate.paymentMethodId,
          payment_method_types: ['sepa_debit'],
          mandate: mandate.mandateId ?? undefined,
          off_session: true,
          confirm: true,
          metadata: { invoice_id: String(invoiceId), purpose: 'direct_debit' },
        },
        // Invoice ids are never reused (a sequence), so a retried call cannot debit twice.
        `invoice-${invoiceId}-debit`,
      )
      if (payment.status !== 'processing' && payment.status !== 'succeeded')
        throw new PaymentProviderError(`stripe debit: status ${payment.status}`)
      return payment
    },
    async createPayment({ method, invoiceId, amountCents, currency, customerId }) {
      return intent({
        amount: amountCents,
        currency: currency.toLowerCase(),
        customer: customerId ?? undefined,
        payment_method_types: [method],
        metadata: { invoice_id: String(invoiceId), purpose: 'reminder' },
      })
    },
    dispose() {},
  }
}
