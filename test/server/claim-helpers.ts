import { rmSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { uploadDocumentsResponseSchema } from '../../api/contract/documents'
import { policies, users } from '../../api/server/db/schema'
import { uploadRoot } from '../../api/server/documents/files'
import type { TestApp } from './helpers'
import { as, customer, productIds } from './product-helpers'

/** A tiny real PNG (its magic bytes are what the upload checks) and a PDF. */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
export const PDF = Buffer.from('%PDF-1.7\n%%EOF\n')

export interface Person {
  token: string
  id: number
  email: string
}

/** A zzp customer (signature login) with an e-mail address on file. */
export async function person(t: TestApp, name: string): Promise<Person> {
  const token = await customer(t, name, 'webdeveloper')
  const res = await as(t, token, 'GET', '/users/me')
  const { id } = (await res.json()) as { id: number }
  const email = `${name}@example.nl`
  await t.database.db.update(users).set({ email }).where(eq(users.id, id))
  return { token, id, email }
}

/** A policy of the user, stored directly (the purchase has its own tests): current unless told. */
export async function policyOf(
  t: TestApp,
  userId: number,
  extra: Partial<typeof policies.$inferInsert> = {},
): Promise<{ id: number; number: string }> {
  const ids = await productIds(t)
  const [row] = await t.database.db
    .insert(policies)
    .values({ user_id: userId, insurance_product_id: ids.business_liability, ...extra })
    .returning({ id: policies.id, number: policies.number })
  return row!
}

/** Uploads one file as the customer; answers its document id. */
export async function documentOf(
  t: TestApp,
  token: string,
  body = PNG,
  type = 'image/png',
  name = 'foto.png',
) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(body)], { type }), name)
  const res = await t.app.request('http://zzp.localhost/documents', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status).toBe(201)
  return uploadDocumentsResponseSchema.parse(await res.json()).result[0]!.id
}

/** Removes the uploads of the users. */
export const removeUploads = (t: TestApp, ids: readonly number[]) => {
  for (const id of ids)
    rmSync(path.join(uploadRoot(t.deps.config), String(id)), { recursive: true, force: true })
}
