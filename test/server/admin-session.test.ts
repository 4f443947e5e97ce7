// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSessionSchema } from '../../api/contract/admin'
import { errorBodySchema } from '../../api/contract/errors'
import { signAdminToken } from '../../api/server/auth/admin-token'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => t?.close())

const session = (token?: string, host = 'zzp.localhost', query = '') =>
  t.app.request(`http://${host}/admin/session${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })

describe('GET /admin/session', () => {
  it('names the admin of a valid token for the host partner', async () => {
    const token = await signAdminToken({ partner: 'zzp', name: 'Anna Admin' }, t.deps.config.jwtSecret)
    const res = await session(token)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(adminSessionSchema.parse(await res.json())).toEqual({ name: 'Anna Admin', partner: 'zzp' })
    // A query string changes nothing; the token decides.
    expect((await session(token, 'zzp.localhost', '?partner=kroonbank')).status).toBe(200)
  })

  it('answers 401 without a token, with a forged, expired or customer-style token', async () => {
    const forged = await signAdminToken({ partner: 'zzp', name: 'Mallory' }, 'x'.repeat(40))
    const expired = await signAdminToken({ partner: 'zzp', name: 'Old' }, t.deps.config.jwtSecret, -10)
    for (const token of [undefined, forged, expired, 'not-a-jwt']) {
      const res = await session(token)
      expect(res.status).toBe(401)
      expect(errorBodySchema.parse(await res.json()).code).toBe('not_authenticated')
    }
  })

  it("answers 403 on another partner's host or an unknown one", async () => {
    const token = await signAdminToken({ partner: 'zzp', name: 'Anna Admin' }, t.deps.config.jwtSecret)
    const other = await session(token, 'kroonbank.localhost')
    expect(other.status).toBe(403)
    expect(errorBodySchema.parse(await other.json()).code).toBe('permission_denied')
    expect((await session(token, 'nobody.localhost')).status).toBe(403)
  })
})
