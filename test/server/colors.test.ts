// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { colorSettingsResponseSchema } from '../../api/contract/color-admin'
import { errorBodySchema } from '../../api/contract/errors'
import { partnersResponseSchema } from '../../api/contract/partner'
import { signAdminToken } from '../../api/server/auth/admin-token'
import { seed } from '../../api/server/db/seed'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let zzpAdmin: string
beforeAll(async () => {
  t = await createTestApp()
  zzpAdmin = await signAdminToken({ partner: 'zzp', name: 'Anna Admin' }, t.deps.config.jwtSecret)
}, 60_000)
afterAll(async () => t?.close())

const call = (method: string, path: string, body: unknown, token?: string, host = 'zzp.localhost') =>
  t.app.request(`http://${host}${path}`, {
    method,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  })

const zzpColors = async () => {
  const res = await t.app.request('http://zzp.localhost/partners')
  return partnersResponseSchema.parse(await res.json()).result[0]!.colors
}

const errorOf = async (res: Response) => errorBodySchema.parse(await res.json())

describe('admin colour calls', () => {
  it('creates settings and the next GET /partners shows them (cache dropped)', async () => {
    const cachedBefore = await t.deps.partners.get('zzp')
    const res = await call(
      'POST',
      '/color-key-pairs',
      [
        { key: 'link', value: '#0055AA' },
        { key: 'backdrop', value: '#000000cc' },
      ],
      zzpAdmin,
    )
    expect(res.status).toBe(201)
    const saved = colorSettingsResponseSchema.parse(await res.json()).result
    expect(saved.map((s) => s.key)).toEqual(['link', 'backdrop'])
    expect(await t.deps.partners.get('zzp')).not.toBe(cachedBefore)
    expect(await zzpColors()).toContainEqual(expect.objectContaining({ key: 'link', value: '#0055AA' }))
  })

  it('accepts one pair, and a key already set gets the new value', async () => {
    const res = await call('POST', '/color-key-pairs', { key: 'primary', value: '#101010' }, zzpAdmin)
    expect(res.status).toBe(201)
    const primaries = (await zzpColors()).filter((c) => c.key === 'primary')
    expect(primaries).toHaveLength(1)
    expect(primaries[0]?.value).toBe('#101010')
  })

  it('updates settings by id', async () => {
    const accent = (await zzpColors()).find((c) => c.key === 'accent')!
    const res = await call(
      'PATCH',
      '/color-key-pairs/update',
      [{ id: accent.id, value: '#abcdef' }],
      zzpAdmin,
    )
    expect(res.status).toBe(200)
    expect(colorSettingsResponseSchema.parse(await res.json()).result[0]).toMatchObject({
      id: accent.id,
      value: '#abcdef',
    })
    expect((await zzpColors()).find((c) => c.id === accent.id)?.value).toBe('#abcdef')
  })

  it('refuses a value that is not a hex colour, and an unknown key, with field_errors', async () => {
    const bad = await call('POST', '/color-key-pairs', { key: 'primary', value: 'red' }, zzpAdmin)
    expect(bad.status).toBe(400)
    expect((await errorOf(bad)).field_errors).toEqual({ value: ['hexColor'] })
    const unknown = await call('POST', '/color-key-pairs', { key: 'sparkle', value: '#fff' }, zzpAdmin)
    expect(unknown.status).toBe(400)
    expect((await errorOf(unknown)).field_errors.key).toBeDefined()
    const patch = await call('PATCH', '/color-key-pairs/update', [{ id: 1, value: 'rgb(0,0,0)' }], zzpAdmin)
    expect((await errorOf(patch)).field_errors).toEqual({ '0.value': ['hexColor'] })
    expect((await zzpColors()).find((c) => c.key === 'primary')?.value).toBe('#101010')
  })

  it("answers 400, never 500, for malformed JSON, empty lists and another partner's setting ids", async () => {
    const malformed = await call('POST', '/color-key-pairs', '{"key": "primary",', zzpAdmin)
    expect(malformed.status).toBe(400)
    expect((await errorOf(malformed)).code).toBe('invalid_json')
    expect((await call('PATCH', '/color-key-pairs/update', [], zzpAdmin)).status).toBe(400)
    const bankColor = (await t.deps.partners.get('kroonbank'))!.partner.colors[0]!
    const foreign = await call(
      'PATCH',
      '/color-key-pairs/update',
      [{ id: bankColor.id, value: '#000000' }],
      zzpAdmin,
    )
    expect(foreign.status).toBe(400)
    expect((await errorOf(foreign)).field_errors).toEqual({ '0.id': ['notFound'] })
    expect((await t.deps.partners.get('kroonbank'))!.partner.colors[0]?.value).toBe(bankColor.value)
    // Beyond a PostgreSQL integer: still a field error, not a database error.
    const huge = await call(
      'PATCH',
      '/color-key-pairs/update',
      [{ id: 3_000_000_000, value: '#000000' }],
      zzpAdmin,
    )
    expect(huge.status).toBe(400)
    expect(Object.keys((await errorOf(huge)).field_errors)).toEqual(['0.id'])
  })

  it('needs an admin token of the host partner: 401 without or with a bad one, 403 for another partner', async () => {
    const none = await call('POST', '/color-key-pairs', { key: 'primary', value: '#000000' })
    expect(none.status).toBe(401)
    expect((await errorOf(none)).code).toBe('not_authenticated')
    const forged = await signAdminToken({ partner: 'zzp', name: 'Mallory' }, 'x'.repeat(40))
    expect(
      (await call('POST', '/color-key-pairs', { key: 'primary', value: '#000000' }, forged)).status,
    ).toBe(401)
    const expired = await signAdminToken({ partner: 'zzp', name: 'Old' }, t.deps.config.jwtSecret, -10)
    expect(
      (await call('POST', '/color-key-pairs', { key: 'primary', value: '#000000' }, expired)).status,
    ).toBe(401)
    const other = await call(
      'PATCH',
      '/color-key-pairs/update',
      [{ id: 1, value: '#000000' }],
      zzpAdmin,
      'kroonbank.localhost',
    )
    expect(other.status).toBe(403)
    expect((await errorOf(other)).code).toBe('permission_denied')
    expect((await zzpColors()).find((c) => c.key === 'primary')?.value).toBe('#101010')
  })

  it('keeps colours an admin set when the seed runs again at the next start', async () => {
    const before = await zzpColors()
    await seed(t.database.db)
    t.deps.partners.invalidate('*')
    expect(await zzpColors()).toEqual(before)
  })
})
