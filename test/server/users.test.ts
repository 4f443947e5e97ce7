// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userSchema, type TokenPair } from '../../api/contract/auth'
import { call, errorOf, loginByExternalId, signInByEmail } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let pair: TokenPair
beforeAll(async () => {
  t = await createTestApp()
  pair = await signInByEmail(t, 'me@example.com')
}, 60_000)
afterAll(async () => t?.close())

const patch = (body: unknown, token = pair.access) => call(t, 'PATCH', '/users/me', body, { token })
const getMe = async (token = pair.access) => {
  const res = await call(t, 'GET', '/users/me', undefined, { token })
  expect(res.status).toBe(200)
  return userSchema.parse(await res.json())
}

describe('GET /users/me', () => {
  it('answers the signed-in user in the contract shape', async () => {
    expect(await getMe()).toEqual({
      id: expect.any(Number),
      email: 'me@example.com',
      external_id: null,
      first_name: null,
      last_name: null,
      profession: null,
      profession_description: null,
      birth_date: null,
      company_address: null,
      personal_address: null,
      partner: 'zzp',
      phone_number: null,
      company: null,
      payment_details: null,
    })
  })

  it('answers 401 not_authenticated without a valid access token', async () => {
    const headers: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer' },
      { Authorization: 'Basic abc' },
      { Authorization: 'Bearer x.y.z' },
    ]
    for (const header of headers) {
      const res = await t.app.request('http://zzp.localhost/users/me', { headers: header })
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('not_authenticated')
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
    }
  })
})

describe('PATCH /users/me', () => {
  it('updates the given fields and answers the user', async () => {
    const res = await patch({
      first_name: 'Ada',
      last_name: 'Lovelace',
      profession: 12,
      birth_date: '1990-02-28',
    })
    expect(res.status).toBe(200)
    const expected = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      profession: { id: 12, name: expect.stringMatching(/\S/) },
      birth_date: '1990-02-28',
    }
    expect(userSchema.parse(await res.json())).toMatchObject(expected)
    expect(await getMe()).toMatchObject(expected)
    const cleared = userSchema.parse(await (await patch({ profession: null, birth_date: null })).json())
    expect(cleared).toMatchObject({ first_name: 'Ada', profession: null, birth_date: null })
    expect((await patch({})).status).toBe(200)
  })

  it('a description in the own words, without a profession, sets the catch-all profession', async () => {
    const res = await patch({ profession_description: '  Ik restaureer oude orgels  ' })
    expect(res.status).toBe(200)
    const user = userSchema.parse(await res.json())
    expect(user.profession_description).toBe('Ik restaureer oude orgels')
    expect(user.profession?.name).toBe('Overig / Anders')
    // Choosing a catalogue profession later keeps what is sent: profession and cleared description.
    const chosen = userSchema.parse(
      await (await patch({ profession: 12, profession_description: null })).json(),
    )
    expect(chosen).toMatchObject({ profession: { id: 12 }, profession_description: null })
    const tooShort = await patch({ profession_description: 'ab' })
    expect(tooShort.status).toBe(400)
    expect((await errorOf(tooShort)).field_errors.profession_description).toEqual(['tooShort'])
  })

  it("changes only the token's own user", async () => {
    const other = await loginByExternalId(t, 'zzp', 'other-1')
    await patch({ first_name: 'Mallory' }, other.access)
    expect((await getMe()).first_name).toBe('Ada')
  })

  it('answers 400 with field errors for bad values, never touching the user', async () => {
    const cases: [unknown, string][] = [
      [{ first_name: '' }, 'first_name'],
      [{ last_name: 'x'.repeat(101) }, 'last_name'],
      [{ profession: 0 }, 'profession'],
      [{ profession: 'twelve' }, 'profession'],
      [{ birth_date: '2023-02-30' }, 'birth_date'],
      [{ birth_date: '0000-01-01' }, 'birth_date'],
      [{ first_name: 'A\u0000' }, 'first_name'],
    ]
    for (const [body, field] of cases) {
      const res = await patch(body)
      expect(res.status).toBe(400)
      expect(Object.keys((await errorOf(res)).field_errors)).toEqual([field])
    }
    expect((await patch('nope')).status).toBe(400)
    expect((await getMe()).first_name).toBe('Ada')
  })

  it('keeps the description of work no profession fits, trimmed; null clears it', async () => {
    const res = await patch({ profession_description: '  Ik ontwerp escaperooms  ' })
    expect(res.status).toBe(200)
    expect(userSchema.parse(await res.json()).profession_description).toBe('Ik ontwerp escaperooms')
    expect((await getMe()).profession_description).toBe('Ik ontwerp escaperooms')
    expect((await patch({ first_name: 'Ada' })).status).toBe(200)
    expect((await getMe()).profession_description).toBe('Ik ontwerp escaperooms')
    for (const bad of ['ab', '   ab   ', 'x'.repeat(501), 12, 'a\u0000bc']) {
      const refused = await patch({ profession_description: bad })
      expect(refused.status).toBe(400)
      expect(Object.keys((await errorOf(refused)).field_errors)).toEqual(['profession_description'])
    }
    expect((await getMe()).profession_description).toBe('Ik ontwerp escaperooms')
    expect((await patch({ profession_description: null })).status).toBe(200)
    expect((await getMe()).profession_description).toBeNull()
  })

  it('answers 401 without an access token and 413 for a huge body', async () => {
    expect((await call(t, 'PATCH', '/users/me', { first_name: 'X' })).status).toBe(401)
    expect((await patch({ first_name: 'x'.repeat(17_000) })).status).toBe(413)
  })
})
