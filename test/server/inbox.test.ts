// @vitest-environment node
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inboxBadgeResponseSchema, type InboxBadge } from '../../api/contract/inbox-badge'
import type { ProductType } from '../../api/contract/products'
import { policies } from '../../api/server/db/schema'
import { isApiPath } from '../../api/contract/routes'
import { errorOf, loginByExternalId } from './auth-helpers'
import { applied, passQuiz, reviewed, userIdOf } from './aov-helpers'
import { createTestApp, type TestApp } from './helpers'
import { verifyIdentity } from './identity-helpers'
import { checkoutOf, purchased, validBody } from './purchase-helpers'
import { as, customer, productIds, setProfession } from './product-helpers'

let t: TestApp
let ids: Record<ProductType, number>
beforeAll(async () => {
  t = await createTestApp()
  ids = await productIds(t)
}, 60_000)
afterAll(async () => t?.close())

const badge = async (token: string): Promise<InboxBadge> => {
  const res = await as(t, token, 'GET', '/inbox/badge')
  expect(res.status).toBe(200)
  return inboxBadgeResponseSchema.parse(await res.json())
}

describe('GET /inbox/badge', () => {
  it('shows 1 while the profession may buy an income-protection product the customer holds no policy for', async () => {
    const web = await customer(t, 'inbox-web', 'webdeveloper')
    expect(await badge(web)).toEqual({ badge: 1, eligible_income_protection: [ids.aov, ids.aov_acture] })
    // A roofer (risk class 4) may not buy aov_acture.
    const roofer = await customer(t, 'inbox-roofer', 'dakdekker')
    expect(await badge(roofer)).toEqual({ badge: 1, eligible_income_protection: [ids.aov] })
  })

  it('shows 0 without a profession (nothing may be bought)', async () => {
    const none = await customer(t, 'inbox-none', null)
    expect(await badge(none)).toEqual({ badge: 0, eligible_income_protection: [] })
  })

  it('goes from 1 to 0 once the customer holds a policy for every eligible product, and back when one ends', async () => {
    const token = await customer(t, 'inbox-insured', 'dakdekker')
    expect((await badge(token)).badge).toBe(1)
    await passQuiz(t, token, ids.aov)
    await reviewed(t, token, ids.aov)
    await checkoutOf(t, token, ids, ['aov'], 'aov')
    await applied(t, token, ids.aov)
    await verifyIdentity(t.database.db, await userIdOf(t, token), ids.aov)
    const result = await purchased(t, token, validBody())
    expect(result.outcome).toBe('insured')
    expect(await badge(token)).toEqual({ badge: 0, eligible_income_protection: [] })
    // Another profession may buy aov_acture too: eligible again for that one.
    await setProfession(t, token, 'webdeveloper')
    expect(await badge(token)).toEqual({ badge: 1, eligible_income_protection: [ids.aov_acture] })
    await setProfession(t, token, 'dakdekker')
    // An ended policy is no longer held.
    const user = await userIdOf(t, token)
    await t.database.db
      .update(policies)
      .set({ status: 'ended' })
      .where(and(eq(policies.user_id, user), eq(policies.insurance_product_id, ids.aov)))
    expect(await badge(token)).toEqual({ badge: 1, eligible_income_protection: [ids.aov] })
  })

  it('answers 401 without a valid access token', async () => {
    const { refresh } = await loginByExternalId(t, 'zzp', 'inbox-refresh')
    for (const token of [undefined, 'x.y.z', refresh]) {
      const res = await as(t, token, 'GET', '/inbox/badge')
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('not_authenticated')
    }
  })

  it('is an API path, never answered by the app shell (whose inbox page is /user/inbox)', () => {
    expect(isApiPath('/inbox/badge')).toBe(true)
    expect(isApiPath('/user/inbox')).toBe(false)
  })
})
