// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductType } from '../../api/contract/products'
import { reminderToken } from '../../api/server/payments/reminder-token'
import { fuzzBodies, mostly, odd, rawBodies, text } from './fuzz-helpers'
import { createTestApp, type TestApp } from './helpers'
import { buyer, DEBIT_DELAY_MS, LOCAL_DEBIT_FAILS_IBAN, settled } from './payment-helpers'
import { productIds } from './product-helpers'

let t: TestApp
let ids: Record<ProductType, number>
let token: string
let invoiceId: number
beforeAll(async () => {
  t = await createTestApp({ LOCAL_DEBIT_DELAY_MS: String(DEBIT_DELAY_MS) })
  ids = await productIds(t)
  ;({ invoiceId } = await buyer(t, ids, 'fuzz-payer', LOCAL_DEBIT_FAILS_IBAN))
  await settled(t, invoiceId, 'failed')
  token = reminderToken(t.deps.config.jwtSecret, invoiceId)
}, 60_000)
afterAll(async () => t?.close())

const post = (path: string, body: string) =>
  t.app.request(`http://zzp.localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
  })

describe('fuzzing the payment routes: no body makes a 500', () => {
  it('POST /invoices/reminder/payment', async () => {
    // Valid tokens are rare on purpose: each one makes a payment (and counts towards the rate limit).
    const tokens = fc.oneof({ weight: 1, arbitrary: fc.constant(token) }, { weight: 20, arbitrary: text })
    const shaped = fc.record(
      { token: mostly(tokens), method: mostly(fc.constantFrom('ideal', 'card', 'paypal', '')) },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(fuzzBodies(rawBodies('{"token":1e999}'), shaped), async (body) => {
        const res = await post('/invoices/reminder/payment', body)
        expect(res.status, body).toBeLessThan(500)
        expect([201, 400, 409, 413]).toContain(res.status)
      }),
      { numRuns: 300 },
    )
  })

  it('POST /payments/local/confirm', async () => {
    const shaped = fc.record(
      {
        payment_intent: mostly(fc.oneof(text, fc.constant('pi_local_0'))),
        client_secret: mostly(text),
        outcome: mostly(fc.constantFrom('succeeded', 'failed', 'maybe')),
        extra: odd,
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(fuzzBodies(rawBodies('{"outcome":1e999}'), shaped), async (body) => {
        const res = await post('/payments/local/confirm', body)
        expect(res.status, body).toBeLessThan(500)
        expect([400, 404, 413]).toContain(res.status)
      }),
      { numRuns: 300 },
    )
  })
})
