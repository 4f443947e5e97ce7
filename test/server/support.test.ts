// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isOfficeHours } from '../../api/contract/office-hours'
import { assistantAnswerSchema, chatReceiptSchema, supportFaqSchema } from '../../api/contract/support'
import { outbox } from '../../api/server/db/schema'
import { createRemoteSupportAssistant, createLocalSupportAssistant } from '../../api/server/support/assistant'
import { call, errorOf } from './auth-helpers'
import { person, removeUploads, type Person } from './claim-helpers'
import { createTestApp, type TestApp } from './helpers'

const SUPPORT = 'support@zzpschild.example'

let t: TestApp
let ann: Person
beforeAll(async () => {
  t = await createTestApp()
  ann = await person(t, 'support-ann')
}, 60_000)
afterAll(async () => {
  removeUploads(t, [ann.id])
  await t?.close()
})

const ask = (question: unknown, options: { locale?: string; host?: string; token?: string } = {}) =>
  call(
    t,
    'POST',
    '/support/assistant',
    { question },
    {
      host: options.host,
      token: options.token,
      headers: { 'Accept-Language': options.locale ?? 'nl' },
    },
  )
const answerOf = async (res: Response) => assistantAnswerSchema.parse(await res.json())
const outboxTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to))

describe('POST /support/assistant', () => {
  it('answers a FAQ question by quoting the published text and naming its product, in the asked language', async () => {
    const nl = await ask('Wat is een wachttijd?')
    expect(nl.status).toBe(200)
    const answer = await answerOf(nl)
    expect(answer.known).toBe(true)
    if (!answer.known) return
    expect(answer.sources[0]).toMatchObject({
      product: 'Arbeidsongeschiktheidsverzekering',
      question: 'Wat is een wachttijd?',
      text: expect.stringContaining('De wachttijd is de periode'),
    })
    const en = await answerOf(await ask('Is the premium tax deductible?', { locale: 'en' }))
    expect(en.known && en.sources[0]).toMatchObject({ question: 'Is the premium tax-deductible?' })
  })

  it('says it does not know what no published text answers, rather than guessing', async () => {
    for (const question of ['Wie wint het WK voetbal?', 'Welke verzekering moet ik nemen?', 'qwerty']) {
      const answer = await answerOf(await ask(question))
      expect(answer, question).toEqual({ known: false })
    }
  })

  it('answers visitors and customers alike; an expired token is a visitor', async () => {
    expect((await ask('Wat is een wachttijd?', { token: ann.token })).status).toBe(200)
    expect((await ask('Wat is een wachttijd?', { token: 'not-a-token' })).status).toBe(200)
  })

  it('refuses an empty or long question with field errors, and an unknown host', async () => {
    for (const [question, error] of [
      ['  ', 'required'],
      ['x'.repeat(501), 'tooLong'],
      [undefined, 'required'],
      [42, 'invalid'],
    ] as const) {
      const res = await ask(question)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).field_errors).toEqual({ question: [error] })
    }
    const unknown = await ask('Wat is een wachttijd?', { host: 'nobody.localhost' })
    expect(unknown.status).toBe(404)
    expect((await errorOf(unknown)).code).toBe('unknown_partner')
  })

  it('is there only where the ai_support flag is on: testpartner, left out of its `*`, gets a 409', async () => {
    const refused = await ask('Wat is een wachttijd?', { host: 'testpartner.localhost' })
    expect(refused.status).toBe(409)
    expect((await errorOf(refused)).code).toBe('support_unavailable')
    expect((await ask('Wat is een wachttijd?', { host: 'testpartner2.localhost' })).status).toBe(200)
  })
})

describe('the remote support assistant', () => {
  const texts = async () => [
    { product: 'AOV', question: 'Wat is een wachttijd?', text: 'De wachttijd is de periode.' },
    { product: 'AOV', question: null, text: 'Een vast inkomen.' },
  ]
  const logger = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never
  const reply = (content: unknown, status = 200) =>
    (async () =>
      new Response(JSON.stringify({ choices: [{ message: { content: JSON.stringify(content) } }] }), {
        status,
      })) as unknown as typeof fetch
  const remote = (doFetch: typeof fetch) =>
    createRemoteSupportAssistant(
      { url: 'http://ai.example/v1/chat/completions', key: 'k', model: 'm', fetch: doFetch },
      texts,
      createLocalSupportAssistant(texts),
      logger,
    )

  it('quotes the texts the service picks, word for word, with its lead-in', async () => {
    expect(await remote(reply({ sources: [0], summary: 'Zo zit het.' })).answer('wachttijd?', 'nl')).toEqual({
      known: true,
      summary: 'Zo zit het.',
      sources: [{ product: 'AOV', question: 'Wat is een wachttijd?', text: 'De wachttijd is de periode.' }],
    })
    expect(await remote(reply({ sources: [] })).answer('voetbal?', 'nl')).toEqual({ known: false })
  })

  it('falls back to the local ranking when the service fails or names a text that does not exist', async () => {
    for (const doFetch of [reply({ sources: [7] }), reply({}, 500), reply('nonsense')]) {
      const answer = await remote(doFetch).answer('Wat is een wachttijd?', 'nl')
      expect(answer.known && answer.sources[0]?.question).toBe('Wat is een wachttijd?')
    }
  })
})

describe('POST /support/chat', () => {
  const message = { name: 'Ann', email: 'ann.chat@example.nl', message: 'Kan ik mijn polis pauzeren?' }

  it("mails the message to the partner's support address, replies to the sender, and says when to expect an answer", async () => {
    const before = (await outboxTo(SUPPORT)).length
    const res = await call(t, 'POST', '/support/chat', message, {
      token: ann.token,
      headers: { Referer: 'http://zzp.localhost/products/available-products?email=x@y.nl' },
    })
    expect(res.status, await res.clone().text()).toBe(202)
    const receipt = chatReceiptSchema.parse(await res.json())
    const from = new Date(receipt.answer_from)
    expect(isOfficeHours(from)).toBe(true)
    expect(from.getTime()).toBeGreaterThanOrEqual(Date.now() - 60_000)
    const sent = await outboxTo(SUPPORT)
    expect(sent.length).toBe(before + 1)
    const mail = sent.at(-1)!
    expect(mail.subject).toBe('Chatbericht van Ann')
    expect(mail.text).toContain('Kan ik mijn polis pauzeren?')
    expect(mail.text).toContain(`Klantnummer: ${ann.id}`)
    // The page without its query: entry links can carry an e-mail address.
    expect(mail.text).toContain('Pagina: /products/available-products\n')
    expect(mail.text).not.toContain('x@y.nl')
    expect(mail.text).toContain('E-mail: ann.chat@example.nl')
  })

  it('takes a visitor’s message too', async () => {
    const res = await call(t, 'POST', '/support/chat', { ...message, name: 'Bezoeker' })
    expect(res.status).toBe(202)
    expect((await outboxTo(SUPPORT)).at(-1)?.text).toContain('Klantnummer: niet ingelogd')
  })

  it('refuses bad fields and sends nothing; 409 for a partner without a support address', async () => {
    const before = (await outboxTo(SUPPORT)).length
    const res = await call(t, 'POST', '/support/chat', { name: '', email: 'nope', message: 'x'.repeat(2001) })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors).toEqual({
      name: ['required'],
      email: ['email'],
      message: ['tooLong'],
    })
    expect((await outboxTo(SUPPORT)).length).toBe(before)
    const none = await call(t, 'POST', '/support/chat', message, { host: 'testpartner2.localhost' })
    expect(none.status).toBe(409)
    expect((await errorOf(none)).code).toBe('support_unavailable')
  })

  it('limits one client to 10 messages an hour', async () => {
    const headers = { 'X-Test': 'limit' }
    let last = 0
    for (let i = 0; i < 12; i++) {
      last = (await call(t, 'POST', '/support/chat', message, { host: 'bouwzeker.localhost', headers }))
        .status
    }
    expect(last).toBe(429)
  })
})

describe('GET /support/faq', () => {
  it("lists every product's published questions in the asked language, for visitors too", async () => {
    const res = await call(t, 'GET', '/support/faq', undefined, { headers: { 'Accept-Language': 'de' } })
    expect(res.status).toBe(200)
    const { result } = supportFaqSchema.parse(await res.json())
    expect(result.length).toBeGreaterThan(3)
    expect(result.find((p) => p.product === 'Arbeitsunfähigkeitsversicherung')?.entries[0]).toEqual({
      question: 'Was ist eine Wartezeit?',
      answer: expect.stringContaining('Die Wartezeit ist'),
    })
    expect((await call(t, 'GET', '/support/faq', undefined, { host: 'nobody.localhost' })).status).toBe(404)
  })
})
