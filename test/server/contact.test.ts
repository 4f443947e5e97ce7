// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_LIMIT_PER_HOUR } from '../../api/contract/contact'
import { messages, outbox } from '../../api/server/db/schema'
import { call, errorOf, loginByExternalId, mailsTo } from './auth-helpers'
import { documentOf, PDF, person, removeUploads, type Person } from './claim-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as } from './product-helpers'

const SUPPORT = 'support@zzpschild.example'

let t: TestApp
let ann: Person
let bob: Person
beforeAll(async () => {
  t = await createTestApp()
  ann = await person(t, 'contact-ann')
  bob = await person(t, 'contact-bob')
}, 60_000)
afterAll(async () => {
  removeUploads(t, [ann.id, bob.id])
  await t?.close()
})

const form = (extra: Record<string, unknown> = {}) => ({
  profession: 'Webdeveloper',
  firstName: 'Ann',
  email: 'ann.reply@example.nl',
  question: 'Ben ik verzekerd als ik in het buitenland werk?',
  ...extra,
})
const ask = (who: Person, body: unknown, locale: 'nl' | 'en' = 'nl') =>
  as(t, who.token, 'POST', '/contact', body, locale)
const outboxTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to))

describe('POST /contact', () => {
  it("sends the question to the partner's support address with the documents, and a copy to the customer", async () => {
    const pdf = await documentOf(t, ann.token, PDF, 'application/pdf', 'polis.pdf')
    const before = (await outboxTo(SUPPORT)).length
    const res = await ask(ann, form({ documents: [pdf] }))
    expect(res.status, await res.clone().text()).toBe(202)
    expect(await res.json()).toEqual({ sent: true })
    const sent = await outboxTo(SUPPORT)
    expect(sent.length).toBe(before + 1)
    const mail = sent.at(-1)!
    expect(mail.subject).toBe('Vraag via het contactformulier van Ann')
    expect(mail.text).toContain('Ben ik verzekerd als ik in het buitenland werk?')
    expect(mail.text).toContain('ann.reply@example.nl')
    expect(mail.text).toContain('Webdeveloper')
    expect(mail.attachments).toEqual([
      { filename: 'polis.pdf', contentType: 'application/pdf', content: PDF.toString('base64') },
    ])
    // The copy: to the account's address and in the inbox, promising an answer within one business day.
    const [copy] = await mailsTo(t, ann.email, 1)
    expect(copy?.subject).toBe('Je vraag is verstuurd naar ZZP Schild')
    expect(copy?.text).toContain('binnen één werkdag')
    const inbox = await t.database.db.select().from(messages).where(eq(messages.user_id, ann.id))
    expect(inbox).toEqual([expect.objectContaining({ kind: 'contact', subject: copy?.subject })])
  })

  it('refuses bad fields with field errors and sends nothing', async () => {
    const before = (await outboxTo(SUPPORT)).length
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { firstName: ['required'], email: ['required'], question: ['required'] }],
      [form({ email: 'nope', question: '  ' }), { email: ['email'], question: ['required'] }],
      [
        form({ question: 'x'.repeat(4001), firstName: 'y'.repeat(101) }),
        { question: ['tooLong'], firstName: ['tooLong'] },
      ],
      [form({ documents: [1, 2, 3, 4, 5, 6] }), { documents: ['tooManyDocuments'] }],
      [form({ documents: 'x' }), { documents: ['invalid'] }],
    ]
    for (const [body, fieldErrors] of cases) {
      const res = await ask(bob, body)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).field_errors).toEqual(fieldErrors)
    }
    expect((await outboxTo(SUPPORT)).length).toBe(before)
  })

  it("answers another customer's document exactly like one that does not exist, and sends nothing", async () => {
    const annsDocument = await documentOf(t, ann.token)
    const before = (await outboxTo(SUPPORT)).length
    const theirs = await ask(bob, form({ documents: [annsDocument] }))
    const none = await ask(bob, form({ documents: [2 ** 31 - 1] }))
    expect(theirs.status).toBe(400)
    const body = await theirs.json()
    expect(body).toEqual(await none.json())
    expect(body.field_errors).toEqual({ documents: ['notFound'] })
    expect((await outboxTo(SUPPORT)).length).toBe(before)
  })

  it('needs a signed-in customer (401)', async () => {
    const res = await call(t, 'POST', '/contact', form())
    expect(res.status).toBe(401)
    expect((await errorOf(res)).code).toBe('not_authenticated')
  })

  it('answers 409 support_unavailable for a partner without a support e-mail address', async () => {
    const { access } = await loginByExternalId(t, 'testpartner2', 'contact-tp2')
    const res = await call(t, 'POST', '/contact', form(), { token: access, host: 'testpartner2.localhost' })
    expect(res.status).toBe(409)
    const error = await errorOf(res)
    expect(error.code).toBe('support_unavailable')
    expect(error.non_field_errors).toEqual(['support_unavailable'])
  })

  it(`lets one customer ask ${CONTACT_LIMIT_PER_HOUR} questions an hour, then 429`, async () => {
    const dan = await person(t, 'contact-dan')
    for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i++) expect((await ask(dan, form())).status).toBe(202)
    const res = await ask(dan, form())
    expect(res.status).toBe(429)
    expect((await errorOf(res)).code).toBe('throttled')
    // Another customer is not held back by it.
    expect((await ask(bob, form())).status).toBe(202)
  })
})
