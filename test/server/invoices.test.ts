// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, addMonths } from '../../api/contract/date-rules'
import { invoicesResponseSchema, type CustomerInvoice } from '../../api/contract/invoices'
import { reminderPaymentResponseSchema, reminderResponseSchema } from '../../api/contract/payments'
import type { ProductType } from '../../api/contract/products'
import { call, errorOf, loginByExternalId } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import {
  buyer,
  getReminder,
  LOCAL_DEBIT_FAILS_IBAN,
  localConfirm,
  postReminderPayment,
  settled,
} from './payment-helpers'
import { as, customer, productIds } from './product-helpers'
import { IBAN } from './purchase-helpers'

/** Long enough to see a debit processing right after the purchase, short enough to wait for. */
const DEBIT_DELAY_MS = 400

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp({ LOCAL_DEBIT_DELAY_MS: String(DEBIT_DELAY_MS) })
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

/** `GET /invoices` as `token` (200 expected), parsed with the contract. */
async function invoicesOf(token: string, query = '', locale: 'nl' | 'en' = 'nl'): Promise<CustomerInvoice[]> {
  const res = await as(t, token, 'GET', `/invoices${query}`, undefined, locale)
  expect(res.status, await res.clone().text()).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return invoicesResponseSchema.parse(await res.json()).result
}

/** The token of a pay link (`…/invoice-reminder?token=…`). */
const tokenOf = (url: string | null) => new URL(url ?? 'http://none.localhost/').searchParams.get('token')

describe('GET /invoices', () => {
  it('answers the invoice of a purchase: processing while its debit runs, then paid, with its policy', async () => {
    const { token, result, invoiceId } = await buyer(t, ids, 'inv-paid', IBAN)
    const [processing, ...others] = await invoicesOf(token)
    expect(others).toEqual([])
    const policy = result.policies[0]!
    expect(processing).toEqual({
      id: invoiceId,
      status: 'processing',
      amount: result.invoice!.amount,
      currency: 'EUR',
      due_date: result.invoice!.due_date,
      iban_last4: '4300',
      created_at: expect.any(String),
      paid_at: null,
      policies: [
        {
          id: policy.id,
          number: policy.number,
          product: ids.death_risk,
          product_name: result.items[0]!.product_name,
          // The purchase's invoice bills period 0: from the start date for a month.
          period_start: result.invoice!.due_date,
          period_end: addDays(addMonths(result.invoice!.due_date, 1), -1),
        },
      ],
      pay_url: null,
    })
    await settled(t, invoiceId, 'paid')
    const [paid] = await invoicesOf(token)
    expect(paid).toMatchObject({ id: invoiceId, status: 'paid', pay_url: null, paid_at: expect.any(String) })
    // The products are named in the language asked.
    const [english] = await invoicesOf(token, '', 'en')
    expect(english?.policies[0]?.product_name).not.toBe(paid?.policies[0]?.product_name)
  }, 30_000)

  it('shows a failed first debit as failed once it settles, with the reminder link that pays it', async () => {
    const { token, invoiceId } = await buyer(t, ids, 'inv-failed', LOCAL_DEBIT_FAILS_IBAN)
    expect((await invoicesOf(token))[0]).toMatchObject({ status: 'processing', pay_url: null })
    await settled(t, invoiceId, 'failed')
    const [failed] = await invoicesOf(token)
    expect(failed).toMatchObject({ id: invoiceId, status: 'failed', paid_at: null })
    // On the partner's configured site, the reminder's own page and token.
    expect(failed?.pay_url).toMatch(/^http:\/\/zzp\.localhost\/invoice-reminder\?token=[\w.-]+$/)
    const reminder = reminderResponseSchema.parse(
      await (await getReminder(t, tokenOf(failed!.pay_url)!)).json(),
    )
    expect(reminder).toMatchObject({ fulfilled: false, invoice: { id: invoiceId, status: 'failed' } })
    expect((await invoicesOf(token, '?status=failed')).map((i) => i.id)).toEqual([invoiceId])
    expect(await invoicesOf(token, '?status=paid')).toEqual([])

    // Paid through the link (the local bank approves): paid, nothing left to pay.
    const created = await postReminderPayment(t, { token: tokenOf(failed!.pay_url), method: 'ideal' })
    expect(created.status).toBe(201)
    const payment = reminderPaymentResponseSchema.parse(await created.json())
    const confirmed = await localConfirm(t, {
      payment_intent: payment.payment_intent,
      client_secret: payment.client_secret,
      outcome: 'succeeded',
    })
    expect(confirmed.status).toBe(200)
    expect((await invoicesOf(token))[0]).toMatchObject({ id: invoiceId, status: 'paid', pay_url: null })
    expect(await invoicesOf(token, '?status=failed')).toEqual([])
  })

  it('builds the pay link on the configured origin, never from the request’s Host header', async () => {
    const { token, invoiceId } = await buyer(t, ids, 'inv-origin', LOCAL_DEBIT_FAILS_IBAN)
    await settled(t, invoiceId, 'failed')
    const site = await t.withConfig({
      PARTNER_ORIGIN: 'https://{partner}.verzekerd.nl',
      PARTNER_DOMAINS: 'localhost',
    })
    const res = await call(site, 'GET', '/invoices', undefined, {
      token,
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    })
    expect(res.status).toBe(200)
    const [invoice] = invoicesResponseSchema.parse(await res.json()).result
    expect(invoice?.pay_url).toMatch(/^https:\/\/zzp\.verzekerd\.nl\/invoice-reminder\?token=/)
  })

  it('answers a customer’s own invoices only, and none to a customer without any', async () => {
    const first = await buyer(t, ids, 'inv-own-a', IBAN)
    const second = await buyer(t, ids, 'inv-own-b', LOCAL_DEBIT_FAILS_IBAN)
    await settled(t, second.invoiceId, 'failed')
    expect((await invoicesOf(first.token)).map((i) => i.id)).toEqual([first.invoiceId])
    expect((await invoicesOf(first.token, '?status=failed')).map((i) => i.id)).toEqual([])
    expect((await invoicesOf(second.token)).map((i) => i.id)).toEqual([second.invoiceId])
    const newcomer = await customer(t, 'inv-none', 'webdeveloper')
    expect(await invoicesOf(newcomer)).toEqual([])
    // The same external id at another partner is another customer.
    const { access } = await loginByExternalId(t, 'kroonbank', 'inv-own-b')
    const elsewhere = await call(t, 'GET', '/invoices', undefined, {
      token: access,
      host: 'kroonbank.localhost',
    })
    expect(invoicesResponseSchema.parse(await elsewhere.json()).result).toEqual([])
  })

  it('refuses a query that is no invoice status with 400 and its field errors', async () => {
    const token = await customer(t, 'inv-query', 'webdeveloper')
    for (const query of ['?status=nope', '?status=', '?status=PAID', `?status=${'x'.repeat(300)}`]) {
      const res = await as(t, token, 'GET', `/invoices${query}`)
      expect(res.status, query).toBe(400)
      expect(await errorOf(res), query).toMatchObject({
        code: 'validation_error',
        field_errors: { status: ['invalidChoice'] },
        non_field_errors: [],
      })
    }
    // Names it does not know are ignored, as elsewhere.
    expect(await invoicesOf(token, '?page=2')).toEqual([])
  })

  it('answers 401 without a valid access token of the host’s partner', async () => {
    const { token } = await buyer(t, ids, 'inv-401', IBAN)
    const { refresh } = await loginByExternalId(t, 'zzp', 'inv-401')
    const cases: [string, string | undefined, string?][] = [
      ['none', undefined],
      ['garbage', 'not-a-token'],
      ['a refresh token', refresh],
      ['another partner’s host', token, 'kroonbank.localhost'],
    ]
    for (const [name, bearer, host] of cases) {
      const res = await call(t, 'GET', '/invoices', undefined, { token: bearer, host })
      expect(res.status, name).toBe(401)
      expect((await errorOf(res)).code, name).toBe('not_authenticated')
    }
  })
})
