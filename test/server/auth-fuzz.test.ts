// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../api/contract/errors'
import { call, loginByExternalId, signedLogin } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let access = ''
let refresh = ''
beforeAll(async () => {
  t = await createTestApp({ MAGIC_LINK_IP_LIMIT: '1000000' })
  ;({ access, refresh } = await loginByExternalId(t, 'zzp', 'fuzz-user'))
}, 60_000)
afterAll(async () => t?.close())

const RUNS = 1000
const text = fc.string({ unit: 'binary', maxLength: 300 })
/** A wrong-typed or odd value for a field. */
const odd = fc.oneof(fc.anything(), text, fc.integer(), fc.double(), fc.constant(null), fc.constant('\u0000'))
const jsonOf = (value: unknown) => JSON.stringify(value) ?? 'null'

/** Any body: arbitrary JSON, arbitrary text, or an object shaped like `fields` with odd values. */
const bodies = (shaped: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(fc.anything().map(jsonOf), fc.object().map(jsonOf), fc.json(), text, {
    weight: 4,
    arbitrary: shaped.map(jsonOf),
  })

const fieldsOf = (keys: string[]) =>
  fc.record(Object.fromEntries(keys.map((k) => [k, odd])), { requiredKeys: [] })

/** Mostly a valid value, sometimes an odd one. */
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: odd })
const id = fc.integer({ min: 1, max: 2 ** 31 - 1 })

/** Signed logins with any external id and mostly valid extras: they reach the database, not only the parser. */
const signedBodies = fc
  .record({
    external_id: fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }),
    extra: fc.record(
      {
        profession_id: mostly(id),
        product_id: mostly(id),
        funnel_type: mostly(fc.constantFrom('default', 'csc')),
        quote_id: mostly(fc.string({ unit: 'binary', maxLength: 100 })),
        is_broker_flow: mostly(fc.boolean()),
      },
      { requiredKeys: [] },
    ),
  })
  .map(({ external_id, extra }) => ({ ...extra, ...signedLogin('zzp', external_id) }))

async function neverFails(method: string, path: string, arbitrary: fc.Arbitrary<string>, token?: string) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (body) => {
      const res = await call(t, method, path, body, { token })
      expect(res.status).toBeLessThan(500)
      if (res.status === 400) errorBodySchema.parse(await res.json())
      else await res.arrayBuffer()
    }),
    { numRuns: RUNS },
  )
}

describe('fuzzing the auth routes: no body makes a 500', () => {
  it('POST /magic-link', async () => {
    const shaped = fc.oneof(fieldsOf(['email']), fc.record({ email: fc.emailAddress() }))
    await neverFails('POST', '/magic-link', bodies(shaped))
  }, 30_000)

  it('POST /magic-link/verify', async () => {
    const shaped = fc.oneof(
      fieldsOf(['token']),
      fc.record({ token: fc.string({ unit: 'binary', minLength: 16, maxLength: 200 }) }),
    )
    await neverFails('POST', '/magic-link/verify', bodies(shaped))
  }, 30_000)

  it('POST /jwt/create-by-external-id', async () => {
    const keys = [
      'external_id',
      'signature',
      'signature_created_at',
      'quote_id',
      'profession_id',
      'product_id',
      'funnel_type',
    ]
    await neverFails('POST', '/jwt/create-by-external-id', bodies(fc.oneof(fieldsOf(keys), signedBodies)))
  }, 30_000)

  it('POST /auth/jwt/refresh', async () => {
    const shaped = fc.oneof(fieldsOf(['refresh']), fc.constantFrom({ refresh: access }, { refresh }))
    await neverFails('POST', '/auth/jwt/refresh', bodies(shaped))
  }, 30_000)

  it('PATCH /users/me', async () => {
    const valid = fc.record(
      {
        first_name: fc.string({ unit: 'binary', minLength: 1, maxLength: 100 }),
        last_name: fc.string({ unit: 'binary', minLength: 1, maxLength: 100 }),
        profession: fc.option(fc.integer({ min: 1, max: 2 ** 31 - 1 })),
        birth_date: fc.option(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))),
      },
      { requiredKeys: [] },
    )
    const shaped = fc.oneof(fieldsOf(['first_name', 'last_name', 'profession', 'birth_date']), valid)
    await neverFails('PATCH', '/users/me', bodies(shaped), access)
  }, 30_000)
})
