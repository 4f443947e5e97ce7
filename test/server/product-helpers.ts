import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { ACCEPT_LANGUAGE, type Locale } from '../../api/contract/common'
import type { ProductType } from '../../api/contract/products'
import { insuranceProducts, professions } from '../../api/server/db/schema'
import { call, loginByExternalId } from './auth-helpers'
import type { TestApp } from './helpers'

/** The id of the seeded profession `slug`. */
export async function professionId(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: professions.id })
    .from(professions)
    .where(eq(professions.slug, slug))
  if (!row) throw new Error(`no profession ${slug}`)
  return row.id
}

/** Product id per slug (= type) of the seeded catalogue. */
export async function productIds(t: TestApp): Promise<Record<ProductType, number>> {
  const rows = await t.database.db
    .select({ id: insuranceProducts.id, slug: insuranceProducts.slug })
    .from(insuranceProducts)
  return Object.fromEntries(rows.map((r) => [r.slug, r.id])) as Record<ProductType, number>
}

/** Sets (or clears, with null) the profession of the token's user by its slug. */
export async function setProfession(t: TestApp, token: string, slug: string | null): Promise<void> {
  const profession = slug === null ? null : await professionId(t, slug)
  const res = await call(t, 'PATCH', '/users/me', { profession }, { token })
  expect(res.status).toBe(200)
}

/** A new zzp customer (signature login) with the profession `slug` (none for null); answers the access token. */
export async function customer(t: TestApp, externalId: string, slug: string | null): Promise<string> {
  const { access } = await loginByExternalId(t, 'zzp', externalId)
  if (slug !== null) await setProfession(t, access, slug)
  return access
}

/** A request as the customer `token`, in `locale`. */
export const as = (
  t: TestApp,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  locale: Locale = 'nl',
) => call(t, method, path, body, { token, headers: { 'Accept-Language': ACCEPT_LANGUAGE[locale] } })
