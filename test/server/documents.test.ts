// @vitest-environment node
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadDocumentsResponseSchema } from '../../api/contract/documents'
import { errorBodySchema } from '../../api/contract/errors'
import { UPLOAD_MAX_BYTES } from '../../api/contract/field-rules'
import { documents } from '../../api/server/db/schema'
import { uploadRoot } from '../../api/server/documents/files'
import { errorOf, loginByExternalId } from './auth-helpers'
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
  const root = uploadRoot(t.deps.config)
  for (const id of userIds) rmSync(path.join(root, String(id)), { recursive: true, force: true })
  if (existsSync(root) && readdirSync(root).length === 0) rmdirSync(root)
  await t?.close()
})

async function idOf(access: string): Promise<number> {
  const res = await as(t, access, 'GET', '/users/me')
  const { id } = (await res.json()) as { id: number }
  userIds.push(id)
  return id
}

type Kind = 'jpeg' | 'png' | 'pdf' | 'html'
const MAGIC: Record<Kind, Buffer> = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pdf: Buffer.from('%PDF-1.7\n'),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
}
const TYPE_OF: Record<Kind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  html: 'text/html',
}
/** `size` bytes (sparse: zeros) starting with the magic bytes of `kind`. */
const content = (kind: Kind, size: number) => {
  const buf = Buffer.alloc(size)
  MAGIC[kind].copy(buf, 0, 0, Math.min(size, MAGIC[kind].length))
  return buf
}

interface Upload {
  body: Buffer
  type: string
  name?: string
  field?: string
}
const formOf = (files: Upload[]) => {
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
const upload = (files: Upload[], access: string | null = token, headers: Record<string, string> = {}) =>
  t.app.request('http://zzp.localhost/documents', {
    method: 'POST',
    body: formOf(files),
    headers: { ...(access ? { Authorization: `Bearer ${access}` } : {}), ...headers },
  })
const raw = (body: BodyInit | undefined, headers: Record<string, string>, access: string | null = token) =>
  t.app.request('http://zzp.localhost/documents', {
    method: 'POST',
    body,
    headers: { ...(access ? { Authorization: `Bearer ${access}` } : {}), ...headers },
  })

const rowsOf = (id: number) => t.database.db.select().from(documents).where(eq(documents.user_id, id))
const filesOf = (id: number) => {
  const dir = path.join(uploadRoot(t.deps.config), String(id))
  return existsSync(dir) ? readdirSync(dir).sort() : []
}
/** What is stored for the user now, to compare before and after a refused request. */
const stored = async (id: number) => ({ rows: (await rowsOf(id)).length, files: filesOf(id) })

const idsOf = async (res: Response) => {
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return uploadDocumentsResponseSchema.parse(await res.json()).result.map((d) => d.id)
}

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
      await upload([{ body: content('png', 99), type: 'image/png', name: '../../etc/\u0007pass<wd>.png' }]),
    )
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id!))
    expect(row!.original_name).toBe('pass_wd_.png')
    expect(filesOf(userId)).toContain(row!.stored_name)
  })

  it('answers 400 (never 500) to a body that is not multipart, or malformed, or has no file', async () => {
    const before = await stored(userId)
    const bodies: [BodyInit | undefined, Record<string, string>, string][] = [
      ['{"file":1}', { 'Content-Type': 'application/json' }, 'multipartRequired'],
      ['hello', { 'Content-Type': 'text/plain' }, 'multipartRequired'],
      [undefined, { 'Content-Type': 'multipart/form-data; boundary=x' }, 'multipartRequired'],
      ['--x\r\n', { 'Content-Type': 'multipart/form-data' }, 'multipartRequired'],
      ['garbage', { 'Content-Type': 'multipart/form-data; boundary=x' }, 'invalidMultipart'],
      [
        '--x\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--x--',
        { 'Content-Type': 'multipart/form-data; boundary=x' },
        'invalidMultipart',
      ],
      [
        '--x\r\nContent-Disposition: form-data; name="f"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1',
        { 'Content-Type': 'multipart/form-data; boundary=x' },
        'invalidMultipart',
      ],
      [
        '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--x--\r\n',
        { 'Content-Type': 'multipart/form-data; boundary=x' },
        'fileRequired',
      ],
      ['--x--\r\n', { 'Content-Type': 'multipart/form-data; boundary=x' }, 'fileRequired'],
    ]
    for (const [body, headers, code] of bodies) {
      const res = await raw(body, headers)
      expect(res.status, String(body)).toBe(400)
      expect((await errorOf(res)).non_field_errors, String(body)).toEqual([code])
    }
    expect(await stored(userId)).toEqual(before)
  })

  it('answers 413 when Content-Length is larger than any allowed upload, before reading', async () => {
    const res = await raw('--x--\r\n', {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(11 * UPLOAD_MAX_BYTES),
    })
    expect(res.status).toBe(413)
    expect(await errorOf(res)).toMatchObject({ code: 'payload_too_large', non_field_errors: ['fileSize'] })
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

describe('POST /documents: fuzzed', () => {
  const BOUNDARY = 'fuzzBoundary'
  const typeHeader = fc.oneof(
    fc.constant(`multipart/form-data; boundary=${BOUNDARY}`),
    fc.constant(`multipart/form-data; boundary="${BOUNDARY}"`),
    fc.constant('multipart/form-data'),
    fc.constantFrom('application/json', 'text/plain', 'application/octet-stream', ''),
    fc
      .string({ maxLength: 40 })
      .map((s) => `multipart/form-data; boundary=${s.replace(/[^\x21-\x7e]/g, '')}`),
  )
  const partType = fc.oneof(fc.constantFrom(...Object.values(TYPE_OF)), fc.string({ maxLength: 20 }))
  const partBody = fc.oneof(
    fc.uint8Array({ maxLength: 200 }),
    fc
      .tuple(fc.constantFrom(...Object.values(MAGIC)), fc.uint8Array({ maxLength: 100 }))
      .map(([magic, rest]) => Buffer.concat([magic, rest])),
  )
  const disposition = fc.oneof(
    fc.string({ maxLength: 20 }).map((n) => `form-data; name="${n}"; filename="${n}.pdf"`),
    fc.string({ maxLength: 20 }).map((n) => `form-data; name="${n}"`),
    fc.string({ maxLength: 20 }).map((n) => `form-data; name=x; filename*=UTF-8''${n}`),
    fc.string({ maxLength: 60 }),
  )
  const part = fc
    .record({ disposition, type: partType, body: partBody, crlf: fc.boolean() })
    .map(({ disposition, type, body, crlf }) =>
      Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n${crlf ? '\r\n' : ''}`,
        ),
        body,
        Buffer.from('\r\n'),
      ]),
    )
  const multipartBody = fc
    .tuple(
      fc.array(part, { maxLength: 12 }),
      fc.constantFrom(`--${BOUNDARY}--\r\n`, `--${BOUNDARY}`, '', '--'),
    )
    .map(([parts, end]) => Buffer.concat([...parts, Buffer.from(end)]))
  const body = fc.oneof(
    multipartBody,
    multipartBody,
    fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b)),
  )
  const headers = fc.record(
    {
      'Content-Type': typeHeader,
      'Content-Length': fc.oneof(fc.nat().map(String), fc.constant(String(20 * UPLOAD_MAX_BYTES))),
    },
    { requiredKeys: ['Content-Type'] },
  )

  it('answers 1,000 random bodies and headers below 500, in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        body,
        headers,
        fc.oneof(fc.constant(true), fc.constant(true), fc.constant(false)),
        async (b, h, signedIn) => {
          const res = await raw(new Uint8Array(b), h, signedIn ? token : null)
          expect(res.status).toBeLessThan(500)
          const json: unknown = await res.json()
          if (res.status === 201) uploadDocumentsResponseSchema.parse(json)
          else errorBodySchema.parse(json)
        },
      ),
      { numRuns: 1000 },
    )
  }, 60_000)
})
