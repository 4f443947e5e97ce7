// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkinSchema, confirmationSchema, type CheckinBody } from '../../api/contract/checkin'
import { addDays, addYears, todayInNl } from '../../api/contract/date-rules'
import { checkins, policies, users } from '../../api/server/db/schema'
import { call, errorOf, mailTo } from './auth-helpers'
import { documentOf, PDF, person, policyOf, removeUploads, type Person } from './claim-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, productIds } from './product-helpers'

let t: TestApp
let ann: Person
let bob: Person
let annPolicy: { id: number; number: string }
let bobPolicy: { id: number; number: string }
let annKvk: number
let bobDoc: number
const today = todayInNl()

beforeAll(async () => {
  t = await createTestApp()
  ann = await person(t, 'checkin-ann')
  bob = await person(t, 'checkin-bob')
  await t.database.db
    .update(users)
    .set({ first_name: 'Ann', last_name: 'Jansen', company_name: 'Jansen Bouw' })
    .where(eq(users.id, ann.id))
  annPolicy = await policyOf(t, ann.id, {
    start_date: addDays(today, -10),
    cover: { nl: [{ label: 'Verzekerd bedrag', value: '1250000.00', type: 'money' }] },
  })
  bobPolicy = await policyOf(t, bob.id)
  annKvk = await documentOf(t, ann.token, PDF, 'application/pdf', 'kvk-uittreksel.pdf')
  bobDoc = await documentOf(t, bob.token)
}, 60_000)
afterAll(async () => {
  removeUploads(t, [ann.id, bob.id])
  await t?.close()
})

const body = (extra: Partial<CheckinBody> = {}): CheckinBody => ({
  client_name: 'Bouwbedrijf Noord',
  client_email: 'Inkoop@Noord.example.nl',
  description: 'Verbouwing kantoor, tweede verdieping',
  period_from: today,
  period_to: addDays(today, 60),
  policies: [annPolicy.id],
  documents: [{ kind: 'kvk_extract', id: annKvk }],
  ...extra,
})
const submit = (who: Person | undefined, b: unknown, locale: 'nl' | 'en' = 'nl') =>
  as(t, who?.token, 'POST', '/checkins', b, locale)
const tokenIn = (text: string) => /\/insurance-checkin\/confirmation\?token=([\w-]{43})/.exec(text)?.[1]

describe('POST /checkins', () => {
  it('stores a check-in, mails the client a confirmation link and the freelancer a copy', async () => {
    const res = await submit(ann, body())
    expect(res.status, await res.clone().text()).toBe(201)
    const checkin = checkinSchema.parse(await res.json())
    expect(checkin).toMatchObject({
      client_email: 'inkoop@noord.example.nl',
      period_from: today,
      covers: [
        {
          policy_id: annPolicy.id,
          number: annPolicy.number,
          product_type: 'business_liability',
          cover: [{ label: 'Verzekerd bedrag', value: '1250000.00', type: 'money' }],
        },
      ],
      documents: [{ id: annKvk, kind: 'kvk_extract', name: 'kvk-uittreksel.pdf' }],
    })
    const [mail] = await mailTo(t, 'inkoop@noord.example.nl')
    expect(mail?.subject).toBe(
      'Ann Jansen, Jansen Bouw heeft verzekeringsdekking bevestigd voor de opdracht van Bouwbedrijf Noord',
    )
    expect(mail?.text).toContain(annPolicy.number)
    const token = tokenIn(mail!.text)
    expect(token).toBeDefined()
    const [copy] = await mailTo(t, ann.email)
    expect(copy?.subject).toMatch(/^Kopie: /)

    // The client opens it without signing in: only what the confirmation shows.
    const page = await call(t, 'GET', `/checkin-confirmation?token=${token}`)
    expect(page.status).toBe(200)
    const json = await page.json()
    const confirmation = confirmationSchema.parse(json)
    expect(confirmation).toMatchObject({
      freelancer_name: 'Ann Jansen',
      company_name: 'Jansen Bouw',
      client_name: 'Bouwbedrijf Noord',
      covers: [{ number: annPolicy.number }],
      documents: [{ kind: 'kvk_extract', name: 'kvk-uittreksel.pdf' }],
    })
    expect(JSON.stringify(json)).not.toContain(ann.email)
    // Another partner's host does not know it.
    const elsewhere = await call(t, 'GET', `/checkin-confirmation?token=${token}`, undefined, {
      host: 'kroonbank.localhost',
    })
    expect(elsewhere.status).toBe(404)

    // The freelancer reads it back; nobody else can.
    const own = await as(t, ann.token, 'GET', `/checkins/${checkin.id}`)
    expect(own.status).toBe(200)
    // The same check-in, without the answer to sending it (whether the client's e-mail went out).
    const { client_mailed, ...kept } = checkin
    expect(client_mailed).toBe(true)
    expect(checkinSchema.parse(await own.json())).toEqual(kept)
    expect((await as(t, bob.token, 'GET', `/checkins/${checkin.id}`)).status).toBe(404)
    expect((await as(t, undefined, 'GET', `/checkins/${checkin.id}`)).status).toBe(401)
    expect((await as(t, ann.token, 'GET', '/checkins/abc')).status).toBe(404)
  })

  it('writes the client in the freelancer’s language', async () => {
    const res = await submit(ann, body({ client_email: 'client-en@example.nl' }), 'en')
    expect(res.status).toBe(201)
    const [mail] = await mailTo(t, 'client-en@example.nl')
    expect(mail?.subject).toBe(
      'Ann Jansen, Jansen Bouw has confirmed insurance cover for the assignment of Bouwbedrijf Noord',
    )
  })

  it('answers 400 with field errors for a bad assignment', async () => {
    const res = await submit(ann, {
      client_name: ' ',
      client_email: 'geen-adres',
      description: '',
      period_from: addYears(today, -2),
      period_to: addDays(today, -1),
      policies: [],
    })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors).toMatchObject({
      client_name: ['required'],
      client_email: ['email'],
      description: ['required'],
      period_from: ['periodStartTooEarly'],
      period_to: ['periodEnded'],
      policies: ['required'],
    })
    const backwards = await submit(
      ann,
      body({ period_from: addDays(today, 5), period_to: addDays(today, 4) }),
    )
    expect((await errorOf(backwards)).field_errors).toEqual({ period_to: ['periodEndBeforeStart'] })
    const long = await submit(ann, body({ period_to: addDays(addYears(today, 5), 1) }))
    expect((await errorOf(long)).field_errors).toEqual({ period_to: ['periodTooLong'] })
  })

  it('says which policy does not cover the period, and which document is missing', async () => {
    const ended = await policyOf(t, ann.id, { start_date: addDays(today, -30), end_date: addDays(today, 10) })
    const res = await submit(ann, body({ policies: [annPolicy.id, ended.id], documents: [] }))
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors).toEqual({
      'policies.1': ['policyNotActiveInPeriod'],
      'documents.kvk_extract': ['required'],
    })
    // A cover that is no liability asks for proof of liability cover held elsewhere.
    const ids = await productIds(t)
    const [device] = await t.database.db
      .insert(policies)
      .values({ user_id: ann.id, insurance_product_id: ids.device, start_date: addDays(today, -1) })
      .returning({ id: policies.id })
    const other = await submit(ann, body({ policies: [device!.id] }))
    expect((await errorOf(other)).field_errors).toEqual({ 'documents.liability_elsewhere': ['required'] })
  })

  it('answers 404 for another customer’s policy or document, and stores nothing', async () => {
    const before = await t.database.db.select().from(checkins).where(eq(checkins.user_id, ann.id))
    const policy = await submit(ann, body({ policies: [bobPolicy.id] }))
    expect(policy.status).toBe(404)
    expect((await errorOf(policy)).code).toBe('not_found')
    const missing = await submit(ann, body({ policies: [2_000_000_000] }))
    expect(missing.status).toBe(404)
    const doc = await submit(ann, body({ documents: [{ kind: 'kvk_extract', id: bobDoc }] }))
    expect(doc.status).toBe(404)
    const after = await t.database.db.select().from(checkins).where(eq(checkins.user_id, ann.id))
    expect(after.length).toBe(before.length)
  })

  it('says so when the client’s e-mail could not be sent (client_mailed false); the check-in is kept', async () => {
    const { createApp } = await import('../../api/server/app')
    const broken = createApp({ ...t.deps, mailer: { send: () => Promise.reject(new Error('smtp down')) } })
    const res = await call({ app: broken }, 'POST', '/checkins', body({ client_email: 'down@example.nl' }), {
      token: ann.token,
    })
    expect(res.status).toBe(201)
    const stored = checkinSchema.parse(await res.json())
    expect(stored.client_mailed).toBe(false)
    const sent = checkinSchema.parse(
      await (await submit(ann, body({ client_email: 'up@example.nl' }))).json(),
    )
    expect(sent.client_mailed).toBe(true)
  })

  it('answers 401 without a customer token', async () => {
    expect((await submit(undefined, body())).status).toBe(401)
    expect((await submit({ ...ann, token: 'nonsense' }, body())).status).toBe(401)
  })
})

describe('GET /checkin-confirmation', () => {
  it('answers 400 for a malformed token and 404 for an unknown or expired one', async () => {
    expect((await call(t, 'GET', '/checkin-confirmation')).status).toBe(400)
    expect((await call(t, 'GET', '/checkin-confirmation?token=kort')).status).toBe(400)
    expect((await call(t, 'GET', `/checkin-confirmation?token=${'a'.repeat(43)}`)).status).toBe(404)

    const res = await submit(ann, body({ client_email: 'verlopen@example.nl' }))
    expect(res.status).toBe(201)
    const { id } = checkinSchema.parse(await res.json())
    const token = tokenIn((await mailTo(t, 'verlopen@example.nl'))[0]!.text)
    await t.database.db
      .update(checkins)
      .set({ token_expires_at: new Date(Date.now() - 1000) })
      .where(eq(checkins.id, id))
    expect((await call(t, 'GET', `/checkin-confirmation?token=${token}`)).status).toBe(404)
  })
})
