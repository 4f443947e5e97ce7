// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { magicLinkAccountsSchema, type TokenPair } from '../../api/contract/auth'
import { call, errorOf, loginByExternalId, signInByEmail } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let ada: TokenPair
let bob: TokenPair
beforeAll(async () => {
  t = await createTestApp()
  ada = await signInByEmail(t, 'ada@example.com', 'zzp')
  await signInByEmail(t, 'ada@example.com', 'kroonbank')
  bob = await signInByEmail(t, 'bob@example.com', 'testpartner')
}, 60_000)
afterAll(async () => t?.close())

const accounts = (email: string, token?: string, host = 'zzp.localhost') =>
  call(t, 'GET', `/magic-link?email=${encodeURIComponent(email)}`, undefined, { token, host })

describe('GET /magic-link?email=', () => {
  it('lists the partner environments where the signed-in address has an account, each at its configured origin', async () => {
    const res = await accounts('Ada@Example.com', ada.access)
    expect(res.status).toBe(200)
    expect(magicLinkAccountsSchema.parse(await res.json())).toEqual({
      email: 'ada@example.com',
      result: [
        { slug: 'kroonbank', name: 'Kroonbank', origin: 'http://kroonbank.localhost' },
        { slug: 'zzp', name: 'ZZP Schild', origin: 'http://zzp.localhost' },
      ],
    })
  })

  it('lists the one environment of an address with one account (the page then says so)', async () => {
    const res = await accounts('bob@example.com', bob.access, 'testpartner.localhost')
    expect(res.status).toBe(200)
    expect(magicLinkAccountsSchema.parse(await res.json()).result).toEqual([
      { slug: 'testpartner', name: 'Testpartner', origin: 'http://testpartner.localhost' },
    ])
  })

  it("answers 403 for someone else's address, known or not", async () => {
    for (const email of ['bob@example.com', 'nobody@example.com']) {
      const res = await accounts(email, ada.access)
      expect(res.status).toBe(403)
      expect((await errorOf(res)).code).toBe('permission_denied')
    }
    // A user signed in by external id has no address to list.
    const external = await loginByExternalId(t, 'zzp', 'ext-1')
    expect((await accounts('ada@example.com', external.access)).status).toBe(403)
  })

  it('answers 401 without an access token, with a refresh token, or on another partner', async () => {
    for (const [token, host] of [
      [undefined, 'zzp.localhost'],
      ['garbage', 'zzp.localhost'],
      [ada.refresh, 'zzp.localhost'],
      [ada.access, 'kroonbank.localhost'],
    ] as const) {
      const res = await accounts('ada@example.com', token, host)
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('not_authenticated')
    }
  })

  it('answers 400 with field errors for a missing or bad address', async () => {
    for (const query of ['', '?email=', '?email=nope']) {
      const res = await call(t, 'GET', `/magic-link${query}`, undefined, { token: ada.access })
      expect(res.status).toBe(400)
      expect((await errorOf(res)).field_errors.email?.length).toBeGreaterThan(0)
    }
  })
})
