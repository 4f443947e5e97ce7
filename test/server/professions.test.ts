// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userSchema, type TokenPair } from '../../api/contract/auth'
import { ACCEPT_LANGUAGE, type Locale } from '../../api/contract/common'
import { professionSchema, professionsResponseSchema } from '../../api/contract/professions'
import { PROFESSIONS } from '../../api/server/db/professions-data'
import { professions } from '../../api/server/db/schema'
import { seed } from '../../api/server/db/seed'
import { call, errorOf, loginByExternalId, signInByEmail } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let pair: TokenPair
beforeAll(async () => {
  t = await createTestApp()
  pair = await signInByEmail(t, 'prof@example.com')
}, 60_000)
afterAll(async () => t?.close())

const get = (path: string, locale: Locale = 'nl', token?: string) =>
  call(t, 'GET', path, undefined, { token, headers: { 'Accept-Language': ACCEPT_LANGUAGE[locale] } })
const search = async (query: string, locale: Locale = 'nl') => {
  const res = await get(`/professions${query}`, locale)
  expect(res.status).toBe(200)
  return professionsResponseSchema.parse(await res.json()).result
}
const names = async (query: string, locale: Locale = 'nl') => (await search(query, locale)).map((p) => p.name)
const idOf = async (name: string) => (await search(`?q=${encodeURIComponent(name)}&limit=1`))[0]!.id

describe('the profession catalogue', () => {
  it('is seeded with at least 200 professions, idempotently', async () => {
    expect(PROFESSIONS.length).toBeGreaterThanOrEqual(200)
    const { db } = t.database
    const ids = () =>
      db.select({ id: professions.id, slug: professions.slug }).from(professions).orderBy(professions.id)
    const before = await ids()
    expect(before).toHaveLength(PROFESSIONS.length)
    await seed(t.database.db)
    expect(await ids()).toEqual(before)
  })

  it('lists alphabetically without a query, 20 by default', async () => {
    const list = await names('')
    expect(list).toHaveLength(20)
    expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' })))
  })

  it('finds by prefix first, in the language of the request', async () => {
    expect((await names('?q=tim'))[0]).toBe('Timmerman')
    expect((await names('?q=TIM'))[0]).toBe('Timmerman')
    expect((await names('?q=carp', 'en'))[0]).toBe('Carpenter')
    expect((await names('?q=charp', 'fr'))[0]).toBe('Charpentier')
    expect((await names('?q=zimmer', 'de'))[0]).toBe('Zimmermann')
    // Prefix matches before names that only contain the query.
    const monteurs = await names('?q=monteur&limit=50')
    expect(monteurs[0]).toBe('Monteur werktuigbouw')
    expect(monteurs).toContain('Keukenmonteur')
  })

  it('ignores accents and case, both ways', async () => {
    expect(await names('?q=cafe')).toContain('Caféhouder')
    expect(await names('?q=CAFÉ')).toContain('Caféhouder')
    expect(await names('?q=electricien', 'fr')).toContain('Électricien')
    expect(await names('?q=dietist')).toContain('Diëtist')
  })

  it('searches the keywords too', async () => {
    expect(await names('?q=programmeur')).toContain('Webdeveloper')
  })

  it('respects the limit and answers [] for no match', async () => {
    expect(await search('?q=e&limit=3')).toHaveLength(3)
    expect(await search('?limit=50')).toHaveLength(50)
    expect(await search('?q=qqqxyz')).toEqual([])
  })

  it('answers 400 with field errors for a bad query', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=2.5', 'limit'],
      [`?q=${'x'.repeat(101)}`, 'q'],
    ]
    for (const [query, field] of cases) {
      const res = await get(`/professions${query}`)
      expect(res.status).toBe(400)
      expect(Object.keys((await errorOf(res)).field_errors)).toEqual([field])
    }
  })

  it('finds a name in any language of the catalogue, answered in the language of the request', async () => {
    // Issue 17 item 7: the English site found nothing for these.
    expect(await names('?q=timmerman', 'en')).toEqual(['Carpenter'])
    expect(await names('?q=advocaat', 'en')).toEqual(['Lawyer'])
    expect(await names('?q=webdeveloper', 'en')).toEqual(['Web developer'])
    // And the other way round, and between any two languages.
    expect(await names('?q=carpenter')).toEqual(['Timmerman'])
    expect(await names('?q=lawyer', 'de')).toEqual(['Rechtsanwalt'])
    expect(await names('?q=web developer')).toEqual(['Webdeveloper'])
    expect(await names('?q=zimmermann', 'fr')).toEqual(['Charpentier'])
  })

  it('puts the names of the language asked for before those of other languages', async () => {
    // 'Monteur vidéo' (fr) begins with it, yet every Dutch monteur comes first.
    const monteurs = await names('?q=monteur&limit=50')
    const video = monteurs.indexOf('Video-editor')
    expect(video).toBeGreaterThan(monteurs.indexOf('Keukenmonteur'))
    expect(video).toBeGreaterThan(monteurs.indexOf('CV-monteur'))
    // A Dutch name the English site is asked for: the whole name before a name it is only a word of.
    expect(await names('?q=kok', 'en')).toEqual(['Cook', 'Chef'])
    // Inside a name of another language counts for nothing: 'timmer' is in 'Klavierstimmer' (de).
    expect(await names('?q=timmer')).toEqual(['Timmerman'])
  })

  it('forgives typos when nothing holds the query as typed: the fewest edits away', async () => {
    expect(await names('?q=webdevloper')).toEqual(['Webdeveloper'])
    expect(await names('?q=webdevloper', 'en')).toEqual(['Web developer'])
    expect(await names('?q=timerman', 'en')).toEqual(['Carpenter'])
    expect(await names('?q=loodgeiter')).toEqual(['Loodgieter'])
    expect(await names('?q=Electrisien', 'fr')).toEqual(['Électricien'])
    // Half typed, with a typo.
    expect(await names('?q=webdevl')).toEqual(['Webdeveloper'])
    // Short queries are taken as typed: three letters are too few to guess from.
    expect(await search('?q=tmi')).toEqual([])
  })

  it('answers [] when nothing is near', async () => {
    for (const q of ['qqqxyz', 'zzzzzzzzzzzz', 'xylofoonstemmer'])
      expect(await search(`?q=${q}`, 'en')).toEqual([])
  })

  it('answers one profession by id, or a JSON 404', async () => {
    const id = await idOf('Timmerman')
    const res = await get(`/professions/${id}`, 'de')
    expect(res.status).toBe(200)
    expect(professionSchema.parse(await res.json())).toEqual({ id, name: 'Zimmermann', description: null })
    for (const bad of ['999999', '0', 'abc', '1e3', '99999999999']) {
      const missing = await get(`/professions/${bad}`)
      expect(missing.status).toBe(404)
      expect((await errorOf(missing)).code).toBe('not_found')
    }
  })
})

describe('the profession of the user', () => {
  const patch = (body: unknown) => call(t, 'PATCH', '/users/me', body, { token: pair.access })
  const me = async (locale: Locale) =>
    userSchema.parse(await (await get('/users/me', locale, pair.access)).json())

  it('answers the name in the language of the request after a PATCH', async () => {
    const id = await idOf('Loodgieter')
    const res = await patch({ profession: id })
    expect(res.status).toBe(200)
    expect(userSchema.parse(await res.json()).profession).toEqual({ id, name: 'Loodgieter' })
    expect((await me('en')).profession).toEqual({ id, name: 'Plumber' })
    expect((await me('fr')).profession).toEqual({ id, name: 'Plombier' })
  })

  it('answers 400 profession notFound for an unknown id, keeping the old one', async () => {
    const res = await patch({ profession: 999_999 })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors).toEqual({ profession: ['notFound'] })
    expect((await me('nl')).profession?.name).toBe('Loodgieter')
  })

  it('ignores an unknown profession id at a partner login instead of failing it', async () => {
    const login = await loginByExternalId(t, 'zzp', 'prof-ext', { profession_id: 999_999 })
    const user = await call(t, 'GET', '/users/me', undefined, { token: login.access })
    expect(userSchema.parse(await user.json()).profession).toBeNull()
  })
})
