import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Locale } from '../../api/contract/common'
import type { ProductType } from '../../api/contract/products'
import { purchaseResponseSchema, type PurchaseResponse } from '../../api/contract/purchase'
import { invoices, paymentMandates, payments, policies } from '../../api/server/db/schema'
import { call, mailTo } from './auth-helpers'
import { eventually, type TestApp } from './helpers'
import { stripeSignature } from './identity-helpers'
import { as, customer } from './product-helpers'
import { answerSafely, checkoutOf, validBody } from './purchase-helpers'

export { LOCAL_DEBIT_FAILS_IBAN, LOCAL_MANDATE_REFUSED_IBAN } from '../../api/server/payments/local-provider'

/** How long the local provider's debits stay processing in these tests. */
export const DEBIT_DELAY_MS = 40

/** The purchase body of `name` (its own e-mail address, so its mail is its own) paying from `iban`. */
export function bodyFor(name: string, iban: string) {
  const body = validBody()
  body.person.email = `${name}@example.nl`
  body.payment.iban_number = iban
  return body
}

/** A webdeveloper with death-risk cover (one insured item) in the checkout cart. */
export async function shopper(t: TestApp, ids: Record<ProductType, number>, name: string) {
  const token = await customer(t, name, 'webdeveloper')
  await answerSafely(t, token, ids, 'death_risk')
  const items = await checkoutOf(t, token, ids, ['death_risk'])
  return { token, items }
}

/** A shopper who bought with `iban`: the purchase's answer (200 expected). */
export async function buyer(
  t: TestApp,
  ids: Record<ProductType, number>,
  name: string,
  iban: string,
  locale: Locale = 'nl',
): Promise<{ token: string; result: PurchaseResponse; invoiceId: number }> {
  const { token } = await shopper(t, ids, name)
  const res = await as(t, token, 'POST', '/cart-item/purchase', bodyFor(name, iban), locale)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200)
  const result = purchaseResponseSchema.parse(await res.json())
  return { token, result, invoiceId: result.invoice!.id }
}

export const invoiceRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!

export const paymentsOf = (t: TestApp, invoiceId: number) =>
  t.database.db.select().from(payments).where(eq(payments.invoice_id, invoiceId))

export const mandateOf = async (t: TestApp, userId: number) =>
  (await t.database.db.select().from(paymentMandates).where(eq(paymentMandates.user_id, userId)))[0]

export const policiesOf = (t: TestApp, userId: number) =>
  t.database.db.select().from(policies).where(eq(policies.user_id, userId))

/** Waits for the invoice to reach `status` (the local debit settles after DEBIT_DELAY_MS). */
export async function settled(t: TestApp, invoiceId: number, status: 'paid' | 'failed') {
  await eventually(async () => expect((await invoiceRow(t, invoiceId)).status).toBe(status), 5000)
  return invoiceRow(t, invoiceId)
}

const remindersTo = async (t: TestApp, name: string) =>
  (await mailTo(t, `${name}@example.nl`)).filter((m) => m.text.includes('/invoice-reminder?token='))

/**
 * The reminder link's token in the latest payment reminder sent to `name`'s address (and all such mail).
 * The reminder is mailed after the settlement commits, so it may trail the invoice's `failed`: this
 * waits up to 5 s for at least one.
 */
export async function reminderFor(t: TestApp, name: string) {
  await eventually(async () => expect((await remindersTo(t, name)).length).toBeGreaterThan(0), 5000)
  const mail = await remindersTo(t, name)
  const link = /https?:\/\/\S+\/invoice-reminder\?token=([\w.-]+)/.exec(mail[0]?.text ?? '')
  return { mail, link: link?.[0], token: link?.[1] }
}

export const getReminder = (t: TestApp, token: string, locale = 'nl-NL') =>
  call(t, 'GET', `/invoices/reminder?token=${encodeURIComponent(token)}`, undefined, {
    headers: { 'Accept-Language': locale },
  })

export const postReminderPayment = (t: Pick<TestApp, 'app'>, body: unknown) =>
  call(t, 'POST', '/invoices/reminder/payment', body)

export const getPayment = (t: TestApp, id: string, secret: string) =>
  call(t, 'GET', `/payments/${encodeURIComponent(id)}?client_secret=${encodeURIComponent(secret)}`)

export const localConfirm = (t: Pick<TestApp, 'app'>, body: unknown) =>
  call(t, 'POST', '/payments/local/confirm', body)

/** A signed Stripe event about the payment intent `id` posted to the webhook of `app`. */
export function stripeEvent(
  t: Pick<TestApp, 'app'>,
  type: string,
  id: string,
  secret: string,
  { sign = stripeSignature }: { sign?: (raw: string, secret: string) => string } = {},
) {
  const raw = JSON.stringify({ id: `evt_${id}`, type, data: { object: { id, object: 'payment_intent' } } })
  return t.app.request('http://zzp.localhost/stripe/webhook', {
    method: 'POST',
    body: raw,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': sign(raw, secret) },
  })
}
