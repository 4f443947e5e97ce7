// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userSchema } from '../../api/contract/auth'
import { partners } from '../../api/server/db/schema'
import { call, errorOf, loginByExternalId, pairOf, signedLogin } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => t?.close())

const login = (body: unknown, host = 'zzp.localhost') =>
  call(t, 'POST', '/jwt/create-by-external-id', body, { host })
const me = async (access: string, host = 'zzp.localhost') =>
  userSchema.parse(await (await call(t, 'GET', '/users/me', undefined, { token: access, host })).json())
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()

describe('POST /jwt/create-by-external-id', () => {
  it('logs in with a valid signature, creating the user once', async () => {
    const first = await pairOf(await login(signedLogin('zzp', 'cust-1')))
    const user = await me(first.access)
    expect(user).toMatchObject({ external_id: 'cust-1', email: null, partner: 'zzp', profession: null })
    const second = await pairOf(await login(signedLogin('zzp', 'cust-1', { createdAt: minutesAgo(9) })))
    expect((await me(second.access)).id).toBe(user.id)
  })

  it('saves a given profession, and keeps it when the next login has none', async () => {
    const pair = await loginByExternalId(t, 'zzp', 'cust-prof', {
      profession_id: 7,
      funnel_type: 'csc',
      product_id: 3,
    })
    expect((await me(pair.access)).profession).toEqual({ id: 7, name: expect.stringMatching(/\S/) })
    const next = await loginByExternalId(t, 'zzp', 'cust-prof')
    expect((await me(next.access)).profession).toEqual({ id: 7, name: expect.stringMatching(/\S/) })
    const changed = await loginByExternalId(t, 'zzp', 'cust-prof', { profession_id: 9 })
    expect((await me(changed.access)).profession?.id).toBe(9)
  })

  it('keeps the same external id on two partners apart', async () => {
    const zzp = await me((await loginByExternalId(t, 'zzp', 'shared')).access)
    const bank = await me((await loginByExternalId(t, 'kroonbank', 'shared')).access, 'kroonbank.localhost')
    expect(bank.id).not.toBe(zzp.id)
    expect(bank.partner).toBe('kroonbank')
  })

  it('answers 401 login_failed for a wrong signature', async () => {
    const good = signedLogin('zzp', 'cust-2')
    const bodies = [
      { ...good, external_id: 'cust-3' },
      { ...good, signature_created_at: minutesAgo(1) },
      { ...good, signature: good.signature.replace(/^./, (ch) => (ch === '0' ? '1' : '0')) },
      signedLogin('zzp', 'cust-2', { secret: 'dev-signature-secret-kroonbank' }),
    ]
    for (const body of bodies) {
      const res = await login(body)
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('login_failed')
    }
    // Signed for zzp, sent to another partner's host.
    expect((await login(good, 'kroonbank.localhost')).status).toBe(401)
  })

  it('answers 400 signature_expired when older than 10 minutes or more than a minute ahead', async () => {
    for (const createdAt of [minutesAgo(11), minutesAgo(-2), '2001-01-01T00:00:00Z']) {
      const res = await login(signedLogin('zzp', 'cust-4', { createdAt }))
      expect(res.status).toBe(400)
      expect(await errorOf(res)).toMatchObject({
        code: 'signature_expired',
        non_field_errors: ['signature_expired'],
      })
    }
    // Half a minute ahead (clock skew) and with an offset are fine.
    expect((await login(signedLogin('zzp', 'cust-4', { createdAt: minutesAgo(-0.5) }))).status).toBe(200)
    // Now, written in +02:00.
    const offset = new Date(Date.now() + 2 * 3600_000).toISOString().replace('Z', '+02:00')
    expect((await login(signedLogin('zzp', 'cust-4', { createdAt: offset }))).status).toBe(200)
  })

  it('answers 401 for a broker flow whose quote does not exist', async () => {
    const res = await login({ ...signedLogin('zzp', 'broker-1'), is_broker_flow: true, quote_id: 'q-1' })
    expect(res.status).toBe(401)
    expect((await errorOf(res)).code).toBe('login_failed')
  })

  it('never shows the secret in the partner answer', async () => {
    const res = await t.app.request('http://zzp.localhost/partners')
    expect(await res.text()).not.toContain('dev-signature-secret')
  })

  it('answers 401 on a partner without a secret, 404 on an unknown host', async () => {
    await t.database.db
      .update(partners)
      .set({ signature_secret: null })
      .where(eq(partners.slug, 'testpartner2'))
    expect((await login(signedLogin('testpartner2', 'x'), 'testpartner2.localhost')).status).toBe(401)
    expect((await login(signedLogin('zzp', 'x'), 'nobody.localhost')).status).toBe(404)
  })

  it('answers 400 with field errors for a bad body', async () => {
    const good = signedLogin('zzp', 'cust-5')
    const cases: [unknown, string][] = [
      [{ ...good, external_id: '' }, 'external_id'],
      [{ ...good, signature: 'ABC' }, 'signature'],
      [{ ...good, signature_created_at: 'yesterday' }, 'signature_created_at'],
      [{ ...good, profession_id: -1 }, 'profession_id'],
      [{ ...good, profession_id: 2 ** 31 }, 'profession_id'],
      [{ ...good, funnel_type: 'other' }, 'funnel_type'],
      [{ ...good, external_id: 'nul\u0000byte' }, 'external_id'],
    ]
    for (const [body, field] of cases) {
      const res = await login(body)
      expect(res.status).toBe(400)
      expect(Object.keys((await errorOf(res)).field_errors)).toContain(field)
    }
    expect((await login('[]')).status).toBe(400)
  })
})
