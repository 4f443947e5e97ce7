// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inboxMessageSchema, inboxResponseSchema, type InboxMessage } from '../../api/contract/policies'
import type { ProductType } from '../../api/contract/products'
import { messages } from '../../api/server/db/schema'
import { sendCustomerMail } from '../../api/server/mail/customer-mail'
import { userIdOf } from './aov-helpers'
import { call, errorOf, signInByEmail } from './auth-helpers'
import { createTestApp, eventually, type TestApp } from './helpers'
import { buyer, LOCAL_DEBIT_FAILS_IBAN, settled } from './payment-helpers'
import { as, customer, productIds, setProfession } from './product-helpers'
import { IBAN } from './purchase-helpers'
import { answersWith, quizFor, submit } from './quiz-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp({ LOCAL_DEBIT_DELAY_MS: '40' })
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const inbox = async (token: string): Promise<InboxMessage[]> => {
  const res = await as(t, token, 'GET', '/inbox')
  expect(res.status, await res.clone().text()).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  return inboxResponseSchema.parse(await res.json()).result
}

const markRead = (token: string | undefined, id: number | string) => as(t, token, 'POST', `/inbox/${id}/read`)

describe('GET /inbox', () => {
  it('keeps the policy e-mail with its document and a failed debit’s payment reminder, newest first', async () => {
    const { token, invoiceId } = await buyer(t, ids, 'inbox-buyer', LOCAL_DEBIT_FAILS_IBAN)
    await eventually(async () => expect((await inbox(token)).map((m) => m.kind)).toContain('policy'), 10_000)
    await settled(t, invoiceId, 'failed')
    await eventually(async () => expect(await inbox(token)).toHaveLength(2), 5_000)
    // Newest first: which came first depends on the debit's timer and the policy PDF's making, so the
    // order is checked against the messages' own times, then each is found by its kind.
    const messages = await inbox(token)
    const times = messages.map((m) => m.created_at)
    expect(times).toEqual([...times].sort().reverse())
    const reminder = messages.find((m) => m.kind === 'payment_reminder')
    const policy = messages.find((m) => m.kind === 'policy')
    expect(reminder).toMatchObject({
      kind: 'payment_reminder',
      subject: 'Betaalherinnering van ZZP Schild',
      link: expect.stringMatching(/^http:\/\/zzp\.localhost\/invoice-reminder\?token=/),
      document: null,
      read: false,
    })
    expect(reminder!.text).toContain(reminder!.link!)
    expect(policy).toMatchObject({
      kind: 'policy',
      subject: 'Je polis van ZZP Schild',
      link: 'http://zzp.localhost/user/policies',
      document: { id: expect.any(Number), name: expect.stringMatching(/^polis-VZ-\d{4}-\d{6}\.pdf$/) },
      read: false,
    })
    // The attachment downloads from the inbox.
    const res = await as(t, token, 'GET', `/documents/${policy!.document!.id}/content`)
    expect(res.status).toBe(200)
  }, 30_000)

  it('keeps the alternative quiz’s e-mail', async () => {
    const email = 'inbox-quiz@example.nl'
    const { access } = await signInByEmail(t, email)
    await setProfession(t, access, 'webdeveloper')
    const quiz = await quizFor(t, access, ids.aov)
    const res = await submit(t, access, {
      product: ids.aov,
      attempt: 1,
      answers: await answersWith(t, quiz, 1),
    })
    expect(res.status).toBe(201)
    const [message] = await inbox(access)
    expect(message).toMatchObject({
      kind: 'quiz',
      subject: 'Je tweede kans voor de kennistoets van ZZP Schild',
      link: `http://zzp.localhost/checkout/aov-premium-review?quiz=alternative&product=${ids.aov}`,
      read: false,
    })
  })

  it('answers an empty inbox to a new customer, and only one’s own messages', async () => {
    const fresh = await customer(t, 'inbox-fresh', 'webdeveloper')
    expect(await inbox(fresh)).toEqual([])
  })

  it('is 401 without a token', async () => {
    const res = await call(t, 'GET', '/inbox')
    expect(res.status).toBe(401)
    expect((await errorOf(res)).code).toBe('not_authenticated')
  })
})

describe('POST /inbox/{id}/read', () => {
  let token = ''
  let id = 0
  beforeAll(async () => {
    const made = await buyer(t, ids, 'inbox-read', IBAN)
    token = made.token
    await eventually(async () => expect(await inbox(token)).toHaveLength(1), 10_000)
    id = (await inbox(token))[0]!.id
  })

  it('marks the message read, once (the first time is kept)', async () => {
    const res = await markRead(token, id)
    expect(res.status).toBe(200)
    expect(inboxMessageSchema.parse(await res.json())).toMatchObject({ id, read: true })
    const [first] = await t.database.db.select().from(messages).where(eq(messages.id, id))
    expect((await markRead(token, id)).status).toBe(200)
    const [second] = await t.database.db.select().from(messages).where(eq(messages.id, id))
    expect(second!.read_at).toEqual(first!.read_at)
    expect((await inbox(token))[0]).toMatchObject({ id, read: true })
  })

  it('refuses ids that are no ids with 400 and field errors', async () => {
    for (const bad of ['abc', '0', '-3', '1e3', '99999999999']) {
      const res = await markRead(token, bad)
      expect(res.status, bad).toBe(400)
      expect((await errorOf(res)).field_errors).toHaveProperty('id')
    }
  })

  it('answers another customer’s message, and an unknown one, with 404 and changes nothing', async () => {
    const other = await customer(t, 'inbox-other', 'webdeveloper')
    const otherId = await userIdOf(t, other)
    await sendCustomerMail(
      { db: t.database.db, queue: t.deps.queue },
      { userId: otherId, kind: 'contact' },
      { to: 'inbox-other@example.nl', subject: 'Vraag', text: 'Regel 1\nRegel 2' },
    )
    const [theirs] = await inbox(other)
    const res = await markRead(token, theirs!.id)
    expect(res.status).toBe(404)
    expect((await errorOf(res)).code).toBe('not_found')
    expect((await inbox(other))[0]).toMatchObject({ read: false, text: 'Regel 1\nRegel 2' })
    expect((await markRead(token, 2147483647)).status).toBe(404)
    // Their message is not in this customer's inbox.
    expect((await inbox(token)).map((m) => m.id)).not.toContain(theirs!.id)
  })

  it('is 401 without a token', async () => {
    expect((await markRead(undefined, id)).status).toBe(401)
  })
})
