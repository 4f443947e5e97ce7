// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressLookupResponseSchema, type AddressLookupResponse } from '../../api/contract/lookups'
import { createApp } from '../../api/server/app'
import { ConfigError, loadConfig } from '../../api/server/config'
import { SEEDED_STREETS } from '../../api/server/lookups/address-data'
import {
  createAddressLookup,
  createLocalAddressLookup,
  createPdokAddressLookup,
} from '../../api/server/lookups/address-lookup'
import { LOOKUP_TIMEOUT_MS, LookupUnavailableError } from '../../api/server/lookups/remote'
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
  token = await customer(t, 'address-lookup', null)
}, 60_000)
afterAll(async () => t?.close())

type App = Pick<TestApp, 'app'>
const search = (params: Record<string, string>, { via = t as App, as = token } = {}) =>
  getAs(via, as, `/address-lookup/search${queryOf(params)}`)
const found = async (params: Record<string, string>, options?: { via?: App; as?: string }) => {
  const res = await search(params, options)
  expect(res.status, JSON.stringify(params)).toBe(200)
  return addressLookupResponseSchema.parse(await res.json())
}

const DAMRAK: AddressLookupResponse = {
  street: 'Damrak',
  house_number: '1',
  house_number_addition: null,
  postal_code: '1012 LG',
  city: 'Amsterdam',
  municipality: 'Amsterdam',
  province: 'Noord-Holland',
}

describe('GET /address-lookup/search (local register)', () => {
  it('finds a seeded address with the postal code in any spelling', async () => {
    for (const postal_code of ['1012LG', '1012 LG', '1012lg', '1012 lg', ' 1012 Lg ']) {
      expect(await found({ postal_code, house_number: '1' })).toEqual(DAMRAK)
    }
    const res = await search({ postal_code: '1012LG', house_number: '1' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('resolves any house number in a seeded street’s range, with the addition as given', async () => {
    expect(
      await found({ postal_code: '1012LG', house_number: '57', house_number_addition: ' bis ' }),
    ).toEqual({
      ...DAMRAK,
      house_number: '57',
      house_number_addition: 'bis',
    })
    expect(await found({ postal_code: '1012LG', house_number: '99', house_number_addition: '' })).toEqual({
      ...DAMRAK,
      house_number: '99',
    })
    // A town in a municipality of another name, with BAG names.
    expect(await found({ postal_code: '2132TZ', house_number: '3' })).toMatchObject({
      street: 'Raadhuisplein',
      city: 'Hoofddorp',
      municipality: 'Haarlemmermeer',
      province: 'Noord-Holland',
    })
    expect(await found({ postal_code: '2511bt', house_number: '70' })).toMatchObject({
      city: "'s-Gravenhage",
      province: 'Zuid-Holland',
    })
  })

  it('answers 404 address_not_found for an unknown postal code or a number outside the range', async () => {
    const cases = [
      { postal_code: '9999 ZZ', house_number: '1' },
      { postal_code: '1012 LG', house_number: '100' },
      { postal_code: '1016 GV', house_number: '250' },
    ]
    for (const params of cases) {
      const res = await search(params)
      expect(res.status, JSON.stringify(params)).toBe(404)
      const body = await errorOf(res)
      expect(body.code).toBe('address_not_found')
      expect(body.non_field_errors).toEqual(['address_not_found'])
    }
  })

  it('answers 400 with field errors for every bad query, never a 500', async () => {
    const ok = { postal_code: '1012LG', house_number: '1' }
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{}, { postal_code: ['required'], house_number: ['required'] }],
      [{ house_number: '1' }, { postal_code: ['required'] }],
      [{ postal_code: '1012LG' }, { house_number: ['required'] }],
      [{ ...ok, postal_code: '' }, { postal_code: ['required'] }],
      [{ ...ok, postal_code: '1012' }, { postal_code: ['postalCode'] }],
      [{ ...ok, postal_code: '1012 L' }, { postal_code: ['postalCode'] }],
      [{ ...ok, postal_code: '10123 LG' }, { postal_code: ['postalCode'] }],
      [{ ...ok, postal_code: 'LG 1012' }, { postal_code: ['postalCode'] }],
      [{ ...ok, postal_code: '1012  LG' }, { postal_code: ['postalCode'] }],
      [{ ...ok, postal_code: '1012-LG' }, { postal_code: ['postalCode'] }],
      [{ ...ok, postal_code: '1012LG\u0000' }, { postal_code: ['postalCode'] }],
      [{ ...ok, house_number: '' }, { house_number: ['required'] }],
      [{ ...ok, house_number: '0' }, { house_number: ['houseNumber'] }],
      [{ ...ok, house_number: '01' }, { house_number: ['houseNumber'] }],
      [{ ...ok, house_number: '100000' }, { house_number: ['houseNumber'] }],
      [{ ...ok, house_number: '-1' }, { house_number: ['houseNumber'] }],
      [{ ...ok, house_number: '1.5' }, { house_number: ['houseNumber'] }],
      [{ ...ok, house_number: '1e3' }, { house_number: ['houseNumber'] }],
      [{ ...ok, house_number: '1a' }, { house_number: ['houseNumber'] }],
      [{ ...ok, house_number: '٣' }, { house_number: ['houseNumber'] }],
      [{ ...ok, house_number_addition: 'x'.repeat(11) }, { house_number_addition: ['tooLong'] }],
      [{ ...ok, house_number_addition: '<b>' }, { house_number_addition: ['houseNumberAddition'] }],
      [{ ...ok, house_number_addition: 'a--b' }, { house_number_addition: ['houseNumberAddition'] }],
      [{ ...ok, house_number_addition: 'a\u0000' }, { house_number_addition: ['houseNumberAddition'] }],
    ]
    for (const [params, fieldErrors] of cases) {
      const res = await search(params)
      expect(res.status, JSON.stringify(params)).toBe(400)
      const body = await errorOf(res)
      expect(body.code).toBe('validation_error')
      // The field and its rule; an empty postal code also breaks the pattern (the shared form rule).
      expect(Object.keys(body.field_errors), JSON.stringify(params)).toEqual(Object.keys(fieldErrors))
      for (const [field, [key]] of Object.entries(fieldErrors))
        expect(body.field_errors[field]).toContain(key)
    }
    // Malformed escapes and repeated names: still a 400 or the first value, never a 500.
    for (const raw of ['postal_code=%zz&house_number=1', 'postal_code=%&house_number=%E0%A4%A', '%=%']) {
      expect((await getAs(t, token, `/address-lookup/search?${raw}`)).status).toBe(400)
    }
    const twice = await getAs(
      t,
      token,
      '/address-lookup/search?postal_code=1012LG&postal_code=x&house_number=1',
    )
    expect(twice.status).toBe(200)
  })

  it('answers 401 without a valid access token, before looking at the query', async () => {
    const { refresh } = await loginByExternalId(t, 'zzp', 'address-refresh')
    for (const as of [undefined, 'not-a-token', refresh]) {
      for (const params of [{ postal_code: '1012LG', house_number: '1' }, { postal_code: 'nope' }] as Record<
        string,
        string
      >[]) {
        const res = await getAs(t, as, `/address-lookup/search${queryOf(params)}`)
        expect(res.status).toBe(401)
        expect((await errorOf(res)).code).toBe('not_authenticated')
      }
    }
    // A token of another partner's host is not one of this host.
    const other = await loginByExternalId(t, 'kroonbank', 'address-other')
    expect((await search({ postal_code: '1012LG', house_number: '1' }, { as: other.access })).status).toBe(
      401,
    )
  })

  it('is rate-limited per customer (429 with Retry-After), bad queries included', async () => {
    const limited = await t.withConfig({ LOOKUP_RATE_LIMIT: '20' }) // 2 a minute
    // The counts are the database's, shared with `t`: a customer who has not searched yet.
    const fresh = await customer(t, 'address-limit-1', null)
    const other = await customer(t, 'address-limit-2', null)
    const via = { via: limited, as: fresh }
    expect((await search({ postal_code: '1012LG', house_number: '1' }, via)).status).toBe(200)
    expect((await search({ postal_code: 'bad' }, via)).status).toBe(400)
    const res = await search({ postal_code: '1012LG', house_number: '1' }, via)
    expect(res.status).toBe(429)
    expect((await errorOf(res)).code).toBe('throttled')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(
      (await search({ postal_code: '1012LG', house_number: '1' }, { via: limited, as: other })).status,
    ).toBe(200)
    // The company lookup counts on its own.
    expect((await getAs(limited, fresh, '/company-lookup/search?q=de%20vries')).status).toBe(200)
  })
})

describe('the local register', () => {
  it('holds at least 40 real-shaped addresses across at least 8 provinces', () => {
    expect(SEEDED_STREETS.length).toBeGreaterThanOrEqual(40)
    expect(new Set(SEEDED_STREETS.map((s) => s.province)).size).toBeGreaterThanOrEqual(8)
    for (const s of SEEDED_STREETS) {
      expect(s.postalCode).toMatch(/^[1-9]\d{3} [A-Z]{2}$/)
      expect(s.from).toBeGreaterThanOrEqual(1)
      expect(s.to).toBeGreaterThanOrEqual(s.from)
      expect(s.to).toBeLessThanOrEqual(99999)
      for (const part of [s.street, s.city, s.municipality, s.province]) expect(part.trim()).toBe(part)
    }
  })

  it('resolves every seeded street at both ends of its range and not beyond', async () => {
    const local = createLocalAddressLookup()
    for (const s of SEEDED_STREETS) {
      for (const n of [s.from, s.to]) {
        const address = await local.find({ postal_code: s.postalCode, house_number: String(n) })
        expect(address).toMatchObject({ street: s.street, postal_code: s.postalCode, city: s.city })
      }
      expect(await local.find({ postal_code: s.postalCode, house_number: String(s.to + 1) })).toBeNull()
    }
  })
})

/** A PDOK Locatieserver document (BAG field names) for `postcode` and `huisnummer`. */
const pdokDoc = (extra: Record<string, unknown> = {}) => ({
  type: 'adres',
  weergavenaam: 'Damrak 1, 1012LG Amsterdam',
  straatnaam: 'Damrak',
  huisnummer: 1,
  postcode: '1012LG',
  woonplaatsnaam: 'Amsterdam',
  gemeentenaam: 'Amsterdam',
  provincienaam: 'Noord-Holland',
  provincieafkorting: 'NH',
  centroide_ll: 'POINT(4.89 52.37)',
  ...extra,
})
const pdokAnswer = (docs: unknown[]) =>
  JSON.stringify({ response: { numFound: docs.length, start: 0, maxScore: 9, numFoundExact: true, docs } })
const PATH = '/bzk/locatieserver/search/v3_1/free'

describe('the PDOK adapter (ADDRESS_LOOKUP_URL)', () => {
  it('asks the Locatieserver free search and maps the BAG fields', async () => {
    const service = await fakeService(
      () => ({
        body: pdokAnswer([
          // The search is scored, not filtered: a neighbour comes along and is left out.
          pdokDoc({ huisnummer: 11, weergavenaam: 'Damrak 11, 1012LG Amsterdam' }),
          pdokDoc({ huisletter: 'A' }),
          pdokDoc(),
          pdokDoc({ huisletter: 'A', huisnummertoevoeging: '2' }),
          pdokDoc({ huisnummertoevoeging: 'bis' }),
          pdokDoc({ postcode: '1012LH' }),
          { type: 'adres', weergavenaam: 'half a document' },
        ]),
      }),
      PATH,
    )
    try {
      const remote = await t.withConfig({ ADDRESS_LOOKUP_URL: service.url, ADDRESS_LOOKUP_KEY: 'pdok-key' })
      expect(await found({ postal_code: '1012 lg', house_number: '1' }, { via: remote })).toEqual(DAMRAK)
      const [request] = service.requests
      expect(request!.url.pathname).toBe(PATH)
      expect(request!.url.searchParams.get('q')).toBe('postcode:1012LG and huisnummer:1')
      expect(request!.url.searchParams.get('fq')).toBe('type:adres')
      expect(request!.headers.authorization).toBe('Bearer pdok-key')
      const withAddition = async (house_number_addition: string) =>
        (await found({ postal_code: '1012LG', house_number: '1', house_number_addition }, { via: remote }))
          .house_number_addition
      expect(await withAddition('a')).toBe('A')
      expect(await withAddition('a 2')).toBe('A-2')
      expect(await withAddition('A2')).toBe('A-2')
      expect(await withAddition('BIS')).toBe('bis')
      const missing = await search(
        { postal_code: '1012LG', house_number: '1', house_number_addition: 'C' },
        { via: remote },
      )
      expect(missing.status).toBe(404)
      expect((await errorOf(missing)).code).toBe('address_not_found')
    } finally {
      await service.close()
    }
  })

  it('answers the first address when none is without an addition, and 404 when nothing is found', async () => {
    const service = await fakeService(
      (url) => ({
        body: pdokAnswer(
          url.searchParams.get('q')!.includes('huisnummer:3')
            ? [pdokDoc({ huisnummer: 3, huisletter: 'B' })]
            : [],
        ),
      }),
      PATH,
    )
    try {
      const remote = await t.withConfig({ ADDRESS_LOOKUP_URL: service.url })
      expect(await found({ postal_code: '1012LG', house_number: '3' }, { via: remote })).toMatchObject({
        house_number: '3',
        house_number_addition: 'B',
      })
      expect(service.requests[0]!.headers.authorization).toBeUndefined()
      const res = await search({ postal_code: '1012LG', house_number: '4' }, { via: remote })
      expect(res.status).toBe(404)
      expect((await errorOf(res)).code).toBe('address_not_found')
    } finally {
      await service.close()
    }
  })

  it('answers 503 lookup_unavailable when the service fails or answers nonsense, and logs no address', async () => {
    const replies: FakeReply[] = [
      { status: 500, body: '{"error":"boom"}' },
      { status: 429, body: '{}' },
      { status: 404, body: '{}' },
      { status: 200, body: '<html>maintenance</html>', headers: { 'Content-Type': 'text/html' } },
      { status: 200, body: '{}' },
      { status: 200, body: '{"response":{"docs":"none"}}' },
      { status: 302, body: '', headers: { Location: 'http://127.0.0.1:9/' } },
    ]
    for (const reply of replies) {
      const service = await fakeService(() => reply, PATH)
      const logger = recordingLogger()
      try {
        const lookup = createPdokAddressLookup({ url: service.url, key: undefined }, logger)
        const app = createApp({ ...t.deps, addressLookup: lookup })
        const res = await search({ postal_code: '1012LG', house_number: '1' }, { via: { app } })
        expect(res.status, JSON.stringify(reply)).toBe(503)
        const body = await errorOf(res)
        expect(body.code).toBe('lookup_unavailable')
        expect(body.non_field_errors).toEqual(['lookup_unavailable'])
        expect(logger.warnings).toHaveLength(1)
        expect(JSON.stringify(logger.warnings)).not.toMatch(/1012/)
      } finally {
        await service.close()
      }
    }
  })

  it('answers 503 when the service cannot be reached', async () => {
    const remote = await t.withConfig({ ADDRESS_LOOKUP_URL: `http://127.0.0.1:9${PATH}` })
    const res = await search({ postal_code: '1012LG', house_number: '1' }, { via: remote })
    expect(res.status).toBe(503)
    expect((await errorOf(res)).code).toBe('lookup_unavailable')
  })

  it('gives up on a slow service: a short time-out in the adapter, 5 s by default', async () => {
    const service = await fakeService(() => ({ body: pdokAnswer([pdokDoc()]), delayMs: 7_000 }), PATH)
    try {
      const quick = createPdokAddressLookup({ url: service.url, key: undefined, timeoutMs: 100 }, silent)
      const started = Date.now()
      await expect(quick.find({ postal_code: '1012 LG', house_number: '1' })).rejects.toThrow(
        LookupUnavailableError,
      )
      expect(Date.now() - started).toBeLessThan(2_000)

      expect(LOOKUP_TIMEOUT_MS).toBe(5_000)
      const remote = await t.withConfig({ ADDRESS_LOOKUP_URL: service.url })
      const before = Date.now()
      const res = await search({ postal_code: '1012LG', house_number: '1' }, { via: remote })
      const took = Date.now() - before
      expect(res.status).toBe(503)
      expect(took).toBeGreaterThanOrEqual(4_900)
      expect(took).toBeLessThan(6_900)
    } finally {
      await service.close()
    }
  }, 15_000)

  it('stops asking when the caller goes away', async () => {
    const service = await fakeService(() => ({ body: pdokAnswer([pdokDoc()]), delayMs: 3_000 }), PATH)
    try {
      const lookup = createPdokAddressLookup({ url: service.url, key: undefined }, silent)
      const controller = new AbortController()
      const pending = lookup.find({ postal_code: '1012 LG', house_number: '1' }, controller.signal)
      setTimeout(() => controller.abort(), 50)
      await expect(pending).rejects.toThrow(LookupUnavailableError)
    } finally {
      await service.close()
    }
  })
})

describe('configuration', () => {
  it('reads ADDRESS_LOOKUP_URL and ADDRESS_LOOKUP_KEY, and refuses a URL that is not http(s)', () => {
    expect(loadConfig({})).toMatchObject({ addressLookupUrl: undefined, addressLookupKey: undefined })
    const c = loadConfig({
      ADDRESS_LOOKUP_URL: ' https://api.pdok.nl/bzk/locatieserver/search/v3_1/free ',
      ADDRESS_LOOKUP_KEY: 'k',
    })
    expect(c).toMatchObject({
      addressLookupUrl: 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/free',
      addressLookupKey: 'k',
      lookupRateLimit: 300,
    })
    expect(() => loadConfig({ ADDRESS_LOOKUP_URL: 'ftp://example.org' })).toThrow(ConfigError)
    expect(() => loadConfig({ ADDRESS_LOOKUP_URL: 'ftp://example.org' })).toThrow('ADDRESS_LOOKUP_URL')
    expect(() => loadConfig({ LOOKUP_RATE_LIMIT: '0' })).toThrow('LOOKUP_RATE_LIMIT')
    expect(() => loadConfig({ ADDRESS_LOOKUP_URL: 'http://[nope' })).toThrow('ADDRESS_LOOKUP_URL')
    expect(loadConfig({ NODE_ENV: 'production' }).warnings.join()).toContain('ADDRESS_LOOKUP_URL')
    const configured = loadConfig({ NODE_ENV: 'production', ADDRESS_LOOKUP_URL: 'https://pdok.example/free' })
    expect(configured.warnings.join()).not.toContain('ADDRESS_LOOKUP_URL')
  })

  it('uses the local register without a URL and the remote service with one', async () => {
    const local = createAddressLookup(loadConfig({}), silent)
    expect(await local.find({ postal_code: '1012 LG', house_number: '1' })).toEqual(DAMRAK)
    const service = await fakeService(() => ({ body: pdokAnswer([]) }), PATH)
    try {
      const remote = createAddressLookup(loadConfig({ ADDRESS_LOOKUP_URL: service.url }), silent)
      expect(await remote.find({ postal_code: '1012 LG', house_number: '1' })).toBeNull()
      expect(service.requests).toHaveLength(1)
    } finally {
      await service.close()
    }
  })
})

describe('fuzzing GET /address-lookup/search', () => {
  it('answers no random query with a 500', async () => {
    const likely = fc.oneof(
      fc.stringMatching(/^[0-9]{4} ?[A-Za-z]{2}$/),
      fc.constantFrom(...SEEDED_STREETS.map((s) => s.postalCode)),
      fc.integer({ min: -5, max: 200_000 }).map(String),
      fc.stringMatching(/^[A-Za-z0-9 -]{0,12}$/),
    )
    const seeded = fc.constantFrom(...SEEDED_STREETS.map((s) => s.postalCode))
    const plausible = fc.record(
      {
        postal_code: fc.oneof(
          seeded,
          seeded.map((p) => p.replace(' ', '').toLowerCase()),
          likely,
        ),
        house_number: fc.integer({ min: 1, max: 300 }).map(String),
        house_number_addition: fc.constantFrom('', 'A', 'bis', 'a-2', '1 hg'),
      },
      { requiredKeys: ['postal_code', 'house_number'] },
    )
    const queries = randomQueries(['postal_code', 'house_number', 'house_number_addition'], likely, plausible)
    const statuses = await neverFails(t, token, '/address-lookup/search', queries, (body) =>
      addressLookupResponseSchema.parse(body),
    )
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(300)
    for (const status of [200, 400, 404]) expect(statuses.get(status), String(status)).toBeGreaterThan(0)
  }, 60_000)
})
