import type Stripe from 'stripe'
import * as z from 'zod'
import { paymentStatusSchema } from '../../contract/payments'
import {
  callStripe,
  createStripe,
  requestOptions,
  StripeRequestError,
  type StripeOptions,
} from '../stripe/client'
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
 * Stripe through its official SDK (stripe/client.ts: the address, a time-out, one retry; `stripeAccount`
 * on each call for a connected account). The SDK speaks its pinned API version (2026-10-28.endive), where
 * an intent's methods are `allowed_payment_method_types` (`payment_method_types` is gone). Any failure of
 * a call, or an answer of another shape, is a PaymentProviderError with the call and status, never
 * Stripe's message (it may echo the IBAN).
 */
export function createStripePayments(options: StripeOptions): PaymentsProvider {
  const stripe = createStripe(options)
  const { connectedAccount } = options
  const opts = (idempotencyKey?: string) => requestOptions(options, idempotencyKey)
  // Any failed call is the provider's failure: the purchase answers direct_debit_failed, a reminder
  // payment_creation_failed.
  const call = <T>(name: string, request: Promise<Stripe.Response<object>>, schema: z.ZodType<T>) =>
    callStripe(name, request, schema).catch((err: unknown) => {
      throw err instanceof StripeRequestError ? new PaymentProviderError(err.reason, { cause: err }) : err
    })

  const intent = async (
    params: Stripe.PaymentIntentCreateParams,
    idempotencyKey?: string,
  ): Promise<ProviderPayment> => {
    const pi = await call(
      '/v1/payment_intents',
      stripe.paymentIntents.create(params, opts(idempotencyKey)),
      paymentIntentSchema,
    )
    const status = paymentStatusSchema.safeParse(pi.status)
    if (!status.success) throw new PaymentProviderError(`stripe payment intent: status ${pi.status}`)
    return { id: pi.id, clientSecret: pi.client_secret, status: status.data }
  }

  return {
    kind: 'stripe',
    browser: { kind: 'stripe', publishable_key: options.publishableKey, account: connectedAccount },
    async createMandate({ userId, iban, name, email, ipAddress, userAgent, idempotencyKey }) {
      // One key per call, derived from the caller's: a retried mandate reuses Stripe's first objects.
      const key = (suffix: string) => (idempotencyKey ? `${idempotencyKey}-${suffix}` : undefined)
      const customer = await call(
        '/v1/customers',
        stripe.customers.create(
          { name, email, metadata: { user_id: String(userId) } },
          opts(key('customer')),
        ),
        objectWithId,
      )
      const method = await call(
        '/v1/payment_methods',
        stripe.paymentMethods.create(
          { type: 'sepa_debit', sepa_debit: { iban }, billing_details: { name, email } },
          opts(key('method')),
        ),
        objectWithId,
      )
      const setup = await call(
        '/v1/setup_intents',
        stripe.setupIntents.create(
          {
            customer: customer.id,
            payment_method: method.id,
            allowed_payment_method_types: ['sepa_debit'],
            usage: 'off_session',
            confirm: true,
            mandate_data: {
              customer_acceptance: {
                type: 'online',
                online: { ip_address: ipAddress, user_agent: userAgent },
              },
            },
          },
          opts(key('setup')),
        ),
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
          allowed_payment_method_types: ['sepa_debit'],
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
        allowed_payment_method_types: [method],
        metadata: { invoice_id: String(invoiceId), purpose: 'reminder' },
      })
    },
  }
}
