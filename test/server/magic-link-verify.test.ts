// @vitest-environment node
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userSchema } from '../../api/contract/auth'
import { hashToken } from '../../api/server/auth/magic-links'
import { magicLinks } from '../../api/server/db/schema'
import { call, errorOf, linkTokenFor, pairOf } from './auth-helpers'
import { createTestApp, tempSpaBuild, type TestApp } from './helpers'

let t: TestApp
const build = tempSpaBuild()
beforeAll(async () => {
  t = await createTestApp({ STATIC_DIR: build.dir, MAGIC_LINK_IP_LIMIT: '1000' })
}, 60_000)
afterAll(async () => {
  await t?.close()
  build.remove()
})

const request = (email: string) => call(t, 'POST', '/magic-link', { email })
const verify = (token: string, host = 'zzp.localhost') =>
  call(t, 'POST', '/magic-link/verify', { token }, { host })

describe('POST /magic-link/verify', () => {
  it('signs in once (creating the user), then answers 401 invalid_link', async () => {
    await request('grace@example.com')
    const token = await linkTokenFor(t, 'grace@example.com')
    const pair = await pairOf(await verify(token))
    const me = userSchema.parse(
      await (await call(t, 'GET', '/users/me', undefined, { token: pair.access })).json(),
    )
    expect(me).toMatchObject({ email: 'grace@example.com', partner: 'zzp', external_id: null })
    const again = await verify(token)
    expect(again.status).toBe(401)
    expect(await errorOf(again)).toMatchObject({ code: 'invalid_link', non_field_errors: ['invalid_link'] })
  })

  it('signs the same address in as the same user next time', async () => {
    const ids = []
    for (let i = 0; i < 2; i += 1) {
      await request('same@example.com')
      const pair = await pairOf(await verify(await linkTokenFor(t, 'same@example.com')))
      ids.push((await (await call(t, 'GET', '/users/me', undefined, { token: pair.access })).json()).id)
    }
    expect(ids[0]).toBe(ids[1])
  })

  it('refuses an expired link and an unknown token', async () => {
    await request('late@example.com')
    const token = await linkTokenFor(t, 'late@example.com')
    await t.database.db
      .update(magicLinks)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(magicLinks.token_hash, hashToken(token)))
    expect((await verify(token)).status).toBe(401)
    expect((await verify('A'.repeat(43))).status).toBe(401)
  })

  it('expires after MAGIC_LINK_TTL seconds', async () => {
    const { app } = await t.withConfig({ MAGIC_LINK_TTL: '1' })
    await call({ app }, 'POST', '/magic-link', { email: 'ttl@example.com' })
    const token = await linkTokenFor(t, 'ttl@example.com')
    await new Promise((r) => setTimeout(r, 1100))
    expect((await call({ app }, 'POST', '/magic-link/verify', { token })).status).toBe(401)
  })

  it('works only on the partner it was asked on, and a wrong host does not use it up', async () => {
    await request('host@example.com')
    const token = await linkTokenFor(t, 'host@example.com')
    expect((await verify(token, 'kroonbank.localhost')).status).toBe(401)
    expect((await verify(token)).status).toBe(200)
  })

  it('lets exactly one of two concurrent verifications through', async () => {
    await request('race@example.com')
    const token = await linkTokenFor(t, 'race@example.com')
    const statuses = (await Promise.all([verify(token), verify(token), verify(token)])).map((r) => r.status)
    expect(statuses.sort()).toEqual([200, 401, 401])
  })

  it('is not used up by a plain GET of the link (an e-mail scanner): that is only the SPA page', async () => {
    await request('scanned@example.com')
    const token = await linkTokenFor(t, 'scanned@example.com')
    for (const accept of ['text/html', '*/*']) {
      const page = await t.app.request(`http://zzp.localhost/sign-in/verify?token=${token}`, {
        headers: { Accept: accept },
      })
      expect(page.status).toBeLessThan(500)
      if (accept === 'text/html') expect(await page.text()).toContain('spa')
    }
    expect((await verify(token)).status).toBe(200)
  })

  it('answers 400 with field errors for a bad body', async () => {
    for (const body of [{}, { token: 'short' }, { token: 'x'.repeat(201) }, { token: 1234567890123456 }]) {
      const res = await call(t, 'POST', '/magic-link/verify', body)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).field_errors.token?.length).toBeGreaterThan(0)
    }
  })
})
