// @vitest-environment node
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, addMonths, todayInNl } from '../../api/contract/date-rules'
import { errorBodySchema } from '../../api/contract/errors'
import {
  IDENTITY_NOT_VERIFIED,
  IDENTITY_SESSION_CLOSED,
  IDENTITY_STATUS,
  identityResponseSchema,
  LOCAL_IDENTITY_MAX_BYTES,
  type IdentityResponse,
} from '../../api/contract/identity'
import type { ProductType } from '../../api/contract/products'
import { loadConfig } from '../../api/server/config'
import { identityVerifications } from '../../api/server/db/schema'
import { call, errorOf } from './auth-helpers'
import { applied, passQuiz, reviewed, userIdOf } from './aov-helpers'
import { fuzzBodies, mostly, odd, rawBodies } from './fuzz-helpers'
import { createTestApp, eventually, type TestApp } from './helpers'
import {
  JPEG,
  PNG,
  signedEvent,
  startFakeStripe,
  stripeSignature,
  submitForm,
  type FakeStripe,
} from './identity-helpers'
import { as, customer, productIds } from './product-helpers'
import { checkoutOf, purchased, validBody } from './purchase-helpers'

const WEBHOOK_SECRET = 'whsec_test_secret'

let t: TestApp
let ids: Record<ProductType, number>
let fake: FakeStripe
/** The same database with Stripe configured (a fake Stripe on 127.0.0.1). */
let stripe: Awaited<ReturnType<TestApp['withConfig']>>
const today = todayInNl()

beforeAll(async () => {
  t = await createTestApp({ LOCAL_IDENTITY_DELAY_MS: '20' })
  ids = await productIds(t)
  fake = await startFakeStripe()
  stripe = await t.withConfig({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_CONNECTED_ACCOUNT: 'acct_123',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  })
}, 60_000)
afterAll(async () => {
  await t?.close()
  await fake?.close()
})

const start = (token: string | undefined, body: unknown, app: Pick<TestApp, 'app'> = t) =>
  call(app, 'POST', '/identity-verification', body, { token })
const valid = (over: Record<string, unknown> = {}) => ({ product: ids.aov, start_date: today, ...over })

/** A customer with `types` in the checkout cart of `flow`. */
async function shopper(name: string, types: readonly ProductType[] = ['aov'], flow = 'aov' as const) {
  const token = await customer(t, name, 'webdeveloper')
  await checkoutOf(t, token, ids, types, flow)
  return token
}

async function session(token: string, app: Pick<TestApp, 'app'> = t): Promise<IdentityResponse> {
  const res = await start(token, valid(), app)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return identityResponseSchema.parse(await res.json())
}

const rowOf = async (room: string) =>
  (
    await t.database.db.select().from(identityVerifications).where(eq(identityVerifications.room_name, room))
  )[0]

const submit = (form: FormData, app: Pick<TestApp, 'app'> = t) =>
  app.app.request('http://zzp.localhost/identity-verification/local/submit', { method: 'POST', body: form })

const webhook = (body: string, signature?: string, app: Pick<TestApp, 'app'> = stripe) =>
  app.app.request('http://zzp.localhost/stripe/webhook', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
  })

describe('POST /identity-verification', () => {
  it('answers 401 without a valid access token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await start(token, valid())
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('not_authenticated')
    }
  })

  it('makes a local session for a product in the checkout cart that requires verification', async () => {
    const token = await shopper('idv-valid')
    const body = await session(token)
    // Outside production the overlay offers the outcome.
    expect(body.provider).toEqual({ kind: 'local', choose_outcome: true })
    expect(body.room_name.length).toBeGreaterThanOrEqual(22)
    expect(body.client_secret).toMatch(/^vs_local_[0-9a-f]{32}_secret_/)
    const row = await rowOf(body.room_name)
    expect(row).toMatchObject({
      user_id: await userIdOf(t, token),
      insurance_product_id: ids.aov,
      provider: 'local',
      client_secret: body.client_secret,
      start_date: today,
      status: IDENTITY_STATUS.created,
      error: null,
    })
    // Asking again while it is unused (its answer lost, the page reloaded) answers the same session …
    expect(await session(token)).toEqual(body)
    // … and another start date, or a session used since, a new one with its own room.
    const later = await start(token, valid({ start_date: addDays(today, 1) }))
    expect(later.status).toBe(201)
    expect(identityResponseSchema.parse(await later.json()).room_name).not.toBe(body.room_name)
    await t.database.db
      .update(identityVerifications)
      .set({ status: IDENTITY_STATUS.requiresInput })
      .where(eq(identityVerifications.room_name, body.room_name))
    const again = await session(token)
    expect(again.room_name).not.toBe(body.room_name)
  })

  it('answers 400 with field errors for a body of the wrong shape or date', async () => {
    const token = await shopper('idv-invalid')
    const cases: [unknown, Record<string, string[]>][] = [
      // The contract's date schema names its own message for every issue, a missing date included.
      [{}, { product: ['required'], start_date: ['invalid'] }],
      [{ product: 0, start_date: today }, { product: ['invalid'] }],
      [{ product: 'x', start_date: today }, { product: ['invalidType'] }],
      [{ product: ids.aov, start_date: '2026-02-30' }, { start_date: ['invalid'] }],
      [{ product: ids.aov, start_date: 12 }, { start_date: ['invalid'] }],
      [valid({ start_date: addDays(today, -1) }), { start_date: ['minDateReached'] }],
      [valid({ start_date: addDays(addMonths(today, 1), 1) }), { start_date: ['maxDateReached'] }],
    ]
    for (const [body, fieldErrors] of cases) {
      const res = await start(token, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect((await errorOf(res)).field_errors, JSON.stringify(body)).toEqual(fieldErrors)
    }
    const malformed = await start(token, '{"product":')
    expect(malformed.status).toBe(400)
    expect((await errorOf(malformed)).code).toBe('invalid_json')
  })

  it('refuses a product outside the checkout cart, or one that needs no verification', async () => {
    const token = await shopper('idv-cart', ['business_liability'], 'normal' as 'aov')
    let res = await start(token, valid())
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors).toEqual({ product: ['notInCart'] })
    for (const product of [999_999, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
      res = await start(token, valid({ product }))
      expect((await errorOf(res)).field_errors).toEqual({ product: ['notInCart'] })
    }
    res = await start(token, valid({ product: ids.business_liability }))
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors).toEqual({ product: ['noVerificationRequired'] })
    // In the cart but not in the checkout cart is not enough.
    const other = await customer(t, 'idv-cart-only', 'webdeveloper')
    expect((await as(t, other, 'POST', '/cart-item', { insurance_product: ids.aov })).status).toBe(201)
    expect((await errorOf(await start(other, valid()))).field_errors).toEqual({ product: ['notInCart'] })
  })

  it('never answers 500 to a fuzzed body', async () => {
    const token = await shopper('idv-fuzz')
    const shaped = fc.record(
      {
        product: mostly(fc.constantFrom(ids.aov, ids.business_liability, 0, -1, 2 ** 31)),
        start_date: mostly(fc.constantFrom(today, addDays(today, 3), '2026-13-01', '')),
        extra: odd,
      },
      { requiredKeys: [] },
    )
    let created = 0
    await fc.assert(
      fc.asyncProperty(fuzzBodies(rawBodies('{"product":1e999,"start_date":"x"}'), shaped), async (body) => {
        const res = await start(token, body)
        expect(res.status, body.slice(0, 300)).toBeLessThan(500)
        if (res.status === 201) {
          identityResponseSchema.parse(await res.json())
          created += 1
        } else {
          expect([400, 413]).toContain(res.status) // 413: a body over the route's 1 kB
          errorBodySchema.parse(await res.json())
        }
      }),
      { numRuns: 300 },
    )
    expect(created).toBeGreaterThan(0)
  }, 60_000)
})

describe('Stripe Identity (STRIPE_SECRET_KEY set)', () => {
  it("makes the session at Stripe and answers Stripe's overlay settings", async () => {
    const token = await shopper('idv-stripe')
    fake.requests.length = 0
    const body = await session(token, stripe)
    expect(body.provider).toEqual({ kind: 'stripe', publishable_key: 'pk_test_123', account: 'acct_123' })
    expect(body.client_secret).toMatch(/^vs_\w+_secret_test$/)
    const [request] = fake.requests
    expect(request?.path).toBe('/v1/identity/verification_sessions')
    expect(request?.headers.authorization).toBe('Bearer sk_test_123')
    expect(request?.headers['stripe-account']).toBe('acct_123')
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded')
    expect(Object.fromEntries(request!.form)).toMatchObject({
      type: 'document',
      'options[document][require_matching_selfie]': 'true',
      'metadata[room_name]': body.room_name,
    })
    const row = await rowOf(body.room_name)
    expect(row).toMatchObject({ provider: 'stripe', status: IDENTITY_STATUS.created })
    expect(row?.session_id).toBe(body.client_secret.replace(/_secret_test$/, ''))
    // Asked again before it is used: the same session, and no second one at Stripe.
    expect(await session(token, stripe)).toEqual(body)
    expect(fake.requests).toHaveLength(1)
  })

  it('answers 502 identity_provider_unavailable when Stripe fails, and stores nothing', async () => {
    const token = await shopper('idv-stripe-down')
    const userId = await userIdOf(t, token)
    fake.answer = 500
    try {
      const res = await start(token, valid(), stripe)
      expect(res.status).toBe(502)
      expect((await errorOf(res)).code).toBe('identity_provider_unavailable')
    } finally {
      fake.answer = 'session'
    }
    const down = await t.withConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: 'http://127.0.0.1:9',
    })
    const res = await start(token, valid(), down)
    expect(res.status).toBe(502)
    const rows = await t.database.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.user_id, userId))
    expect(rows).toEqual([])
  })

  it('has no local submit', async () => {
    expect((await submit(submitForm({ client_secret: 'vs_local_x' }), stripe)).status).toBe(404)
  })
})

describe('POST /identity-verification/local/submit', () => {
  it('refuses a wrong client secret, missing or non-image files and a body that is not multipart', async () => {
    const token = await shopper('idv-submit-invalid')
    const { client_secret } = await session(token)
    const wrong = client_secret.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    const cases: [FormData, Record<string, string[]>][] = [
      [submitForm({ client_secret: wrong }), { client_secret: ['invalid'] }],
      [submitForm({ client_secret: 'vs_local_nope' }), { client_secret: ['invalid'] }],
      [submitForm({ client_secret: 'vs_123_secret_456' }), { client_secret: ['invalid'] }],
      [submitForm({}), { client_secret: ['required'] }],
      [submitForm({ client_secret, document: null }), { document: ['required'] }],
      [
        submitForm({ client_secret, document: null, selfie: null }),
        { document: ['required'], selfie: ['required'] },
      ],
      [submitForm({ client_secret, selfie: 'text' }), { selfie: ['fileType'] }],
      [submitForm({ client_secret, selfie: Buffer.alloc(0) }), { selfie: ['fileEmpty'] }],
      [submitForm({ client_secret, outcome: 'maybe' }), { outcome: ['invalidChoice'] }],
    ]
    for (const [form, fieldErrors] of cases) {
      const res = await submit(form)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).field_errors).toEqual(fieldErrors)
    }
    const json = await t.app.request('http://zzp.localhost/identity-verification/local/submit', {
      method: 'POST',
      body: JSON.stringify({ client_secret }),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(json.status).toBe(400)
    // Nothing was submitted.
    expect((await rowOf((await session(token)).room_name))?.status).toBe(IDENTITY_STATUS.created)
  })

  it('answers 400 to a malformed body or one with too many parts, fileSize past the image limit', async () => {
    const token = await shopper('idv-submit-malformed')
    const { client_secret, room_name } = await session(token)
    const malformed = [
      'garbage',
      '--x\r\nContent-Disposition: form-data; name="selfie"; filename="a.png"\r\n\r\n\x89PNG cut off',
      '--x\r\nContent-Disposition form-data; name="selfie"\r\n\r\nx\r\n--x--\r\n',
      `--x\r\nContent-Disposition: form-data; name="client_secret"\r\n\r\n${'s'.repeat(1025)}\r\n--x--\r\n`,
    ]
    const tooMany = submitForm({ client_secret })
    for (let i = 0; i < 8; i++) tooMany.append(`extra${i}`, 'x') // 11 parts
    const responses = [
      ...malformed.map((body) =>
        t.app.request('http://zzp.localhost/identity-verification/local/submit', {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        }),
      ),
      submit(tooMany),
    ]
    for (const res of await Promise.all(responses)) {
      expect(res.status).toBe(400)
      expect((await errorOf(res)).non_field_errors).toEqual(['invalidMultipart'])
    }
    const image = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)])
    const big = await submit(submitForm({ client_secret, selfie: image(LOCAL_IDENTITY_MAX_BYTES + 1) }))
    expect(big.status).toBe(400)
    expect((await errorOf(big)).field_errors).toEqual({ selfie: ['fileSize'] })
    expect((await rowOf(room_name))?.status).toBe(IDENTITY_STATUS.created) // nothing was submitted
    const full = await submit(submitForm({ client_secret, selfie: image(LOCAL_IDENTITY_MAX_BYTES) }))
    expect(full.status).toBe(202)
  })

  it('plays processing, then verified; a closed session cannot be submitted again', async () => {
    const token = await shopper('idv-submit-ok')
    const { client_secret, room_name } = await session(token)
    const res = await submit(submitForm({ client_secret, document: JPEG }))
    expect(res.status).toBe(202)
    expect((await rowOf(room_name))?.status).toBe(IDENTITY_STATUS.processing)
    await eventually(async () =>
      expect(await rowOf(room_name)).toMatchObject({ status: IDENTITY_STATUS.verified, error: null }),
    )
    const again = await submit(submitForm({ client_secret }))
    expect(again.status).toBe(400)
    expect((await errorOf(again)).non_field_errors).toEqual([IDENTITY_SESSION_CLOSED])
  })

  it('goes back to requires_input with the chosen error, and may be submitted again', async () => {
    const token = await shopper('idv-submit-mismatch')
    const { client_secret, room_name } = await session(token)
    expect((await submit(submitForm({ client_secret, outcome: 'selfie_face_mismatch' }))).status).toBe(202)
    await eventually(async () =>
      expect(await rowOf(room_name)).toMatchObject({
        status: IDENTITY_STATUS.requiresInput,
        error: 'selfie_face_mismatch',
      }),
    )
    expect((await submit(submitForm({ client_secret }))).status).toBe(202)
    await eventually(async () =>
      expect(await rowOf(room_name)).toMatchObject({ status: IDENTITY_STATUS.verified, error: null }),
    )
  })

  it('ignores the outcome in production: the stand-in verifies', async () => {
    const production = await t.withConfig({ NODE_ENV: 'production', LOCAL_IDENTITY_DELAY_MS: '10' })
    const token = await shopper('idv-submit-production')
    const { client_secret, room_name } = await session(token)
    for (const outcome of ['selfie_face_mismatch', 'not-even-an-outcome']) {
      const res = await submit(submitForm({ client_secret, outcome }), production)
      if (outcome === 'selfie_face_mismatch') expect(res.status).toBe(202)
      else expect(res.status).toBe(400) // the session is processing by now: closed, not an invalid outcome
      if (res.status === 400) expect((await errorOf(res)).non_field_errors).toEqual([IDENTITY_SESSION_CLOSED])
    }
    await eventually(async () =>
      expect(await rowOf(room_name)).toMatchObject({ status: IDENTITY_STATUS.verified, error: null }),
    )
  })
})

describe('POST /stripe/webhook', () => {
  it('answers 404 while no webhook secret is configured', async () => {
    const { body, signature } = signedEvent(WEBHOOK_SECRET, IDENTITY_STATUS.verified, { id: 'vs_1' })
    expect((await webhook(body, signature, t)).status).toBe(404)
  })

  it('refuses a missing, wrong, stale or foreign signature with 400 invalid_signature', async () => {
    const { body, signature } = signedEvent(WEBHOOK_SECRET, IDENTITY_STATUS.verified, { id: 'vs_1' })
    const now = Math.floor(Date.now() / 1000)
    for (const header of [
      undefined,
      'garbage',
      signature.replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`),
      stripeSignature(body, 'whsec_other'),
      stripeSignature(body, WEBHOOK_SECRET, now - 301),
      stripeSignature(`${body} `, WEBHOOK_SECRET),
    ]) {
      const res = await webhook(body, header)
      expect(res.status, header).toBe(400)
      expect((await errorOf(res)).code).toBe('invalid_signature')
    }
  })

  it('accepts any of several v1 signatures (while Stripe rolls the secret), and no other scheme', async () => {
    const { body, signature } = signedEvent(WEBHOOK_SECRET, 'customer.created', { id: 'cus_1' })
    const [timestamp, v1] = signature.split(',')
    expect((await webhook(body, `${timestamp},v1=${'0'.repeat(64)},${v1}`)).status).toBe(200)
    expect((await webhook(body, `${timestamp},${v1?.replace('v1=', 'v0=')}`)).status).toBe(400)
  })

  it('records the status of a signed identity event; unknown types and sessions are acknowledged', async () => {
    const token = await shopper('idv-webhook')
    const { room_name } = await session(token, stripe)
    const sessionId = (await rowOf(room_name))!.session_id
    const send = async (type: string, object: Record<string, unknown>) => {
      const { body, signature } = signedEvent(WEBHOOK_SECRET, type, object)
      const res = await webhook(body, signature)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ received: true })
    }
    await send(IDENTITY_STATUS.requiresInput, { id: sessionId, last_error: { code: 'document_expired' } })
    expect(await rowOf(room_name)).toMatchObject({
      status: IDENTITY_STATUS.requiresInput,
      error: 'document_expired',
    })
    await send(IDENTITY_STATUS.requiresInput, { id: sessionId, last_error: { code: 'something_new' } })
    expect((await rowOf(room_name))?.error).toBe('document_unverified_other')
    await send(IDENTITY_STATUS.processing, { id: sessionId, last_error: null })
    expect(await rowOf(room_name)).toMatchObject({ status: IDENTITY_STATUS.processing, error: null })
    await send(IDENTITY_STATUS.verified, { id: sessionId })
    // A late event does not take a verified session back.
    await send(IDENTITY_STATUS.processing, { id: sessionId })
    expect(await rowOf(room_name)).toMatchObject({ status: IDENTITY_STATUS.verified, error: null })
    await send('payment_intent.succeeded', { id: 'pi_1' })
    await send('identity.verification_session.redacted', { id: sessionId })
    await send(IDENTITY_STATUS.verified, { id: 'vs_unknown' })
    expect((await rowOf(room_name))?.status).toBe(IDENTITY_STATUS.verified)
  })

  it('refuses a signed body that is not an event', async () => {
    const body = '{"hello":1}'
    expect((await webhook(body, stripeSignature(body, WEBHOOK_SECRET))).status).toBe(400)
  })
})

describe('Stripe configuration', () => {
  it('needs the publishable key and the webhook secret with the secret key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required[\s\S]*STRIPE_WEBHOOK_SECRET: required/,
    )
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://stripe' })).toThrow(/STRIPE_API_URL/)
    expect(loadConfig({})).toMatchObject({
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiUrl: 'https://api.stripe.com',
      localIdentityDelayMs: 1500,
    })
    expect(loadConfig({ NODE_ENV: 'production' }).warnings.join('\n')).toContain('STRIPE_SECRET_KEY')
  })
})

describe('the purchase of a product that requires identity verification', () => {
  it('is refused until a session is verified; a later session does not undo it', async () => {
    const token = await shopper('idv-purchase')
    await passQuiz(t, token, ids.aov)
    await reviewed(t, token, ids.aov)
    await applied(t, token, ids.aov)
    const refused = async () => {
      const res = await as(t, token, 'POST', '/cart-item/purchase', validBody())
      expect(res.status).toBe(400)
      expect((await errorOf(res)).non_field_errors).toEqual([IDENTITY_NOT_VERIFIED])
    }
    await refused()
    const first = await session(token)
    await refused()
    expect((await submit(submitForm({ client_secret: first.client_secret }))).status).toBe(202)
    await eventually(async () =>
      expect((await rowOf(first.room_name))?.status).toBe(IDENTITY_STATUS.verified),
    )
    // Starting again (a reload, a second product) does not undo the verified identity.
    const second = await session(token)
    expect((await rowOf(second.room_name))?.status).toBe(IDENTITY_STATUS.created)
    const result = await purchased(t, token, validBody())
    expect(result.outcome).toBe('insured')
    expect(result.policies.map((p) => p.product)).toEqual([ids.aov])
  })
})
