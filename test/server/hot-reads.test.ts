// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../api/server/db/schema'
import { call, errorOf, loginByExternalId } from './auth-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'

/**
 * The hot reads (GET /cart-item, /users/me, /questions) check the token's user in the query that reads
 * their answer (issue 26 item 4) instead of first reading the user: they must answer as before.
 */
let t: TestApp
let product: number
beforeAll(async () => {
  t = await createTestApp()
  product = (await productIds(t)).professional_liability
}, 60_000)
afterAll(async () => t?.close())

const reads = () => ['/cart-item', '/users/me', `/questions?product=${product}`]

describe('hot reads with the user checked in their one query', () => {
  it("answer the signed-in customer's own data", async () => {
    const token = await customer(t, 'hot-reads-own', 'webdeveloper')
    expect((await as(t, token, 'POST', '/cart-item', { insurance_product: product })).status).toBe(201)
    const cart = (await (await as(t, token, 'GET', '/cart-item')).json()) as { result: unknown[] }
    expect(cart.result).toHaveLength(1)
    const me = (await (await as(t, token, 'GET', '/users/me')).json()) as { external_id: string }
    expect(me.external_id).toBe('hot-reads-own')
    const questions = await as(t, token, 'GET', `/questions?product=${product}`)
    expect(questions.status).toBe(200)
  })

  it('answer 401 not_authenticated once the token’s user is gone, whatever else the request says', async () => {
    const { access } = await loginByExternalId(t, 'zzp', 'hot-reads-gone')
    await t.database.db.delete(users).where(eq(users.external_id, 'hot-reads-gone'))
    const paths = [...reads(), '/questions?product=999999', '/questions?product=nope', '/questions']
    for (const path of paths) {
      const res = await call(t, 'GET', path, undefined, { token: access })
      expect(res.status, path).toBe(401)
      expect((await errorOf(res)).code, path).toBe('not_authenticated')
    }
  })

  it("answer 401 for a token on another partner's host, and without or with a bad token", async () => {
    const { access } = await loginByExternalId(t, 'zzp', 'hot-reads-host')
    for (const path of reads()) {
      for (const res of [
        await call(t, 'GET', path, undefined, { token: access, host: 'kroonbank.localhost' }),
        await call(t, 'GET', path),
        await call(t, 'GET', path, undefined, { token: `${access}x` }),
      ]) {
        expect(res.status, path).toBe(401)
        expect((await errorOf(res)).code, path).toBe('not_authenticated')
      }
    }
  })

  it('answer 404 for an unknown product and 400 for a bad query to a customer who exists', async () => {
    const token = await customer(t, 'hot-reads-404', null)
    expect((await as(t, token, 'GET', '/questions?product=999999')).status).toBe(404)
    expect((await as(t, token, 'GET', '/questions?product=nope')).status).toBe(400)
  })
})
