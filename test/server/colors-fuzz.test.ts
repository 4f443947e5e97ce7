// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { COLOR_KEYS } from '../../api/contract/colors'
import {
  colorChangesResponseSchema,
  colorSettingsResponseSchema,
  colorUndoResponseSchema,
} from '../../api/contract/color-admin'
import { errorBodySchema } from '../../api/contract/errors'
import { signAdminToken } from '../../api/server/auth/admin-token'
import { createTestApp, type TestApp } from './helpers'
import { anyId, fuzzBodies, mostly, rawBodies, text } from './fuzz-helpers'

/** Fuzzed requests per route; each must answer below 500 (a 400 in the error shape, a 2xx in the contract's). */
const RUNS = 1000

let t: TestApp
let token = ''
let ids: number[] = []
beforeAll(async () => {
  t = await createTestApp()
  token = await signAdminToken({ partner: 'testpartner', name: 'Fuzz Admin' }, t.deps.config.jwtSecret)
  ids = (await t.deps.partners.get('testpartner'))!.partner.colors.map((c) => c.id as number)
}, 60_000)
afterAll(async () => t?.close())

const raw = rawBodies(
  '{"key":"primary","value":"#fff","x":1e999}',
  '[{"id":1e999,"value":"#000000"}]',
  '[{"id":-1e999,"value":"#000"}]',
  '{"key":',
  `{"key":"text","value":"${'\\u0000'.repeat(3)}"}`,
  '{"key":"\\ud800","value":"#000"}',
)
const bodies = (shaped: fc.Arbitrary<unknown>) => fuzzBodies(raw, shaped)

const channel = fc.integer({ min: 0, max: 255 }).map((n) => n.toString(16).padStart(2, '0'))
/** Hex colours of every form, dark ones more often so some themes pass the gate. */
const hex = fc.oneof(
  fc.tuple(channel, channel, channel).map((c) => `#${c.join('')}`),
  fc.constantFrom('#000', '#111111', '#222222', '#fff', '#ffffff', '#6b21a8', '#ffffffcc', '#ABCDEF'),
)
const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...COLOR_KEYS.map((k) => k.key)) }, text)
const pair = fc.record({ key: mostly(key), value: mostly(hex) }, { requiredKeys: [] })
const createBody = fc.oneof(pair, fc.array(pair, { maxLength: 20 }))
const id = fc.oneof({ weight: 4, arbitrary: fc.nat().map((n) => ids[n % ids.length]!) }, anyId)
const updateBody = fc.array(fc.record({ id: mostly(id), value: mostly(hex) }, { requiredKeys: [] }), {
  maxLength: 20,
})

/** Each request from its own client address, so per-address rate limits stay out of the way. */
let address = 0
const request = (method: string, path: string, body?: string) => {
  address += 1
  const socket = { remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` }
  return t.app.request(
    `http://testpartner.localhost${path}`,
    { method, body, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` } },
    { incoming: { socket } },
  )
}

/** Sends each body and checks the answer; resolves to the statuses seen. */
async function neverFails(
  method: string,
  path: string,
  requests: fc.Arbitrary<string | undefined>,
  ok: z.ZodMiniType,
) {
  const statuses = new Map<number, number>()
  await fc.assert(
    fc.asyncProperty(requests, async (b) => {
      const res = await request(method, path, b)
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      expect(res.status, `${method} ${path} ${b?.slice(0, 200)}`).toBeLessThan(500)
      if (res.status < 300) ok.parse(await res.json())
      else errorBodySchema.parse(await res.json())
    }),
    { numRuns: RUNS },
  )
  return statuses
}

describe('fuzzing the admin colour routes: no body makes a 500', () => {
  it('POST /color-key-pairs', async () => {
    const statuses = await neverFails(
      'POST',
      '/color-key-pairs',
      bodies(createBody),
      colorSettingsResponseSchema,
    )
    expect(statuses.get(201)).toBeGreaterThan(0) // some fuzzed themes passed the gate
    expect(statuses.get(400)).toBeGreaterThan(0)
  }, 180_000)

  it('PATCH /color-key-pairs/update', async () => {
    const statuses = await neverFails(
      'PATCH',
      '/color-key-pairs/update',
      bodies(updateBody),
      colorSettingsResponseSchema,
    )
    expect(statuses.get(200)).toBeGreaterThan(0)
  }, 180_000)

  it('POST /color-key-pairs/undo (any body is ignored)', async () => {
    const body = fc.option(bodies(createBody), { nil: undefined })
    const statuses = await neverFails('POST', '/color-key-pairs/undo', body, colorUndoResponseSchema)
    expect(statuses.get(200)).toBeGreaterThan(0)
  }, 180_000)

  it('GET /color-key-pairs/changes', async () => {
    const query = fc
      .dictionary(fc.string({ maxLength: 10 }), fc.string({ unit: 'binary', maxLength: 80 }), { maxKeys: 3 })
      .map((q) => {
        const params = Object.entries(q).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        return params.length ? `?${params.join('&')}` : ''
      })
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const res = await request('GET', `/color-key-pairs/changes${q}`)
        expect(res.status, q).toBe(200) // the query is not read
        colorChangesResponseSchema.parse(await res.json())
      }),
      { numRuns: RUNS },
    )
  }, 180_000)
})
