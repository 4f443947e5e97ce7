import * as z from 'zod'
import { paymentStatusSchema } from '../../contract/payments'
import { PaymentProviderError, type PaymentsProvider, type ProviderPayment } from './provider'

/** How long one Stripe call may take before it counts as failed (the purchase holds a row lock meanwhile). */
export const STRIPE_TIMEOUT_MS = 10_000

export interface StripeOptions {
  secretKey: string
  publishableKey: string
  connectedAccount: string | undefined
  /** `https://api.stripe.com`, or a fake in tests. */
  apiUrl: string
  timeoutMs?: number
  fetch?: typeof fetch
}

type Form = { [key: string]: string | number | boolean | undefined | Form | string[] }

/** Stripe's form encoding: nested keys in brackets (`mandate_data[customer_acceptance][type]`), lists as `key[]`. */
export function stripeForm(form: Form, prefix = '', out = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(form)) {
    const name = prefix ? `${prefix}[${key}]` : key
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) out.append(`${name}[]`, item)
    else if (typeof value === 'object') stripeForm(value, name, out)
    else out.append(name, String(value))
  }
  return out
}

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
  const {
    secretKey,
    connectedAccount,
    apiUrl,
    timeoutMs = STRIPE_TIMEOUT_MS,
    fetch: doFetch = fetch,
  } = options

  async function post<T>(
    path: string,
    form: Form,
    schema: z.ZodType<T>,
    idempotencyKey?: string,
  ): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    }
    if (connectedAccount) headers['Stripe-Account'] = connectedAccount
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey
    let res: Response
    try {
      res = await doFetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers,
        body: stripeForm(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      })
    } catch (err) {
      const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'unreachable'
      throw new PaymentProviderError(`stripe ${path}: ${reason}`, { cause: err })
    }
    if (!res.ok) {
      await res.body?.cancel()
      throw new PaymentProviderError(`stripe ${path}: status ${res.status}`)
    }
    const parsed = schema.safeParse(await res.json().catch(() => null))
    if (!parsed.success) throw new PaymentProviderError(`stripe ${path}: unexpected answer`)
    return parsed.data
  }

  const intent = async (form: Form, idempotencyKey?: string): Promise<ProviderPayment> => {
    const pi = await post('/v1/payment_intents', form, paymentIntentSchema, idempotencyKey)
    const status = paymentStatusSchema.safeParse(pi.status)
    if (!status.success) throw new PaymentProviderError(`stripe payment intent: status ${pi.status}`)
    return { id: pi.id, clientSecret: pi.client_secret, status: status.data }
  }

  return {
    kind: 'stripe',
    browser: { kind: 'stripe', publishable_key: options.publishableKey, account: connectedAccount ?? null },
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
