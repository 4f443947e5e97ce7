// @vitest-environment node
import { and, eq, isNotNull } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { REFRESH_GRACE_SECONDS } from '../../api/server/auth/tokens'
import { refreshTokens } from '../../api/server/db/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, errorOf, loginByExternalId, pairOf } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => t?.close())

const refresh = (token: unknown, host = 'zzp.localhost', app: Pick<TestApp, 'app'> = t) =>
  call(app, 'POST', '/auth/jwt/refresh', { refresh: token }, { host })
const me = (access: string, host = 'zzp.localhost', app: Pick<TestApp, 'app'> = t) =>
  call(app, 'GET', '/users/me', undefined, { token: access, host })
const expect401 = async (res: Response) => {
  expect(res.status).toBe(401)
  expect((await errorOf(res)).code).toBe('not_authenticated')
}

describe('POST /auth/jwt/refresh', () => {
  it('rotates: a new pair for the same user, and the old refresh token stops working', async () => {
    const first = await loginByExternalId(t, 'zzp', 'rot-1')
    const second = await pairOf(await refresh(first.refresh))
    expect(second.refresh).not.toBe(first.refresh)
    const userOf = async (access: string) => (await (await me(access)).json()).id
    expect(await userOf(second.access)).toBe(await userOf(first.access))
    const third = await pairOf(await refresh(second.refresh))
    expect(await userOf(third.access)).toBe(await userOf(first.access))
  })

  it('revokes every refresh token of the user when a used one comes back (reuse detection)', async () => {
    const stolen = await loginByExternalId(t, 'zzp', 'reuse-1')
    const other = await loginByExternalId(t, 'zzp', 'reuse-1') // the same user on another device
    const legit = await pairOf(await refresh(stolen.refresh))
    const used = await pairOf(await refresh(legit.refresh)) // its holder uses the pair it bought
    await expect401(await refresh(stolen.refresh))
    await expect401(await refresh(used.refresh))
    await expect401(await refresh(other.refresh))
    // Another user is not affected.
    const bystander = await loginByExternalId(t, 'zzp', 'reuse-2')
    expect((await refresh(bystander.refresh)).status).toBe(200)
  })

  it('takes a rotated token once more within the grace while its pair is unused (a reload cut the answer off)', async () => {
    const first = await loginByExternalId(t, 'zzp', 'grace-1')
    const userOf = async (access: string) => (await (await me(access)).json()).id
    await pairOf(await refresh(first.refresh)) // the answer the browser never got
    const again = await pairOf(await refresh(first.refresh))
    expect(await userOf(again.access)).toBe(await userOf(first.access))
    // Once: the first token back again is a reuse, and every token of the user is revoked.
    await expect401(await refresh(first.refresh))
    await expect401(await refresh(again.refresh))
  })

  it('treats a rotated token as reused after the grace, even while its pair is unused', async () => {
    const late = await loginByExternalId(t, 'zzp', 'grace-2')
    const bought = await pairOf(await refresh(late.refresh))
    const id = (await (await me(late.access)).json()).id as number
    await t.database.db
      .update(refreshTokens)
      .set({ revoked_at: new Date(Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000) })
      .where(and(eq(refreshTokens.user_id, id), isNotNull(refreshTokens.revoked_at)))
    await expect401(await refresh(late.refresh))
    await expect401(await refresh(bought.refresh))
  })

  it('never takes an access token as a refresh token, nor a refresh token as an access token', async () => {
    const pair = await loginByExternalId(t, 'zzp', 'typ-1')
    await expect401(await refresh(pair.access))
    await expect401(await me(pair.refresh))
    expect((await me(pair.access)).status).toBe(200)
  })

  it("refuses another partner's tokens on this host", async () => {
    const pair = await loginByExternalId(t, 'zzp', 'host-1')
    await expect401(await refresh(pair.refresh, 'kroonbank.localhost'))
    await expect401(await me(pair.access, 'kroonbank.localhost'))
    // The refusal did not use the token up on its own host.
    expect((await refresh(pair.refresh)).status).toBe(200)
  })

  it('refuses forged, unsigned, tampered and expired tokens', async () => {
    const forged = await new SignJWT({ typ: 'refresh', partner: 'zzp' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)))
    const unsigned = `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ typ: 'refresh', sub: '1', partner: 'zzp' }))}.`
    const pair = await loginByExternalId(t, 'zzp', 'forge-1')
    const [head, , sig] = pair.refresh.split('.')
    const body = btoa(JSON.stringify({ typ: 'refresh', sub: '1', partner: 'zzp', exp: 9e9 })).replace(
      /=+$/,
      '',
    )
    for (const token of [forged, unsigned, `${head}.${body}.${sig}`, 'not.a.jwt'])
      await expect401(await refresh(token))

    // A token's times are whole seconds: with a TTL of 3 s it is good for at least 2 s after it was made
    // (with 1 s, a token made late in a second had expired before its first use) and gone after 3.
    const short = await t.withConfig({ ACCESS_TOKEN_TTL: '3', REFRESH_TOKEN_TTL: '3' })
    const brief = await loginByExternalId(short, 'zzp', 'short-1')
    expect((await me(brief.access, 'zzp.localhost', short)).status).toBe(200)
    await new Promise((r) => setTimeout(r, 3100))
    await expect401(await me(brief.access, 'zzp.localhost', short))
    await expect401(await refresh(brief.refresh, 'zzp.localhost', short))
  }, 15_000)

  it('answers 400 with field errors for a bad body', async () => {
    for (const body of [{}, { refresh: '' }, { refresh: 42 }, []]) {
      const res = await call(t, 'POST', '/auth/jwt/refresh', body)
      expect(res.status).toBe(400)
      expect((await errorOf(res)).field_errors.refresh?.length ?? 0).toBeGreaterThanOrEqual(
        Array.isArray(body) ? 0 : 1,
      )
    }
    expect((await call(t, 'POST', '/auth/jwt/refresh', '{')).status).toBe(400)
  })
})
