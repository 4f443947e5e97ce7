// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ProductType } from '../../api/contract/products'
import { purchaseResponseSchema } from '../../api/contract/purchase'
import { reminderToken } from '../../api/server/payments/reminder-token'
import { PaymentProviderError } from '../../api/server/payments/provider'
import { createStripePayments } from '../../api/server/payments/stripe-provider'
import { call, errorOf } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import {
  bodyFor,
  buyer,
  DEBIT_DELAY_MS,
  LOCAL_DEBIT_FAILS_IBAN,
  paymentsOf,
  postReminderPayment,
  settled,
  shopper,
} from './payment-helpers'
import { productIds } from './product-helpers'
import { IBAN } from './purchase-helpers'

interface Seen {
  path: string
  headers: http.IncomingHttpHeaders
  form: URLSearchParams
}

/** A fake Stripe on 127.0.0.1: records each request; `reply` decides the answer per path (or hangs). */
let seen: Seen[] = []
let reply: (path: string) => { status: number; body: unknown } | 'hang'
const server = http.createServer((req, res) => {
  let raw = ''
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
  req.on('end', () => {
    const path = req.url ?? ''
    seen.push({ path, headers: req.headers, form: new URLSearchParams(raw) })
    const answer = reply(path)
    if (answer === 'hang') return
    res.writeHead(answer.status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(answer.body))
  })
})
let url: string

const ok = (path: string) => {
  if (path === '/v1/customers') return { status: 200, body: { id: 'cus_1' } }
  if (path === '/v1/payment_methods') return { status: 200, body: { id: 'pm_1' } }
  if (path === '/v1/setup_intents')
    return { status: 200, body: { id: 'seti_1', status: 'succeeded', mandate: 'mandate_1' } }
  return {
    status: 200,
    body: { id: `pi_${seen.length}`, client_secret: `pi_${seen.length}_secret_x`, status: 'processing' },
  }
}

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  t = await createTestApp({ LOCAL_DEBIT_DELAY_MS: String(DEBIT_DELAY_MS) })
  ids = await productIds(t)
}, 60_000)
afterAll(async () => {
  await t?.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  seen = []
  reply = ok
})

const stripe = (timeoutMs = 2000) =>
  createStripePayments({
    secretKey: 'sk_test_1',
    publishableKey: 'pk_test_1',
    connectedAccount: 'acct_1',
    apiUrl: url,
    timeoutMs,
  })
const mandateRequest = {
  userId: 7,
  iban: 'NL91ABNA0417164300',
  name: 'Eva Jansen',
  email: 'eva@example.nl',
  ipAddress: '203.0.113.9',
  userAgent: 'Test/1.0',
}

describe('the Stripe adapter', () => {
  it('makes a mandate: customer, SEPA payment method, confirmed setup intent with the online acceptance', async () => {
    const mandate = await stripe().createMandate(mandateRequest)
    expect(mandate).toEqual({ customerId: 'cus_1', paymentMethodId: 'pm_1', mandateId: 'mandate_1' })
    expect(seen.map((s) => s.path)).toEqual(['/v1/customers', '/v1/payment_methods', '/v1/setup_intents'])
    for (const s of seen) {
      expect(s.headers.authorization).toBe('Bearer sk_test_1')
      expect(s.headers['stripe-account']).toBe('acct_1')
      expect(s.headers['content-type']).toBe('application/x-www-form-urlencoded')
    }
    const [customer, method, setup] = seen.map((s) => Object.fromEntries(s.form))
    expect(customer).toEqual({ name: 'Eva Jansen', email: 'eva@example.nl', 'metadata[user_id]': '7' })
    expect(method).toEqual({
      type: 'sepa_debit',
      'sepa_debit[iban]': 'NL91ABNA0417164300',
      'billing_details[name]': 'Eva Jansen',
      'billing_details[email]': 'eva@example.nl',
    })
    expect(setup).toEqual({
      customer: 'cus_1',
      payment_method: 'pm_1',
      'allowed_payment_method_types[0]': 'sepa_debit',
      usage: 'off_session',
      confirm: 'true',
      'mandate_data[customer_acceptance][type]': 'online',
      'mandate_data[customer_acceptance][online][ip_address]': '203.0.113.9',
      'mandate_data[customer_acceptance][online][user_agent]': 'Test/1.0',
    })
  })

  it("derives one idempotency key per mandate call from the caller's", async () => {
    await stripe().createMandate({ ...mandateRequest, idempotencyKey: 'mandate-7-abc' })
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual([
      'mandate-7-abc-customer',
      'mandate-7-abc-method',
      'mandate-7-abc-setup',
    ])
  })

  it('debits off session under the mandate, and creates iDEAL and card payments', async () => {
    const provider = stripe()
    const mandate = { customerId: 'cus_1', paymentMethodId: 'pm_1', mandateId: 'mandate_1' }
    const debit = await provider.debit({ mandate, invoiceId: 12, amountCents: 3086, currency: 'EUR' })
    expect(debit.status).toBe('processing')
    expect(seen[0]?.headers['idempotency-key']).toBe('invoice-12-debit')
    expect(Object.fromEntries(seen[0]!.form)).toEqual({
      amount: '3086',
      currency: 'eur',
      customer: 'cus_1',
      payment_method: 'pm_1',
      'allowed_payment_method_types[0]': 'sepa_debit',
      mandate: 'mandate_1',
      off_session: 'true',
      confirm: 'true',
      'metadata[invoice_id]': '12',
      'metadata[purpose]': 'direct_debit',
    })
    reply = () => ({
      status: 200,
      body: { id: 'pi_r', client_secret: 'pi_r_secret', status: 'requires_payment_method' },
    })
    for (const method of ['ideal', 'card'] as const) {
      const payment = await provider.createPayment({
        method,
        invoiceId: 12,
        amountCents: 3086,
        currency: 'EUR',
        customerId: null,
      })
      expect(payment).toEqual({ id: 'pi_r', clientSecret: 'pi_r_secret', status: 'requires_payment_method' })
      expect(seen.at(-1)?.form.getAll('allowed_payment_method_types[0]')).toEqual([method])
      expect(seen.at(-1)?.form.has('customer')).toBe(false)
    }
  })

  it('turns a 4xx, a 5xx, a time-out, a refused setup or a failed debit into a PaymentProviderError', async () => {
    const mandate = { customerId: 'cus_1', paymentMethodId: 'pm_1', mandateId: null }
    reply = (path) =>
      path === '/v1/payment_methods'
        ? { status: 402, body: { error: { type: 'card_error', code: 'x', message: 'NL91ABNA0417164300' } } }
        : ok(path)
    const refused = await stripe()
      .createMandate(mandateRequest)
      .catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(PaymentProviderError)
    // Neither Stripe's message (the IBAN) nor the key, in the error or anything it wraps.
    expect(String(refused)).toMatch(/status 402/)
    expect(JSON.stringify(refused, Object.getOwnPropertyNames(refused))).not.toMatch(/NL91|sk_test/)
    expect(String((refused as Error).cause)).not.toMatch(/NL91|sk_test/)
    reply = () => ({ status: 500, body: {} })
    await expect(
      stripe().debit({ mandate, invoiceId: 1, amountCents: 1, currency: 'EUR' }),
    ).rejects.toBeInstanceOf(PaymentProviderError)
    reply = () => 'hang'
    await expect(
      stripe(100).createPayment({
        method: 'ideal',
        invoiceId: 1,
        amountCents: 1,
        currency: 'EUR',
        customerId: null,
      }),
    ).rejects.toThrow(/timed out/)
    reply = (path) =>
      path === '/v1/setup_intents' ? { status: 200, body: { status: 'requires_payment_method' } } : ok(path)
    await expect(stripe().createMandate(mandateRequest)).rejects.toBeInstanceOf(PaymentProviderError)
    reply = () => ({
      status: 200,
      body: { id: 'pi_f', client_secret: 's', status: 'requires_payment_method' },
    })
    await expect(
      stripe().debit({ mandate, invoiceId: 1, amountCents: 1, currency: 'EUR' }),
    ).rejects.toBeInstanceOf(PaymentProviderError)
    reply = () => ({ status: 200, body: { unexpected: true } })
    await expect(stripe().createMandate(mandateRequest)).rejects.toBeInstanceOf(PaymentProviderError)
  })
})

describe('the routes with Stripe configured', () => {
  const stripeEnv = () => ({
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_1',
    STRIPE_API_URL: url,
  })

  it('a purchase succeeds with Stripe answering, and fails with 502 direct_debit_failed when it refuses', async () => {
    // A database of its own: every server on it uses Stripe, so the debit job (run after the purchase's
    // commit by whichever server takes it) calls Stripe too.
    const stripe = await createTestApp(stripeEnv())
    try {
      const stripeIds = await productIds(stripe)
      const { token } = await shopper(stripe, stripeIds, 'stripe-buyer')
      const res = await call(stripe, 'POST', '/cart-item/purchase', bodyFor('stripe-buyer', IBAN), { token })
      expect(res.status).toBe(200)
      const { invoice } = purchaseResponseSchema.parse(await res.json())
      // The mandate before the purchase's transaction, the debit by its job after the commit.
      await expect
        .poll(() => seen.map((s) => s.path))
        .toEqual(['/v1/customers', '/v1/payment_methods', '/v1/setup_intents', '/v1/payment_intents'])
      await expect
        .poll(async () => (await paymentsOf(stripe, invoice!.id)).map((p) => p.provider))
        .toEqual(['stripe'])

      const refused = await shopper(stripe, stripeIds, 'stripe-refused')
      reply = (path) => (path === '/v1/setup_intents' ? { status: 400, body: {} } : ok(path))
      const failed = await call(stripe, 'POST', '/cart-item/purchase', bodyFor('stripe-refused', IBAN), {
        token: refused.token,
      })
      expect(failed.status).toBe(502)
      expect((await errorOf(failed)).code).toBe('direct_debit_failed')
    } finally {
      await stripe.close()
    }
  }, 30_000)

  it('a reminder payment answers the Stripe provider, or 502 payment_creation_failed when Stripe fails', async () => {
    // Bought and settled by the local provider before a Stripe server joins the database: its job worker
    // would otherwise take the debit job as often as not (on PostgreSQL) and ask Stripe for it.
    const { invoiceId } = await buyer(t, ids, 'stripe-reminded', LOCAL_DEBIT_FAILS_IBAN)
    await settled(t, invoiceId, 'failed')
    const app = await t.withConfig(stripeEnv())
    const token = reminderToken(t.deps.config.jwtSecret, invoiceId)
    reply = () => ({
      status: 200,
      body: { id: 'pi_rem', client_secret: 'pi_rem_secret', status: 'requires_payment_method' },
    })
    const res = await postReminderPayment(app, { token, method: 'card' })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({
      payment_intent: 'pi_rem',
      client_secret: 'pi_rem_secret',
      provider: { kind: 'stripe', publishable_key: 'pk_test_1', account: null },
    })
    reply = () => ({ status: 503, body: {} })
    const failed = await postReminderPayment(app, { token, method: 'ideal' })
    expect(failed.status).toBe(502)
    expect((await errorOf(failed)).code).toBe('payment_creation_failed')
  }, 30_000)
})
