// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyLookupResponseSchema, type Company } from '../../api/contract/lookups'
import { createApp } from '../../api/server/app'
import { ConfigError, loadConfig } from '../../api/server/config'
import { createLocalAddressLookup } from '../../api/server/lookups/address-lookup'
import { SEEDED_COMPANIES } from '../../api/server/lookups/company-data'
import {
  createCompanyLookup,
  createKvkCompanyLookup,
  createLocalCompanyLookup,
} from '../../api/server/lookups/company-lookup'
import { LookupUnavailableError } from '../../api/server/lookups/remote'
import { errorOf, loginByExternalId } from './auth-helpers'
import { createTestApp, silent, type TestApp } from './helpers'
import {
  fakeService,
  type FakeReply,
  getAs,
  neverFails,
  queryOf,
  randomQueries,
  recordingLogger,
} from './lookup-helpers'
import { customer } from './product-helpers'

let t: TestApp
let token = ''
beforeAll(async () => {
  // Roomy limits: these tests send many lookups as one customer (the limit has a test of its own).
  t = await createTestApp({ LOOKUP_RATE_LIMIT: '1000000' })
  token = await customer(t, 'company-lookup', null)
}, 60_000)
afterAll(async () => t?.close())

type App = Pick<TestApp, 'app'>
const search = (q: string | undefined, { via = t as App, as = token } = {}) =>
  getAs(via, as, `/company-lookup/search${q === undefined ? '' : queryOf({ q })}`)
const companies = async (q: string, options?: { via?: App; as?: string }) => {
  const res = await search(q, options)
  expect(res.status, q).toBe(200)
  return companyLookupResponseSchema.parse(await res.json()).result
}
const names = async (q: string) => (await companies(q)).map((c) => c.company_name)

const DE_VRIES: Company = {
  chamber_of_commerce_number: '64829301',
  company_name: 'Timmerbedrijf De Vries',
  street: 'Diezerstraat',
  house_number: '42',
  house_number_addition: null,
  postal_code: '8011 RH',
  city: 'Zwolle',
  country: 'Nederland',
}

describe('GET /company-lookup/search (local register)', () => {
  it('finds a company by its KvK number, spaces and dots between the digits allowed', async () => {
    for (const q of ['64829301', ' 6482 9301 ', '64.82.93.01']) expect(await companies(q)).toEqual([DE_VRIES])
    const [smit] = await companies('02076451')
    expect(smit).toMatchObject({
      chamber_of_commerce_number: '02076451',
      company_name: 'Administratiekantoor Smit',
    })
    expect(await companies('99999999')).toEqual([])
    const res = await search('64829301')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('finds companies by name, case and accents aside, best match first', async () => {
    expect(await companies('de vries')).toEqual([DE_VRIES])
    expect(await companies('VRIES')).toEqual([DE_VRIES])
    expect(await names('timmer')).toEqual(['Timmerbedrijf De Vries', 'Timmerwerken Van der Veen'])
    expect(await names('cafe')).toEqual(['Café Het Hoekje'])
    expect(await names('Café het')).toEqual(['Café Het Hoekje'])
    // Words in any order; a name that starts with the query before one with a word that does.
    expect(await names('vries timmerbedrijf')).toEqual(['Timmerbedrijf De Vries'])
    expect(await names('bakker')).toEqual(['Bakkerij Van der Meer', 'Loodgietersbedrijf Bakker & Zn.'])
    expect(await names('het')).toEqual([
      'Café Het Hoekje',
      'Dierenartsenpraktijk Het Hoefijzer',
      'Tuincentrum Het Groene Hart',
    ])
    expect(await companies('Nergens Bekend B.V.')).toEqual([])
    expect(await companies('!!')).toEqual([])
  })

  it('answers at most 10 companies', async () => {
    const all = createLocalCompanyLookup()
    expect((await all.search({ q: 'e' + 'e' })).length).toBeLessThanOrEqual(10)
    const many = await companies('bedrijf')
    expect(many).toHaveLength(10)
    expect(SEEDED_COMPANIES.filter((c) => c.name.toLowerCase().includes('bedrijf')).length).toBeGreaterThan(
      10,
    )
  })

  it('answers 400 with field errors for every bad query, never a 500', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'required'],
      ['', 'required'],
      ['   ', 'required'],
      ['a', 'tooShort'],
      ['1', 'kvkNumber'],
      ['1234567', 'kvkNumber'],
      ['123456789', 'kvkNumber'],
      ['1234 567', 'kvkNumber'],
      ['x'.repeat(101), 'tooLong'],
      ['ab\u0007cd', 'invalid'],
      ['ab\u0000cd', 'invalid'],
      ['de vries\u200f\u0085', 'invalid'],
    ]
    for (const [q, key] of cases) {
      const res = await search(q)
      expect(res.status, JSON.stringify(q)).toBe(400)
      const body = await errorOf(res)
      expect(body.code).toBe('validation_error')
      expect(Object.keys(body.field_errors)).toEqual(['q'])
      expect(body.field_errors.q, JSON.stringify(q)).toContain(key)
    }
    for (const raw of ['q=%', '%=%', 'Q=de%20vries', 'q=%00%00']) {
      expect((await getAs(t, token, `/company-lookup/search?${raw}`)).status, raw).toBe(400)
    }
    // A malformed escape is read as the characters it is (a name like any other).
    for (const raw of ['q=%zz', 'q=%E0%A4%A', 'q=%E0%A4%A%E0']) {
      expect((await getAs(t, token, `/company-lookup/search?${raw}`)).status, raw).toBe(200)
    }
    // A name may hold digits, and 100 characters is still a name.
    expect((await search('100 Grams')).status).toBe(200)
    expect((await search('x'.repeat(100))).status).toBe(200)
  })

  it('answers 401 without a valid access token, before looking at the query', async () => {
    const { refresh } = await loginByExternalId(t, 'zzp', 'company-refresh')
    for (const as of [undefined, 'not-a-token', refresh]) {
      for (const q of ['de vries', undefined]) {
        const res = await getAs(t, as, `/company-lookup/search${q === undefined ? '' : queryOf({ q })}`)
        expect(res.status).toBe(401)
        expect((await errorOf(res)).code).toBe('not_authenticated')
      }
    }
  })

  it('is rate-limited per customer (429 with Retry-After)', async () => {
    const limited = await t.withConfig({ LOOKUP_RATE_LIMIT: '1' })
    // The counts are the database's, shared with `t`: a customer who has not searched yet.
    const fresh = await customer(t, 'company-limit-1', null)
    const other = await customer(t, 'company-limit-2', null)
    expect((await search('de vries', { via: limited, as: fresh })).status).toBe(200)
    const res = await search('de vries', { via: limited, as: fresh })
    expect(res.status).toBe(429)
    expect((await errorOf(res)).code).toBe('throttled')
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await search('de vries', { via: limited, as: other })).status).toBe(200)
  })
})

describe('the local register', () => {
  it('holds at least 30 companies with distinct 8-digit KvK numbers and sole traders among them', () => {
    expect(SEEDED_COMPANIES.length).toBeGreaterThanOrEqual(30)
    const numbers = SEEDED_COMPANIES.map((c) => c.kvkNumber)
    expect(new Set(numbers).size).toBe(numbers.length)
    for (const n of numbers) expect(n).toMatch(/^\d{8}$/)
    expect(SEEDED_COMPANIES.map((c) => c.name)).toContain('Timmerbedrijf De Vries')
  })

  it('has every company at an address the local address lookup finds', async () => {
    const addresses = createLocalAddressLookup()
    for (const c of SEEDED_COMPANIES) {
      const address = await addresses.find({
        postal_code: c.postalCode,
        house_number: c.houseNumber,
        house_number_addition: c.addition ?? undefined,
      })
      expect(address, c.name).toMatchObject({ street: c.street, city: c.city, postal_code: c.postalCode })
    }
  })
})

/** A KvK Zoeken v2 row. */
const kvkRow = (kvkNummer: string, naam: string, extra: Record<string, unknown> = {}) => ({
  kvkNummer,
  naam,
  type: 'hoofdvestiging',
  vestigingsnummer: `0000${kvkNummer}`,
  adres: {
    binnenlandsAdres: {
      type: 'bezoekadres',
      straatnaam: 'Diezerstraat',
      huisnummer: 42,
      postcode: '8011RH',
      plaats: 'Zwolle',
    },
  },
  links: [{ rel: 'basisprofiel', href: `https://api.kvk.nl/api/v1/basisprofielen/${kvkNummer}` }],
  ...extra,
})
const kvkAnswer = (rows: unknown[]) =>
  JSON.stringify({ pagina: 1, resultatenPerPagina: 30, totaal: rows.length, resultaten: rows })
const PATH = '/api/v2/zoeken'

describe('the KvK adapter (COMPANY_LOOKUP_URL)', () => {
  it('asks by kvkNummer with the apikey header and answers one company per number', async () => {
    const service = await fakeService(
      () => ({
        body: kvkAnswer([
          kvkRow('64829301', 'De Vries Holding', { type: 'rechtspersoon', adres: undefined }),
          kvkRow('64829301', 'Timmerbedrijf De Vries Filiaal', {
            type: 'nevenvestiging',
            adres: {
              binnenlandsAdres: {
                straatnaam: 'Brink',
                huisnummer: 7,
                postcode: '7411BR',
                plaats: 'Deventer',
              },
            },
          }),
          kvkRow('64829301', 'Timmerbedrijf De Vries'),
          kvkRow('11111111', 'Someone else'),
        ]),
      }),
      PATH,
    )
    try {
      const remote = await t.withConfig({ COMPANY_LOOKUP_URL: service.url, COMPANY_LOOKUP_KEY: 'kvk-key' })
      expect(await companies('6482 9301', { via: remote })).toEqual([DE_VRIES])
      const [request] = service.requests
      expect(request!.url.pathname).toBe(PATH)
      expect(request!.url.searchParams.get('kvkNummer')).toBe('64829301')
      expect(request!.url.searchParams.get('naam')).toBeNull()
      expect(request!.headers.apikey).toBe('kvk-key')
    } finally {
      await service.close()
    }
  })

  it('asks by naam, keeps at most 10, and leaves out what the register does not give', async () => {
    const rows = [
      kvkRow('20000001', 'Postbus B.V.', {
        adres: {
          binnenlandsAdres: { type: 'postadres', postbusnummer: 12, postcode: '8000AA', plaats: 'Zwolle' },
        },
      }),
      kvkRow('20000002', 'Letter B.V.', {
        adres: {
          binnenlandsAdres: {
            straatnaam: 'Brink',
            huisnummer: 7,
            huisletter: 'A',
            postcode: '7411BR',
            plaats: 'Deventer',
          },
        },
      }),
      kvkRow('20000003', 'Abroad GmbH', {
        adres: { buitenlandsAdres: { straatHuisnummer: 'Hauptstr. 1', land: 'Duitsland' } },
      }),
      kvkRow('2000', 'A number too short'),
      { naam: 'No number' },
      ...Array.from({ length: 20 }, (_, i) => kvkRow(`3${String(i).padStart(7, '0')}`, `Bedrijf ${i}`)),
    ]
    const service = await fakeService(() => ({ body: kvkAnswer(rows) }), PATH)
    try {
      const lookup = createKvkCompanyLookup({ url: service.url, key: undefined }, silent)
      const result = await lookup.search({ q: 'Bedrijf' })
      expect(service.requests[0]!.url.searchParams.get('naam')).toBe('Bedrijf')
      expect(service.requests[0]!.headers.apikey).toBeUndefined()
      expect(result).toHaveLength(10)
      companyLookupResponseSchema.parse({ result })
      expect(result[0]).toEqual({
        chamber_of_commerce_number: '20000001',
        company_name: 'Postbus B.V.',
        street: null,
        house_number: null,
        house_number_addition: null,
        postal_code: null,
        city: 'Zwolle',
        country: 'Nederland',
      })
      expect(result[1]).toMatchObject({
        street: 'Brink',
        house_number: '7',
        house_number_addition: 'A',
        postal_code: '7411 BR',
      })
      expect(result[2]).toMatchObject({
        company_name: 'Abroad GmbH',
        street: null,
        city: null,
        country: 'Nederland',
      })
      expect(result.map((c) => c.chamber_of_commerce_number)).not.toContain('2000')
    } finally {
      await service.close()
    }
  })

  it('reads a 404 as nothing found', async () => {
    const service = await fakeService(
      () => ({
        status: 404,
        body: JSON.stringify({ fout: [{ code: 'IPD5200', omschrijving: 'Geen resultaten' }] }),
      }),
      PATH,
    )
    try {
      const remote = await t.withConfig({ COMPANY_LOOKUP_URL: service.url })
      expect(await companies('Nergens B.V.', { via: remote })).toEqual([])
    } finally {
      await service.close()
    }
  })

  it('answers 503 lookup_unavailable when the service fails or answers nonsense, and logs no query', async () => {
    const replies: FakeReply[] = [
      { status: 500, body: '{"fout":[]}' },
      { status: 401, body: '{"fout":[{"code":"IPD1002"}]}' },
      { status: 400, body: '{"fout":[{"code":"IPD1999"}]}' },
      { status: 200, body: 'not json' },
      { status: 200, body: '[]' },
      { status: 200, body: '{"resultaten":"none"}' },
      { status: 200, body: kvkAnswer([]), delayMs: 1_000 },
    ]
    for (const reply of replies) {
      const service = await fakeService(() => reply, PATH)
      const logger = recordingLogger()
      try {
        const lookup = createKvkCompanyLookup({ url: service.url, key: 'secret-key', timeoutMs: 150 }, logger)
        const app = createApp({ ...t.deps, companyLookup: lookup })
        const res = await search('Timmerbedrijf De Vries', { via: { app } })
        expect(res.status, JSON.stringify(reply)).toBe(503)
        const body = await errorOf(res)
        expect(body.code).toBe('lookup_unavailable')
        expect(body.non_field_errors).toEqual(['lookup_unavailable'])
        expect(logger.warnings).toHaveLength(1)
        expect(JSON.stringify(logger.warnings)).not.toMatch(/Timmerbedrijf|secret-key/)
      } finally {
        await service.close()
      }
    }
  })

  it('answers 503 when the service cannot be reached, and gives up when the caller goes away', async () => {
    const remote = await t.withConfig({ COMPANY_LOOKUP_URL: `http://127.0.0.1:9${PATH}` })
    const res = await search('de vries', { via: remote })
    expect(res.status).toBe(503)
    expect((await errorOf(res)).code).toBe('lookup_unavailable')

    const service = await fakeService(() => ({ body: kvkAnswer([]), delayMs: 3_000 }), PATH)
    try {
      const lookup = createKvkCompanyLookup({ url: service.url, key: undefined }, silent)
      const controller = new AbortController()
      const pending = lookup.search({ q: 'de vries' }, controller.signal)
      setTimeout(() => controller.abort(), 50)
      await expect(pending).rejects.toThrow(LookupUnavailableError)
    } finally {
      await service.close()
    }
  })
})

describe('configuration', () => {
  it('reads COMPANY_LOOKUP_URL and COMPANY_LOOKUP_KEY, and refuses a URL that is not http(s)', () => {
    expect(loadConfig({})).toMatchObject({ companyLookupUrl: undefined, companyLookupKey: undefined })
    expect(
      loadConfig({ COMPANY_LOOKUP_URL: 'https://api.kvk.nl/api/v2/zoeken', COMPANY_LOOKUP_KEY: 'k' }),
    ).toMatchObject({
      companyLookupUrl: 'https://api.kvk.nl/api/v2/zoeken',
      companyLookupKey: 'k',
    })
    expect(() => loadConfig({ COMPANY_LOOKUP_URL: 'api.kvk.nl' })).toThrow(ConfigError)
    expect(() => loadConfig({ COMPANY_LOOKUP_URL: 'api.kvk.nl' })).toThrow('COMPANY_LOOKUP_URL')
    expect(loadConfig({ NODE_ENV: 'production' }).warnings.join()).toContain('COMPANY_LOOKUP_URL')
    const configured = loadConfig({
      NODE_ENV: 'production',
      COMPANY_LOOKUP_URL: 'https://kvk.example/zoeken',
    })
    expect(configured.warnings.join()).not.toContain('COMPANY_LOOKUP_URL')
  })

  it('uses the local register without a URL and the remote service with one', async () => {
    const local = createCompanyLookup(loadConfig({}), silent)
    expect(await local.search({ q: '64829301' })).toEqual([DE_VRIES])
    const service = await fakeService(() => ({ body: kvkAnswer([]) }), PATH)
    try {
      const remote = createCompanyLookup(loadConfig({ COMPANY_LOOKUP_URL: service.url }), silent)
      expect(await remote.search({ q: '64829301' })).toEqual([])
      expect(service.requests).toHaveLength(1)
    } finally {
      await service.close()
    }
  })
})

describe('fuzzing GET /company-lookup/search', () => {
  it('answers no random query with a 500', async () => {
    const words = fc.constantFrom(...SEEDED_COMPANIES.flatMap((c) => c.name.split(' ')))
    const likely = fc.oneof(
      words,
      fc.stringMatching(/^[0-9]{1,10}$/),
      fc.constantFrom(...SEEDED_COMPANIES.map((c) => c.kvkNumber)),
      fc.string({ minLength: 0, maxLength: 120 }),
    )
    const plausible = fc.record({
      q: fc.oneof(
        words,
        fc.array(words, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
        likely,
      ),
    })
    const statuses = await neverFails(
      t,
      token,
      '/company-lookup/search',
      randomQueries(['q'], likely, plausible),
      (body) => companyLookupResponseSchema.parse(body),
    )
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(300)
    for (const status of [200, 400]) expect(statuses.get(status), String(status)).toBeGreaterThan(0)
  }, 60_000)
})
