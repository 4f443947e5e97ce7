import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { uploadDocumentsResponseSchema } from '../../api/contract/documents'
import { documents } from '../../api/server/db/schema'
import { uploadRoot } from '../../api/server/documents/files'
import type { TestApp } from './helpers'
import { as } from './product-helpers'

export type Kind = 'jpeg' | 'png' | 'pdf' | 'html'
export const MAGIC: Record<Kind, Buffer> = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pdf: Buffer.from('%PDF-1.7\n'),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
}
export const TYPE_OF: Record<Kind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  html: 'text/html',
}
/** `size` bytes (sparse: zeros) starting with the magic bytes of `kind`. */
export const content = (kind: Kind, size: number) => {
  const buf = Buffer.alloc(size)
  MAGIC[kind].copy(buf, 0, 0, Math.min(size, MAGIC[kind].length))
  return buf
}

export interface Upload {
  body: Buffer
  type: string
  name?: string
  field?: string
}
export const formOf = (files: Upload[]) => {
  const form = new FormData()
  for (const f of files) {
    form.append(
      f.field ?? 'file',
      new Blob([new Uint8Array(f.body)], { type: f.type }),
      f.name ?? 'upload.bin',
    )
  }
  return form
}

/** `POST /documents` with `body` as it is, as `access` (or no one). */
export const postDocuments = (
  t: TestApp,
  body: BodyInit | undefined,
  headers: Record<string, string>,
  access: string | null,
) =>
  t.app.request('http://zzp.localhost/documents', {
    method: 'POST',
    body,
    headers: { ...(access ? { Authorization: `Bearer ${access}` } : {}), ...headers },
  })

/** The Content-Type of the hand-written bodies below. */
export const BOUNDARY_X = { 'Content-Type': 'multipart/form-data; boundary=x' }
/** One good file part of a body with boundary `x`. */
export const PDF_PART =
  '--x\r\nContent-Disposition: form-data; name="f"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\r\n'

export const idOfUser = async (t: TestApp, access: string): Promise<number> => {
  const res = await as(t, access, 'GET', '/users/me')
  return ((await res.json()) as { id: number }).id
}

export const filesOf = (t: TestApp, id: number) => {
  const dir = path.join(uploadRoot(t.deps.config), String(id))
  return existsSync(dir) ? readdirSync(dir).sort() : []
}
/** What is stored for the user now, to compare before and after a refused request. */
export const stored = async (t: TestApp, id: number) => ({
  rows: (await t.database.db.select().from(documents).where(eq(documents.user_id, id))).length,
  files: filesOf(t, id),
})

export const idsOf = async (res: Response) => {
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return uploadDocumentsResponseSchema.parse(await res.json()).result.map((d) => d.id)
}

/** Removes the users' upload folders, and the upload root when that leaves it empty. */
export function removeUploadDirs(t: TestApp, ids: readonly number[]) {
  const root = uploadRoot(t.deps.config)
  for (const id of ids) rmSync(path.join(root, String(id)), { recursive: true, force: true })
  if (existsSync(root) && readdirSync(root).length === 0) rmdirSync(root)
}
