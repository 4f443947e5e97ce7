// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../../api/server/auth/magic-links'
import { magicLinks } from '../../api/server/db/schema'
import { call, errorOf, linkTokenFor, mailTo } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ MAGIC_LINK_IP_LIMIT: '1000' })
}, 60_000)
afterAll(async () => t?.close())

const request = (email: unknown, headers: Record<string, string> = {}, host = 'zzp.localhost') =>
  call(t, 'POST', '/magic-link', { email }, { host, headers })

describe('POST /magic-link', () => {
  it('answers 202 sent and mails a single-use link to the page on the request origin', async () => {
    const res = await request(' Ada@Example.COM ')
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ status: 'sent' })
    const [mail] = await mailTo(t, 'ada@example.com')
    expect(mail?.subject).toBe('Je inloglink voor ZZP Schild')
    const token = await linkTokenFor(t, 'ada@example.com')
    expect(mail?.text).toContain(`http://zzp.localhost/sign-in/verify?token=${token}`)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const stored = await t.database.db
      .select()
      .from(magicLinks)
      .where(eq(magicLinks.email, 'ada@example.com'))
    expect(stored.map((r) => r.token_hash)).toEqual([hashToken(token)])
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('answers a known and an unknown address the same', async () => {
    const known = await request('ada@example.com')
    const unknown = await request('nobody-ever@example.com')
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()])
  })

  it('builds the link from the partner origin, never from Host or X-Forwarded-Proto, in the language asked for', async () => {
    const live = await t.withConfig({
      PARTNER_ORIGIN: 'https://{partner}.verzekerd.example',
      PARTNER_DOMAINS: 'localhost',
    })
    const res = await live.app.request('http://zzp.localhost/magic-link', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'fr-FR,fr;q=0.9',
        'X-Forwarded-Proto': 'http',
      },
      body: JSON.stringify({ email: 'fr@example.com' }),
    })
    expect(res.status).toBe(202)
    const [fr] = await mailTo(t, 'fr@example.com')
    expect(fr?.subject).toBe('Votre lien de connexion à ZZP Schild')
    expect(fr?.text).toContain('https://zzp.verzekerd.example/sign-in/verify?token=')
    expect(fr?.text).not.toContain('localhost')
    await request('de@example.com', { 'Accept-Language': 'de' })
    expect((await mailTo(t, 'de@example.com'))[0]?.subject).toBe('Ihr Anmeldelink für ZZP Schild')
    await request('en@example.com', { 'Accept-Language': 'en-GB' }, 'kroonbank.localhost')
    expect((await mailTo(t, 'en@example.com'))[0]?.subject).toBe('Your sign-in link for Kroonbank')
    // Kroonbank has no French: its default language.
    await request('kb-fr@example.com', { 'Accept-Language': 'fr' }, 'kroonbank.localhost')
    expect((await mailTo(t, 'kb-fr@example.com'))[0]?.subject).toBe('Je inloglink voor Kroonbank')
  })

  it('answers 400 with field errors for a bad address or body, 404 for an unknown partner, 413 when too big', async () => {
    for (const email of ['not-an-email', '', 'a@b', 42, null]) {
      const res = await request(email)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).field_errors.email?.length).toBeGreaterThan(0)
    }
    expect((await call(t, 'POST', '/magic-link', '{nope')).status).toBe(400)
    expect((await call(t, 'POST', '/magic-link', [])).status).toBe(400)
    expect((await request('a@example.com', {}, 'nobody.localhost')).status).toBe(404)
    expect((await call(t, 'POST', '/magic-link', { email: 'x'.repeat(17_000) })).status).toBe(413)
  })

  it('sends nothing for a host outside the partner domains (a poisoned Host header)', async () => {
    for (const host of ['zzp.evil.example', 'zzp.localhost.evil.example', 'a.zzp.localhost']) {
      const res = await t.app.request('http://127.0.0.1/magic-link', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Host: host },
        body: JSON.stringify({ email: 'victim@example.com' }),
      })
      expect(res.status).toBe(404)
      expect((await errorOf(res)).code).toBe('unknown_partner')
    }
    expect(await mailTo(t, 'victim@example.com')).toEqual([])
  })

  it('still answers 202 when the mail cannot be sent', async () => {
    const { createApp } = await import('../../api/server/app')
    const broken = createApp({ ...t.deps, mailer: { send: () => Promise.reject(new Error('smtp down')) } })
    const res = await call({ app: broken }, 'POST', '/magic-link', { email: 'down@example.com' })
    expect(res.status).toBe(202)
  })
})

describe('rate limits of POST /magic-link', () => {
  it('allows 5 links per address per hour, then 429 throttled', async () => {
    const statuses = []
    for (let i = 0; i < 6; i += 1) statuses.push((await request('flood@example.com')).status)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
    const res = await request('FLOOD@example.com')
    expect(res.status).toBe(429)
    expect((await errorOf(res)).code).toBe('throttled')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500)
  })

  it('allows MAGIC_LINK_IP_LIMIT (20 by default) per client address per hour', async () => {
    // The counts are the database's, shared with `t`: an address (behind a proxy) that has not asked yet.
    const { app } = await t.withConfig({ MAGIC_LINK_IP_LIMIT: '20', TRUSTED_PROXY_HEADER: 'x-forwarded-for' })
    const headers = { 'x-forwarded-for': '203.0.113.20' }
    const statuses = []
    for (let i = 0; i < 21; i += 1)
      statuses.push(
        (await call({ app }, 'POST', '/magic-link', { email: `ip${i}@example.com` }, { headers })).status,
      )
    expect(statuses.filter((s) => s === 202)).toHaveLength(20)
    expect(statuses.at(-1)).toBe(429)
  })
})
