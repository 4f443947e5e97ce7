// @vitest-environment node
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutCartSchema } from '../../api/contract/cart'
import {
  paymentResponseSchema,
  reminderPaymentResponseSchema,
  reminderResponseSchema,
} from '../../api/contract/payments'
import type { ProductType } from '../../api/contract/products'
import { purchaseResponseSchema } from '../../api/contract/purchase'
import { customerProfiles, invoices } from '../../api/server/db/schema'
import { reminderToken, REMINDER_TTL_MS } from '../../api/server/payments/reminder-token'
import { settlePayment } from '../../api/server/payments/settle'
import { errorOf } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { stripeSignature } from './identity-helpers'
import {
  bodyFor,
  buyer,
  DEBIT_DELAY_MS,
  getPayment,
  getReminder,
  invoiceRow,
  LOCAL_DEBIT_FAILS_IBAN,
  LOCAL_MANDATE_REFUSED_IBAN,
  localConfirm,
  mandateOf,
  paymentsOf,
  policiesOf,
  postReminderPayment,
  reminderFor,
  settled,
  shopper,
  stripeEvent,
} from './payment-helpers'
import { as, productIds } from './product-helpers'
import { answerSafely, checkoutOf, IBAN } from './purchase-helpers'

const WEBHOOK_SECRET = 'whsec_test_payments'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp({
    LOCAL_DEBIT_DELAY_MS: String(DEBIT_DELAY_MS),
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  })
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const userId = async (token: string) =>
  ((await (await as(t, token, 'GET', '/users/me')).json()) as { id: number }).id

/** A customer whose first debit failed: the invoice, and the reminder link's token. */
async function remindedCustomer(name: string) {
  const bought = await buyer(t, ids, name, LOCAL_DEBIT_FAILS_IBAN)
  await settled(t, bought.invoiceId, 'failed')
  const { token } = await reminderFor(t, name)
  if (!token) throw new Error(`no reminder for ${name}`)
  return { ...bought, reminder: token }
}

/** A reminder payment of `name`'s failed invoice by `method`. */
async function reminderPayment(name: string, method: 'ideal' | 'card' = 'ideal') {
  const customer = await remindedCustomer(name)
  const res = await postReminderPayment(t, { token: customer.reminder, method })
  expect(res.status).toBe(201)
  return { ...customer, payment: reminderPaymentResponseSchema.parse(await res.json()) }
}

describe('the purchase starts the direct debit', () => {
  it('refuses the purchase (502 direct_debit_failed) when the mandate is refused, and stores nothing', async () => {
    const { token, items } = await shopper(t, ids, 'pay-refused')
    const res = await as(
      t,
      token,
      'POST',
      '/cart-item/purchase',
      bodyFor('pay-refused', LOCAL_MANDATE_REFUSED_IBAN),
    )
    expect(res.status).toBe(502)
    expect(await errorOf(res)).toMatchObject({ code: 'direct_debit_failed' })
    const user = await userId(token)
    expect(await policiesOf(t, user)).toEqual([])
    expect(await t.database.db.select().from(invoices).where(eq(invoices.user_id, user))).toEqual([])
    expect(await mandateOf(t, user)).toBeUndefined()
    expect(
      await t.database.db.select().from(customerProfiles).where(eq(customerProfiles.user_id, user)),
    ).toEqual([])
    const cart = checkoutCartSchema.parse(
      await (await as(t, token, 'GET', '/cart-item/checkout-cart')).json(),
    )
    expect(cart.cart_item_ids).toEqual(items.map((i) => i.id))
    // The same cart then goes through with a good IBAN.
    const again = await as(t, token, 'POST', '/cart-item/purchase', bodyFor('pay-refused', IBAN))
    expect(again.status).toBe(200)
  })

  it("looks for a new customer's mandate before writing: the policy and invoice are written once", async () => {
    // A try that wrote them and rolled back (to have the mandate made) spends their sequences' numbers.
    const nextOf = async (sequence: string) => {
      const result = (await t.database.db.execute(
        sql.raw(`select last_value, is_called from ${sequence}`),
      )) as unknown as { rows: { last_value: string | number; is_called: boolean }[] }
      const { last_value, is_called } = result.rows[0]!
      return Number(last_value) + (is_called ? 1 : 0)
    }
    const { token } = await shopper(t, ids, 'pay-once')
    const [policy, invoice] = [await nextOf('policies_id_seq'), await nextOf('invoices_id_seq')]
    const res = await as(t, token, 'POST', '/cart-item/purchase', bodyFor('pay-once', IBAN))
    expect(res.status).toBe(200)
    const user = await userId(token)
    expect(await mandateOf(t, user)).toMatchObject({ provider: 'local', iban_last4: '4300' })
    expect((await policiesOf(t, user)).map((row) => row.id)).toEqual([policy])
    expect(purchaseResponseSchema.parse(await res.json()).invoice?.id).toBe(invoice)
    expect([await nextOf('policies_id_seq'), await nextOf('invoices_id_seq')]).toEqual([
      policy + 1,
      invoice + 1,
    ])
  })

  it('stores the mandate, debits the invoice (processing) and pays it after the delay', async () => {
    const { token, result, invoiceId } = await buyer(t, ids, 'pay-ok', IBAN)
    expect(result.invoice?.status).toBe('processing')
    const user = await userId(token)
    const mandate = await mandateOf(t, user)
    expect(mandate).toMatchObject({ provider: 'local', iban_last4: '4300' })
    // The debit is the purchase's job, run right after its commit.
    await expect.poll(async () => (await paymentsOf(t, invoiceId)).length).toBe(1)
    const [debit] = await paymentsOf(t, invoiceId)
    expect(debit).toMatchObject({ method: 'sepa_debit', provider: 'local', amount_cents: expect.any(Number) })
    const paid = await settled(t, invoiceId, 'paid')
    expect(paid.paid_at).toBeInstanceOf(Date)
    expect((await paymentsOf(t, invoiceId))[0]?.status).toBe('succeeded')
  })

  it('reuses the mandate for the same IBAN and replaces it for another one', async () => {
    const first = await buyer(t, ids, 'pay-reuse', IBAN)
    const user = await userId(first.token)
    const mandate = await mandateOf(t, user)
    const checkout = async (type: ProductType, iban: string) => {
      await answerSafely(t, first.token, ids, type)
      await checkoutOf(t, first.token, ids, [type])
      return as(t, first.token, 'POST', '/cart-item/purchase', bodyFor('pay-reuse', iban))
    }
    expect((await checkout('device', 'NL91ABNA0417164300')).status).toBe(200)
    expect((await mandateOf(t, user))?.payment_method_id).toBe(mandate?.payment_method_id)
    expect((await checkout('business_liability', 'NL39 RABO 0300 0652 64')).status).toBe(200)
    const replaced = await mandateOf(t, user)
    expect(replaced?.payment_method_id).not.toBe(mandate?.payment_method_id)
    expect(replaced?.iban_last4).toBe('5264')
  })

  it('fails the invoice when the debit fails and e-mails one reminder with a working link', async () => {
    const { invoiceId } = await buyer(t, ids, 'pay-fails', LOCAL_DEBIT_FAILS_IBAN)
    const failed = await settled(t, invoiceId, 'failed')
    expect(failed.reminder_sent_at).toBeInstanceOf(Date)
    const { mail, link, token } = await reminderFor(t, 'pay-fails')
    expect(mail).toHaveLength(1)
    expect(mail[0]?.subject).toMatch(/^Betaalherinnering van /)
    expect(link).toMatch(/^http:\/\/zzp\.localhost\/invoice-reminder\?token=/)
    const [debit] = await paymentsOf(t, invoiceId)
    expect(debit).toMatchObject({ status: 'requires_payment_method', failure_code: 'insufficient_funds' })
    // The same failure again (a repeated event) sends no second mail.
    await settlePayment(t.deps, { paymentId: debit!.id, status: 'failed' })
    expect((await reminderFor(t, 'pay-fails')).mail).toHaveLength(1)
    const res = await getReminder(t, token!)
    expect(res.status).toBe(200)
    const reminder = reminderResponseSchema.parse(await res.json())
    expect(reminder).toEqual({
      invoice: {
        id: invoiceId,
        status: 'failed',
        amount: (failed.amount_cents / 100).toFixed(2),
        currency: 'EUR',
        due_date: failed.due_date,
        products: [expect.any(String)],
      },
      fulfilled: false,
    })
  })

  it('writes the reminder in the language of the purchase', async () => {
    await buyer(t, ids, 'pay-english', LOCAL_DEBIT_FAILS_IBAN, 'en').then((b) =>
      settled(t, b.invoiceId, 'failed'),
    )
    const { mail } = await reminderFor(t, 'pay-english')
    expect(mail[0]?.subject).toMatch(/^Payment reminder from /)
    expect(mail[0]?.text).toContain('€')
  })
})

describe('GET /invoices/reminder', () => {
  it('refuses a missing, invalid, tampered or expired token with 400', async () => {
    const { invoiceId, reminder } = await remindedCustomer('rem-tokens')
    const missing = await t.app.request('http://zzp.localhost/invoices/reminder')
    expect(missing.status).toBe(400)
    expect((await errorOf(missing)).field_errors).toEqual({ token: ['required'] })
    const [payload, signature] = reminder.split('.')
    const other = Buffer.from(JSON.stringify({ i: invoiceId + 1, e: Date.now() + 60_000 })).toString(
      'base64url',
    )
    const expired = reminderToken(t.deps.config.jwtSecret, invoiceId, Date.now() - REMINDER_TTL_MS - 1000)
    for (const bad of [
      'nonsense',
      `${other}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}xx`,
      expired,
      `${reminder}.x`,
    ]) {
      const res = await getReminder(t, bad)
      expect(res.status, bad).toBe(400)
      expect((await errorOf(res)).non_field_errors).toEqual(['invalid_reminder'])
    }
    const unknown = await getReminder(t, reminderToken(t.deps.config.jwtSecret, 2_000_000))
    expect((await errorOf(unknown)).non_field_errors).toEqual(['invalid_reminder'])
  })
})

describe('POST /invoices/reminder/payment', () => {
  it('creates a payment for the browser to confirm (201)', async () => {
    const { payment, invoiceId } = await reminderPayment('rem-pay')
    expect(payment.provider).toEqual({ kind: 'local' })
    const [, reminderPaymentRow] = await paymentsOf(t, invoiceId)
    expect(reminderPaymentRow).toMatchObject({
      id: payment.payment_intent,
      method: 'ideal',
      status: 'requires_payment_method',
    })
    const res = await getPayment(t, payment.payment_intent, payment.client_secret)
    expect(res.status).toBe(200)
    expect(paymentResponseSchema.parse(await res.json())).toMatchObject({
      status: 'requires_payment_method',
      method: 'ideal',
    })
  })

  it('answers 400 with field errors for a bad body, and invalid_reminder for a bad token', async () => {
    const bad = await postReminderPayment(t, { token: '', method: 'paypal' })
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).field_errors).toEqual({ token: ['required'], method: ['invalidChoice'] })
    const json = await postReminderPayment(t, '{')
    expect(json.status).toBe(400)
    const token = await postReminderPayment(t, { token: 'a.b', method: 'card' })
    expect(token.status).toBe(400)
    expect((await errorOf(token)).non_field_errors).toEqual(['invalid_reminder'])
  })

  it('answers 409 invoice_already_paid for a paid invoice', async () => {
    const { invoiceId } = await buyer(t, ids, 'rem-paid', IBAN)
    await settled(t, invoiceId, 'paid')
    const token = reminderToken(t.deps.config.jwtSecret, invoiceId)
    const res = await postReminderPayment(t, { token, method: 'card' })
    expect(res.status).toBe(409)
    expect((await errorOf(res)).code).toBe('invoice_already_paid')
    const reminder = reminderResponseSchema.parse(await (await getReminder(t, token)).json())
    expect(reminder).toMatchObject({ fulfilled: true, invoice: { status: 'paid' } })
  })
})

describe('payments of reminders', () => {
  it('local confirm succeeded: the payment succeeds, the invoice is paid, the reminder fulfilled', async () => {
    const { payment, invoiceId, reminder } = await reminderPayment('pay-confirm', 'card')
    const res = await localConfirm(t, { ...payment, outcome: 'succeeded' })
    expect(res.status).toBe(200)
    expect(paymentResponseSchema.parse(await res.json())).toMatchObject({
      status: 'succeeded',
      method: 'card',
    })
    const status = paymentResponseSchema.parse(
      await (await getPayment(t, payment.payment_intent, payment.client_secret)).json(),
    )
    expect(status).toMatchObject({ status: 'succeeded', invoice: { id: invoiceId, status: 'paid' } })
    expect((await invoiceRow(t, invoiceId)).paid_at).toBeInstanceOf(Date)
    const after = reminderResponseSchema.parse(await (await getReminder(t, reminder)).json())
    expect(after.fulfilled).toBe(true)
    expect((await postReminderPayment(t, { token: reminder, method: 'ideal' })).status).toBe(409)
  })

  it('local confirm failed: the payment needs a method again and the invoice stays failed', async () => {
    const { payment, invoiceId } = await reminderPayment('pay-declined')
    const res = await localConfirm(t, { ...payment, outcome: 'failed' })
    expect(res.status).toBe(200)
    expect(paymentResponseSchema.parse(await res.json()).status).toBe('requires_payment_method')
    expect((await invoiceRow(t, invoiceId)).status).toBe('failed')
    // Only the direct debit's failure sends a reminder.
    expect((await reminderFor(t, 'pay-declined')).mail).toHaveLength(1)
  })

  it('answers 404 for a wrong secret, an unknown payment or a direct debit', async () => {
    const { payment, invoiceId } = await reminderPayment('pay-secret')
    expect((await getPayment(t, payment.payment_intent, `${payment.client_secret}x`)).status).toBe(404)
    expect((await getPayment(t, 'pi_unknown', payment.client_secret)).status).toBe(404)
    const [debit] = await paymentsOf(t, invoiceId)
    expect((await getPayment(t, debit!.id, debit!.client_secret)).status).toBe(404)
    expect((await localConfirm(t, { ...payment, client_secret: 'wrong', outcome: 'succeeded' })).status).toBe(
      404,
    )
    const missing = await t.app.request(`http://zzp.localhost/payments/${payment.payment_intent}`)
    expect(missing.status).toBe(400)
  })

  it('local confirm is not there with Stripe', async () => {
    const stripe = await t.withConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_x',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    })
    const res = await localConfirm(stripe, {
      payment_intent: 'pi_x',
      client_secret: 'x',
      outcome: 'succeeded',
    })
    expect(res.status).toBe(404)
  })
})

describe('POST /stripe/webhook', () => {
  it('settles a payment on a validly signed payment_intent.succeeded', async () => {
    const { payment, invoiceId } = await reminderPayment('hook-ok')
    const processing = await stripeEvent(
      t,
      'payment_intent.processing',
      payment.payment_intent,
      WEBHOOK_SECRET,
    )
    expect(processing.status).toBe(200)
    expect((await invoiceRow(t, invoiceId)).status).toBe('processing')
    const res = await stripeEvent(t, 'payment_intent.succeeded', payment.payment_intent, WEBHOOK_SECRET)
    expect(res.status).toBe(200)
    expect((await invoiceRow(t, invoiceId)).status).toBe('paid')
    // A late processing event does not undo the payment.
    await stripeEvent(t, 'payment_intent.processing', payment.payment_intent, WEBHOOK_SECRET)
    expect((await paymentsOf(t, invoiceId)).find((p) => p.id === payment.payment_intent)?.status).toBe(
      'succeeded',
    )
    // Unknown payments and other events are acknowledged and ignored.
    expect((await stripeEvent(t, 'payment_intent.succeeded', 'pi_elsewhere', WEBHOOK_SECRET)).status).toBe(
      200,
    )
    expect((await stripeEvent(t, 'customer.created', 'cus_1', WEBHOOK_SECRET)).status).toBe(200)
  })

  it('refuses a bad or stale signature with 400 and changes nothing', async () => {
    const { payment, invoiceId } = await reminderPayment('hook-bad')
    const wrong = await stripeEvent(t, 'payment_intent.succeeded', payment.payment_intent, 'whsec_other')
    expect(wrong.status).toBe(400)
    expect((await errorOf(wrong)).non_field_errors).toEqual(['invalid_signature'])
    const stale = await stripeEvent(t, 'payment_intent.succeeded', payment.payment_intent, WEBHOOK_SECRET, {
      sign: (raw, secret) => stripeSignature(raw, secret, Math.floor(Date.now() / 1000) - 301),
    })
    expect(stale.status).toBe(400)
    const none = await t.app.request('http://zzp.localhost/stripe/webhook', { method: 'POST', body: '{}' })
    expect(none.status).toBe(400)
    expect((await invoiceRow(t, invoiceId)).status).toBe('failed')
  })

  it('is not there without a webhook secret', async () => {
    const plain = await t.withConfig({ STRIPE_WEBHOOK_SECRET: '' })
    expect((await stripeEvent(plain, 'payment_intent.succeeded', 'pi_x', WEBHOOK_SECRET)).status).toBe(404)
  })
})
