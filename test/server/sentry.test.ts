// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError, errorBody } from '../../api/server/http/errors'
import { envelopeReceiver } from '../envelope-receiver'
import { createTestApp, eventually, type TestApp } from './helpers'

const receiver = envelopeReceiver()
let t: TestApp
let dsn: string

const EMAIL = 'jan.jansen@example.nl'
const IBAN = 'NL91ABNA0417164300'
const ANSWER = 'suikerziekte sinds 2019'

beforeAll(async () => {
  dsn = await receiver.dsn()
  t = await createTestApp({ SENTRY_DSN: dsn, APP_ENV: 'qa', SENTRY_RELEASE: 'test-release' })
  // A handler with a bug that puts the customer's data in its message (as a driver's error might).
  t.app.post('/boom', async (c) => {
    const body = await c.req.json<{ email: string; iban: string }>()
    throw new Error(`could not store the mandate of ${body.email} (${body.iban})`)
  })
  t.app.get('/not-signed-in', () => {
    throw new HttpError(401, errorBody('not_authenticated', 'Sign in first.'))
  })
}, 60_000)
afterAll(async () => {
  await t?.close()
  await receiver.close()
})

describe('server errors reach Sentry, scrubbed', () => {
  it('reports an unexpected 500 with environment and release, without the e-mail, IBAN or answers', async () => {
    const res = await t.app.request('http://zzp.localhost/boom?email=jan.jansen%40example.nl', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
      },
      body: JSON.stringify({ email: EMAIL, iban: IBAN, answers: [{ question: 'illness', answer: ANSWER }] }),
    })
    expect(res.status).toBe(500)
    await eventually(() => expect(receiver.events()).toHaveLength(1), 10_000)
    const envelope = receiver.received[0]!
    expect(envelope.url).toMatch(/^\/api\/1\/envelope\/\?.*sentry_key=publickey/)
    const event = receiver.events()[0]!
    expect(event).toMatchObject({
      environment: 'qa',
      release: 'test-release',
      tags: { partner: 'zzp' },
      request: { method: 'POST', url: '/boom' },
    })
    expect(JSON.stringify(event)).toContain('could not store the mandate of [Filtered] ([Filtered])')
    for (const secret of [EMAIL, 'jan.jansen', IBAN, ANSWER, 'eyJhbGciOiJIUzI1NiJ9'])
      expect(envelope.raw, secret).not.toContain(secret)
  })

  it('does not report what the app answers on purpose (a 401)', async () => {
    const before = receiver.received.length
    expect((await t.app.request('http://zzp.localhost/not-signed-in')).status).toBe(401)
    // The 500 above arrived within this time; nothing follows this one.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(receiver.received.length).toBe(before)
  })
})

describe('the tunnel (POST /monitoring)', () => {
  const envelope = (forDsn: string, message = 'from the browser') =>
    [
      JSON.stringify({
        event_id: '9ec79c33ec9942ab8353589fcb2e04dc',
        dsn: forDsn,
        sent_at: new Date().toISOString(),
      }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ event_id: '9ec79c33ec9942ab8353589fcb2e04dc', message, environment: 'qa' }),
    ].join('\n')
  const post = (body: BodyInit, app = t.app) =>
    app.request('http://zzp.localhost/monitoring', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
    })

  it('forwards an envelope for the configured DSN to its project, as it came, with Sentry’s answer', async () => {
    const sent = envelope(dsn, 'tunnelled')
    const res = await post(sent)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: 'abc' })
    const arrived = receiver.received.find((r) => r.raw.includes('tunnelled'))
    expect(arrived?.raw).toBe(sent)
    expect(arrived?.url).toMatch(/^\/api\/1\/envelope\/\?.*sentry_key=publickey/)
  })

  it('refuses with 400 an envelope for another project, key or host, and forwards nothing', async () => {
    const before = receiver.received.length
    const port = new URL(dsn).port
    for (const other of [
      `http://publickey@127.0.0.1:${port}/2`,
      `http://otherkey@127.0.0.1:${port}/1`,
      `http://publickey@reports.example/1`,
      `https://publickey@127.0.0.1:${port}/1`,
    ]) {
      const res = await post(envelope(other))
      expect(res.status, other).toBe(400)
    }
    expect(receiver.received.length).toBe(before)
  })

  it('answers 400 to junk, never 500: no header, no DSN, not JSON, not text, empty', async () => {
    const junk: BodyInit[] = [
      'hello',
      '{"dsn": 42}\n{}',
      `${JSON.stringify({ dsn: 'not a dsn' })}\n{"type":"event"}\n{}`,
      `${JSON.stringify({ event_id: 'x' })}\n{"type":"event"}\n{}`,
      `${JSON.stringify({ dsn })}\n`,
      new Uint8Array([0xff, 0xfe, 0x00, 0x0a, 0x01]),
      '',
    ]
    for (const body of junk) expect((await post(body)).status, String(body)).toBe(400)
  })

  it('refuses an envelope over 1 MB with 413', async () => {
    expect((await post(envelope(dsn, 'x'.repeat(1024 * 1024 + 1)))).status).toBe(413)
  })

  it('answers 502 when Sentry cannot be reached, and 404 without SENTRY_DSN', async () => {
    const unreachable = await t.withConfig({ SENTRY_DSN: 'http://publickey@127.0.0.1:9/1' })
    expect((await post(envelope('http://publickey@127.0.0.1:9/1'), unreachable.app)).status).toBe(502)
    const off = await t.withConfig({ SENTRY_DSN: '' })
    expect((await post(envelope(dsn), off.app)).status).toBe(404)
  })
})
