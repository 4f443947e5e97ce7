// @vitest-environment node
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../../api/contract/field-rules'
import { documents } from '../../api/server/db/schema'
import { uploadRoot } from '../../api/server/documents/files'
import { errorOf, loginByExternalId } from './auth-helpers'
import {
  BOUNDARY_X,
  content,
  filesOf,
  formOf,
  idOfUser,
  idsOf,
  postDocuments,
  removeUploadDirs,
  stored as storedFor,
  TYPE_OF,
  type Kind,
  type Upload,
} from './document-helpers'
import { createTestApp, type TestApp } from './helpers'
import { as, customer } from './product-helpers'
import { answered, questionId } from './question-helpers'

let t: TestApp
let token = ''
let userId = 0
const userIds: number[] = []
beforeAll(async () => {
  t = await createTestApp()
  token = await customer(t, 'docs-main', 'webdeveloper')
  userId = await idOf(token)
}, 60_000)
afterAll(async () => {
  removeUploadDirs(t, userIds)
  await t?.close()
})

async function idOf(access: string): Promise<number> {
  const id = await idOfUser(t, access)
  userIds.push(id)
  return id
}

const upload = (files: Upload[], access: string | null = token) => postDocuments(t, formOf(files), {}, access)
const raw = (body: string, headers: Record<string, string>) => postDocuments(t, body, headers, token)
const stored = (id: number) => storedFor(t, id)

describe('POST /documents: the upload matrix', () => {
  const kinds: Kind[] = ['jpeg', 'png', 'pdf', 'html']
  const declared = kinds.map((k) => TYPE_OF[k])
  const cases = declared.flatMap((type) =>
    kinds.flatMap((real) => [0, 2048].map((size) => ({ type, real, size }))),
  )

  it.each(cases)('declared $type, content $real, $size bytes', async ({ type, real, size }) => {
    const before = await stored(userId)
    const body = content(real, size)
    const res = await upload([{ body, type, name: `scan.${real}` }])
    const ok = size > 0 && type === TYPE_OF[real] && real !== 'html'
    if (!ok) {
      expect(res.status).toBe(400)
      const error = await errorOf(res)
      expect(error.code).toBe('validation_error')
      // An empty file has no content to contradict its declared type: only a declared type we refuse counts.
      const expected =
        size === 0 ? [...(type === 'text/html' ? ['fileType'] : []), 'fileEmpty'] : ['fileType']
      expect(error.field_errors).toEqual({ file: expected })
      expect(await stored(userId)).toEqual(before)
      return
    }
    const [id] = await idsOf(res)
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id!))
    expect(row).toMatchObject({
      user_id: userId,
      original_name: `scan.${real}`,
      content_type: TYPE_OF[real],
      size,
      sha256: createHash('sha256').update(body).digest('hex'),
    })
    expect(row!.stored_name).toMatch(/^[0-9a-f-]{36}$/)
    const onDisk = path.join(uploadRoot(t.deps.config), String(userId), row!.stored_name)
    expect(readFileSync(onDisk).equals(body)).toBe(true)
  })

  it.each(['jpeg', 'png', 'pdf'] as const)(
    'takes a %s of exactly 25 MB and refuses one byte more without storing it',
    async (kind) => {
      const [id] = await idsOf(await upload([{ body: content(kind, UPLOAD_MAX_BYTES), type: TYPE_OF[kind] }]))
      const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id!))
      expect(row!.size).toBe(UPLOAD_MAX_BYTES)
      const before = await stored(userId)
      const res = await upload([{ body: content(kind, UPLOAD_MAX_BYTES + 1), type: TYPE_OF[kind] }])
      expect(res.status).toBe(400)
      expect((await errorOf(res)).field_errors).toEqual({ file: ['fileSize'] })
      expect(await stored(userId)).toEqual(before)
    },
    30_000,
  )

  it('refuses an HTML page renamed .pdf and declared a pdf', async () => {
    const res = await upload([{ body: content('html', 500), type: 'application/pdf', name: 'invoice.pdf' }])
    expect((await errorOf(res)).field_errors).toEqual({ file: ['fileType'] })
  })
})

describe('POST /documents: requests', () => {
  it('answers 401 without a valid access token, before reading the body', async () => {
    const { refresh } = await loginByExternalId(t, 'zzp', 'docs-refresh')
    for (const access of [null, 'not-a-token', refresh]) {
      const res = await upload([{ body: content('pdf', 100), type: 'application/pdf' }], access)
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('not_authenticated')
    }
  })

  it('stores several files in one request, in order, or none when one is refused', async () => {
    const ids = await idsOf(
      await upload([
        { body: content('jpeg', 10), type: 'image/jpeg', field: 'a' },
        { body: content('png', 20), type: 'image/png', field: 'b' },
        { body: content('pdf', 30), type: 'application/pdf', field: 'c' },
      ]),
    )
    expect(ids).toHaveLength(3)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
    const before = await stored(userId)
    const res = await upload([
      { body: content('jpeg', 10), type: 'image/jpeg', field: 'a' },
      { body: content('png', 20), type: 'image/png', field: 'b' },
      { body: content('html', 30), type: 'application/pdf', field: 'c' },
    ])
    expect((await errorOf(res)).field_errors).toEqual({ c: ['fileType'] })
    expect(await stored(userId)).toEqual(before)
  })

  it('takes 10 files and refuses 11', async () => {
    const pdf = { body: content('pdf', 64), type: 'application/pdf' }
    expect(await idsOf(await upload(Array(10).fill(pdf)))).toHaveLength(10)
    const before = await stored(userId)
    const res = await upload(Array(11).fill(pdf))
    expect(res.status).toBe(400)
    expect((await errorOf(res)).non_field_errors).toEqual(['tooManyFiles'])
    expect(await stored(userId)).toEqual(before)
  })

  it('keeps only a sanitized original name; the file on disk has the server’s name', async () => {
    const [id] = await idsOf(
      await upload([{ body: content('png', 99), type: 'image/png', name: '../../etc/pass<wd>.png' }]),
    )
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id!))
    expect(row!.original_name).toBe('pass_wd_.png')
    expect(filesOf(t, userId)).toContain(row!.stored_name)
    // A control character can only come percent-encoded (raw, it breaks the header: see the 400s below).
    const encoded = `--x\r\nContent-Disposition: form-data; name="f"; filename*=UTF-8''%07a%E2%80%A8b%3F.pdf\r\nContent-Type: application/pdf\r\n\r\n%PDF-1\r\n--x--\r\n`
    const [other] = await idsOf(await raw(encoded, BOUNDARY_X))
    const [named] = await t.database.db.select().from(documents).where(eq(documents.id, other!))
    expect(named!.original_name).toBe('ab_.pdf')
  })
})

describe('answers with files', () => {
  it('takes the customer’s own documents, and says notFound for another customer’s', async () => {
    const other = await customer(t, 'docs-other', 'webdeveloper')
    await idOf(other)
    const [mine] = await idsOf(await upload([{ body: content('pdf', 50), type: 'application/pdf' }]))
    const [theirs] = await idsOf(await upload([{ body: content('pdf', 50), type: 'application/pdf' }], other))
    const question = await questionId(t, 'death_risk', 'beneficiary')
    const res = await as(t, token, 'POST', '/answers', {
      question,
      text_value: 'Mijn partner',
      files: [theirs],
    })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).field_errors).toEqual({ files: ['notFound'] })
    const answer = await answered(t, token, { question, text_value: 'Mijn partner', files: [mine, mine] })
    expect(answer.files).toEqual([mine])
    const patch = await as(t, token, 'PATCH', `/answers/${answer.id}`, { files: [mine, theirs] })
    expect((await errorOf(patch)).field_errors).toEqual({ files: ['notFound'] })
  })
})
