// @vitest-environment node
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAccessSchema, adminSessionSchema, adminSessionStartedSchema } from '../../api/contract/admin'
import { errorBodySchema } from '../../api/contract/errors'
import { upsertAdminUser } from '../../api/server/admin/admin-users'
import { REFRESH_GRACE_SECONDS } from '../../api/server/auth/tokens'
import { signAdminToken, verifyAdminToken } from '../../api/server/auth/admin-token'
import { hashToken } from '../../api/server/auth/magic-links'
import { adminMagicLinks, adminSessions, partners } from '../../api/server/db/schema'
import { call, errorOf, mailTo } from './auth-helpers'
import { fuzzBodies, mostly, rawBodies, text } from './fuzz-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => t?.close())

const host = (slug: string) => `${slug}.localhost`
const secret = () => t.deps.config.jwtSecret

/** The `admin_refresh` cookie a response sets: its value and attributes. */
function refreshCookieOf(res: Response) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('admin_refresh='))
  if (!header) return null
  const [pair, ...attributes] = header.split('; ')
  return { value: decodeURIComponent(pair!.slice('admin_refresh='.length)), attributes }
}
const withCookie = (value: string) => ({ Cookie: `admin_refresh=${encodeURIComponent(value)}` })

/** The admin-link token of the latest admin mail to `to`. */
async function adminLinkTokenFor(to: string): Promise<string> {
  const [latest] = await mailTo(t, to)
  const token = /\/admin\/sign-in\/verify#token=([\w-]+)/.exec(latest?.text ?? '')?.[1]
  if (!token) throw new Error(`no admin link for ${to}`)
  return token
}

/**
 * Signs in a new admin of `slug` (named as the partner) by e-mail link: the started session and its
 * refresh cookie. A new address each time: links are limited to 5 an hour per address.
 */
let admins = 0
async function signInAdmin(slug = 'zzp') {
  admins += 1
  const email = `admin${admins}@${slug}.example`
  const [partner] = await t.database.db.select().from(partners).where(eq(partners.slug, slug))
  await upsertAdminUser(t.database.db, { partnerId: partner!.id, email, name: partner!.name })
  expect((await call(t, 'POST', '/admin/magic-link', { email }, { host: host(slug) })).status).toBe(202)
  const token = await adminLinkTokenFor(email)
  const res = await call(t, 'POST', '/admin/magic-link/verify', { token }, { host: host(slug) })
  expect(res.status).toBe(200)
  const cookie = refreshCookieOf(res)
  if (!cookie) throw new Error('no refresh cookie')
  return { session: adminSessionStartedSchema.parse(await res.json()), refresh: cookie.value, token }
}

describe('POST /admin/magic-link', () => {
  it("mails a single-use link to the page of the host's partner when the address is its admin's", async () => {
    const res = await call(
      t,
      'POST',
      '/admin/magic-link',
      { email: 'Admin@ZZP.example' },
      { host: host('zzp') },
    )
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ status: 'sent' })
    const [mail] = await mailTo(t, 'admin@zzp.example')
    expect(mail?.subject).toBe('Je beheerderslink voor ZZP Schild')
    expect(mail?.text).toMatch(/http:\/\/zzp\.localhost\/admin\/sign-in\/verify#token=[\w-]{43}/)
    expect(mail?.text).toContain('15 minuten')
  })

  it('answers the same 202 for an unknown address and for another partner’s admin, mailing nothing', async () => {
    for (const email of ['nobody@zzp.example', 'admin@kroonbank.example']) {
      const res = await call(t, 'POST', '/admin/magic-link', { email }, { host: host('zzp') })
      expect(res.status).toBe(202)
      expect(await res.json()).toEqual({ status: 'sent' })
    }
    expect(await mailTo(t, 'nobody@zzp.example')).toEqual([])
    expect(await mailTo(t, 'admin@kroonbank.example')).toEqual([])
  })

  it('writes the mail in the language asked for', async () => {
    const res = await call(
      t,
      'POST',
      '/admin/magic-link',
      { email: 'admin@zzp.example' },
      { host: host('zzp'), headers: { 'Accept-Language': 'de-DE' } },
    )
    expect(res.status).toBe(202)
    expect((await mailTo(t, 'admin@zzp.example'))[0]?.subject).toBe(
      'Ihr Administrator-Anmeldelink für ZZP Schild',
    )
  })

  it('answers 400 with field errors for a bad address', async () => {
    for (const email of ['not-an-email', '', 42, null]) {
      const res = await call(t, 'POST', '/admin/magic-link', { email }, { host: host('zzp') })
      expect(res.status).toBe(400)
      expect(Object.keys((await errorOf(res)).field_errors)).toEqual(['email'])
    }
  })
})

describe('POST /admin/magic-link/verify', () => {
  it('begins a session: access token in the body, the refresh token in a strict HttpOnly cookie', async () => {
    const res = await call(
      t,
      'POST',
      '/admin/magic-link',
      { email: 'admin@zzp.example' },
      { host: host('zzp') },
    )
    expect(res.status).toBe(202)
    const token = await adminLinkTokenFor('admin@zzp.example')
    const verified = await call(t, 'POST', '/admin/magic-link/verify', { token }, { host: host('zzp') })
    expect(verified.status).toBe(200)
    const body = adminSessionStartedSchema.parse(await verified.json())
    expect(body).toMatchObject({ name: 'ZZP Schild', partner: 'zzp' })
    expect(JSON.stringify(body)).not.toContain('refresh')
    const claims = await verifyAdminToken(body.access, secret())
    expect(claims).toMatchObject({ role: 'admin', partner: 'zzp', name: 'ZZP Schild' })
    const cookie = refreshCookieOf(verified)!
    expect(cookie.value.length).toBeGreaterThan(30)
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/admin', 'Max-Age=43200']),
    )
    expect(cookie.attributes.some((a) => a.startsWith('Domain='))).toBe(false)
    // The session's admin token works on the admin calls.
    const who = await call(t, 'GET', '/admin/session', undefined, { host: host('zzp'), token: body.access })
    expect(adminSessionSchema.parse(await who.json())).toEqual({ name: 'ZZP Schild', partner: 'zzp' })
    // Single use.
    const again = await call(t, 'POST', '/admin/magic-link/verify', { token }, { host: host('zzp') })
    expect(again.status).toBe(401)
    expect((await errorOf(again)).code).toBe('invalid_link')
  })

  it("refuses an expired link, an unknown one and a link on another partner's host (401)", async () => {
    expect(
      (await call(t, 'POST', '/admin/magic-link', { email: 'admin@zzp.example' }, { host: host('zzp') }))
        .status,
    ).toBe(202)
    const token = await adminLinkTokenFor('admin@zzp.example')
    const other = await call(t, 'POST', '/admin/magic-link/verify', { token }, { host: host('kroonbank') })
    expect(other.status).toBe(401)
    expect(refreshCookieOf(other)).toBeNull()
    const unknown = await call(
      t,
      'POST',
      '/admin/magic-link/verify',
      { token: 'x'.repeat(43) },
      { host: host('zzp') },
    )
    expect(unknown.status).toBe(401)
    // Still valid on its own partner after the refusal elsewhere, until it expires.
    await t.database.db.update(adminMagicLinks).set({ expires_at: new Date(Date.now() - 1000) })
    const expired = await call(t, 'POST', '/admin/magic-link/verify', { token }, { host: host('zzp') })
    expect(expired.status).toBe(401)
  })

  it('answers 400 with field errors for a missing or malformed token', async () => {
    for (const body of [{}, { token: 'short' }, { token: 42 }, { token: 'x'.repeat(201) }]) {
      const res = await call(t, 'POST', '/admin/magic-link/verify', body, { host: host('zzp') })
      expect(res.status).toBe(400)
      expect(Object.keys((await errorOf(res)).field_errors)).toEqual(['token'])
    }
  })
})

describe('POST /admin/session (impersonation)', () => {
  it("exchanges the partner portal's admin token for a session of the host's partner", async () => {
    const handed = await signAdminToken({ partner: 'zzp', name: 'ZZP Schild' }, secret())
    const res = await call(t, 'POST', '/admin/session', undefined, { host: host('zzp'), token: handed })
    expect(res.status).toBe(200)
    const body = adminSessionStartedSchema.parse(await res.json())
    expect(body).toMatchObject({ name: 'ZZP Schild', partner: 'zzp' })
    expect(body.access).not.toBe(handed)
    const refresh = refreshCookieOf(res)!.value
    const [row] = await t.database.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.refresh_token_hash, hashToken(refresh)))
    expect(row).toMatchObject({ admin_user_id: null, name: 'ZZP Schild', revoked_at: null })
    const refreshed = await call(t, 'POST', '/admin/auth/jwt/refresh', undefined, {
      host: host('zzp'),
      headers: withCookie(refresh),
    })
    expect(refreshed.status).toBe(200)
  })

  it("answers 401 without a token or with a forged or expired one, 403 with another partner's", async () => {
    const forged = await signAdminToken({ partner: 'zzp', name: 'Mallory' }, 'x'.repeat(40))
    const expired = await signAdminToken({ partner: 'zzp', name: 'Old' }, secret(), -10)
    for (const token of [undefined, forged, expired, 'not-a-jwt']) {
      const res = await call(t, 'POST', '/admin/session', undefined, { host: host('zzp'), token })
      expect(res.status).toBe(401)
      expect(refreshCookieOf(res)).toBeNull()
    }
    const kroonbank = await signAdminToken({ partner: 'kroonbank', name: 'Kroonbank' }, secret())
    const res = await call(t, 'POST', '/admin/session', undefined, { host: host('zzp'), token: kroonbank })
    expect(res.status).toBe(403)
    expect((await errorOf(res)).code).toBe('permission_denied')
    expect(refreshCookieOf(res)).toBeNull()
  })
})

describe('POST /admin/auth/jwt/refresh', () => {
  const refresh = (cookie: string | null, slug = 'zzp') =>
    call(t, 'POST', '/admin/auth/jwt/refresh', undefined, {
      host: host(slug),
      headers: cookie === null ? {} : withCookie(cookie),
    })

  it('answers a new access token from the cookie alone and rotates the cookie', async () => {
    const { refresh: first } = await signInAdmin()
    const res = await refresh(first)
    expect(res.status).toBe(200)
    const { access } = adminAccessSchema.parse(await res.json())
    expect(await verifyAdminToken(access, secret())).toMatchObject({ partner: 'zzp', name: 'ZZP Schild' })
    const second = refreshCookieOf(res)!
    expect(second.value).not.toBe(first)
    expect(second.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict']))
    expect((await refresh(second.value)).status).toBe(200)
  })

  it('takes the replaced token once more within the grace (a reload cut its answer off), never twice, never later', async () => {
    const { refresh: first } = await signInAdmin()
    // Rotated on the server; the browser never saw this answer and still sends the first token.
    expect((await refresh(first)).status).toBe(200)
    const again = await refresh(first)
    expect(again.status).toBe(200)
    const third = refreshCookieOf(again)!.value
    // Once: the first token is spent now, and cleared; the one it bought works.
    const replay = await refresh(first)
    expect(replay.status).toBe(401)
    expect(refreshCookieOf(replay)?.attributes).toContain('Max-Age=0')
    expect((await refresh(third)).status).toBe(200)
    // Later than the grace, a replaced token is refused.
    const { refresh: late } = await signInAdmin()
    const rotated = refreshCookieOf(await refresh(late))!.value
    await t.database.db
      .update(adminSessions)
      .set({ rotated_at: new Date(Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000) })
      .where(eq(adminSessions.refresh_token_hash, hashToken(rotated)))
    expect((await refresh(late)).status).toBe(401)
    expect((await refresh(rotated)).status).toBe(200)
  })

  it('answers 401 and clears the cookie when it is missing, unknown, revoked or expired', async () => {
    const missing = await refresh(null)
    expect(missing.status).toBe(401)
    expect((await errorOf(missing)).code).toBe('not_authenticated')
    expect(refreshCookieOf(missing)?.attributes).toContain('Max-Age=0')
    expect(refreshCookieOf(await refresh('unknown'))?.attributes).toContain('Max-Age=0')
    const { refresh: ended } = await signInAdmin()
    expect(
      (
        await call(t, 'DELETE', '/admin/session', undefined, {
          host: host('zzp'),
          headers: withCookie(ended),
        })
      ).status,
    ).toBe(204)
    expect((await refresh(ended)).status).toBe(401)
    const { refresh: old } = await signInAdmin()
    await t.database.db
      .update(adminSessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.refresh_token_hash, hashToken(old)))
    const expired = await refresh(old)
    expect(expired.status).toBe(401)
    expect(refreshCookieOf(expired)?.attributes).toContain('Max-Age=0')
  })

  it("answers 401 for another partner's session cookie, keeping that cookie", async () => {
    const { refresh: kroonbank } = await signInAdmin('kroonbank')
    const res = await refresh(kroonbank, 'zzp')
    expect(res.status).toBe(401)
    expect(refreshCookieOf(res)).toBeNull()
    // Still good on its own partner: the refusal did not rotate or revoke it.
    expect((await refresh(kroonbank, 'kroonbank')).status).toBe(200)
  })
})

describe('DELETE /admin/session', () => {
  it('revokes the session and clears the cookie; without a cookie it still answers 204', async () => {
    const { refresh } = await signInAdmin()
    const res = await call(t, 'DELETE', '/admin/session', undefined, {
      host: host('zzp'),
      headers: withCookie(refresh),
    })
    expect(res.status).toBe(204)
    expect(refreshCookieOf(res)?.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/admin']))
    const [row] = await t.database.db
      .select({ revoked: adminSessions.revoked_at })
      .from(adminSessions)
      .where(eq(adminSessions.refresh_token_hash, hashToken(refresh)))
    expect(row?.revoked).toBeInstanceOf(Date)
    expect((await call(t, 'DELETE', '/admin/session', undefined, { host: host('zzp') })).status).toBe(204)
  })

  it('stops the session’s access tokens at once: the colour calls and GET /admin/session answer 401', async () => {
    const { session, refresh } = await signInAdmin()
    const bearer = { Authorization: `Bearer ${session.access}` }
    expect(
      (await call(t, 'GET', '/admin/session', undefined, { host: host('zzp'), headers: bearer })).status,
    ).toBe(200)
    await call(t, 'DELETE', '/admin/session', undefined, { host: host('zzp'), headers: withCookie(refresh) })
    expect(
      (await call(t, 'GET', '/admin/session', undefined, { host: host('zzp'), headers: bearer })).status,
    ).toBe(401)
    const save = await call(t, 'GET', '/color-key-pairs/changes', undefined, {
      host: host('zzp'),
      headers: bearer,
    })
    expect(save.status).toBe(401)
  })

  it("does not end another partner's session", async () => {
    const { refresh } = await signInAdmin('kroonbank')
    expect(
      (
        await call(t, 'DELETE', '/admin/session', undefined, {
          host: host('zzp'),
          headers: withCookie(refresh),
        })
      ).status,
    ).toBe(204)
    const res = await call(t, 'POST', '/admin/auth/jwt/refresh', undefined, {
      host: host('kroonbank'),
      headers: withCookie(refresh),
    })
    expect(res.status).toBe(200)
  })
})

describe('the admin cookie domain', () => {
  it('is set on ADMIN_COOKIE_DOMAIN when configured', async () => {
    const { app } = await t.withConfig({ ADMIN_COOKIE_DOMAIN: '.localhost.example' })
    const handed = await signAdminToken({ partner: 'zzp', name: 'ZZP Schild' }, secret())
    const res = await app.request('http://zzp.localhost/admin/session', {
      method: 'POST',
      headers: { Authorization: `Bearer ${handed}` },
    })
    expect(res.status).toBe(200)
    expect(refreshCookieOf(res)?.attributes).toContain('Domain=localhost.example')
  })
})

describe('admin users', () => {
  it('are created or renamed by the upsert the CLI uses, one per address and partner', async () => {
    const [zzp] = await t.database.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.slug, 'zzp'))
    const first = await upsertAdminUser(t.database.db, {
      partnerId: zzp!.id,
      email: 'New@zzp.example',
      name: 'A',
    })
    const again = await upsertAdminUser(t.database.db, {
      partnerId: zzp!.id,
      email: 'new@zzp.example',
      name: 'B',
    })
    expect(again).toBe(first)
    expect(
      (await call(t, 'POST', '/admin/magic-link', { email: 'new@zzp.example' }, { host: host('zzp') }))
        .status,
    ).toBe(202)
    expect((await mailTo(t, 'new@zzp.example')).length).toBe(1)
  })
})

/** Fuzzed bodies per route; none may answer 500 or more. */
const RUNS = 1000
let address = 0
const fuzzRequest = (path: string, body: string, headers: Record<string, string> = {}) => {
  address += 1
  const socket = { remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` }
  return t.app.request(
    `http://zzp.localhost${path}`,
    { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } },
    { incoming: { socket } },
  )
}
const raw = rawBodies(
  '{"email":',
  '{"token":"\\ud800"}',
  `{"email":"${'\\u0000'.repeat(3)}"}`,
  '{"token":1e999}',
)

async function neverFails(
  path: string,
  bodies: fc.Arbitrary<string>,
  headers: () => Record<string, string> = () => ({}),
) {
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      const res = await fuzzRequest(path, body, headers())
      expect(res.status, `${path} ${body.slice(0, 200)}`).toBeLessThan(500)
      if (res.status >= 400) errorBodySchema.parse(await res.json())
      else await res.arrayBuffer()
    }),
    { numRuns: RUNS },
  )
}

describe('fuzzing the admin session routes: no body makes a 500', () => {
  it('POST /admin/magic-link', async () => {
    const email = fc.oneof(
      fc.constantFrom('admin@zzp.example', 'nobody@zzp.example'),
      fc.emailAddress(),
      text,
    )
    await neverFails(
      '/admin/magic-link',
      fuzzBodies(raw, fc.record({ email: mostly(email) }, { requiredKeys: [] })),
    )
  }, 180_000)

  it('POST /admin/magic-link/verify', async () => {
    const token = fc.oneof(fc.string({ minLength: 16, maxLength: 200 }), text)
    await neverFails(
      '/admin/magic-link/verify',
      fuzzBodies(raw, fc.record({ token: mostly(token) }, { requiredKeys: [] })),
    )
  }, 180_000)

  it('POST /admin/session and POST /admin/auth/jwt/refresh (any body, odd tokens and cookies)', async () => {
    const handed = await signAdminToken({ partner: 'zzp', name: 'ZZP Schild' }, secret())
    const bodies = fuzzBodies(raw, fc.anything())
    await neverFails('/admin/session', bodies, () => ({ Authorization: `Bearer ${handed}` }))
    await neverFails('/admin/auth/jwt/refresh', bodies, () => withCookie(String(Math.random())))
  }, 300_000)
})
