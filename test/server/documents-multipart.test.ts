// @vitest-environment node
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadDocumentsResponseSchema } from '../../api/contract/documents'
import { errorBodySchema } from '../../api/contract/errors'
import { UPLOAD_MAX_BYTES } from '../../api/contract/field-rules'
import { errorOf } from './auth-helpers'
import {
  BOUNDARY_X,
  idOfUser,
  idsOf,
  MAGIC,
  PDF_PART,
  postDocuments,
  removeUploadDirs,
  stored,
  TYPE_OF,
} from './document-helpers'
import { createTestApp, type TestApp } from './helpers'
import { customer } from './product-helpers'

// `POST /documents` with hand-written and random bodies: what busboy (api/server/http/multipart.ts) reads.

let t: TestApp
let token = ''
let userId = 0
beforeAll(async () => {
  t = await createTestApp()
  token = await customer(t, 'docs-multipart', 'webdeveloper')
  userId = await idOfUser(t, token)
}, 60_000)
afterAll(async () => {
  removeUploadDirs(t, [userId])
  await t?.close()
})

const raw = (body: BodyInit | undefined, headers: Record<string, string>, access: string | null = token) =>
  postDocuments(t, body, headers, access)

describe('POST /documents: multipart bodies', () => {
  it('ignores parts without a file name, even typed application/octet-stream; takes 20 parts', async () => {
    const body = [
      '--x\r\nContent-Disposition: form-data; name="raw"\r\nContent-Type: application/octet-stream\r\n\r\n\x00\x01\r\n',
      '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\na text field\r\n'.repeat(18),
      PDF_PART,
      '--x--\r\n',
    ]
    const res = await raw(body.join(''), BOUNDARY_X)
    expect(await idsOf(res)).toHaveLength(1)
  })

  it('answers 400 (never 500) to a body that is not multipart, or malformed, or has no file', async () => {
    const before = await stored(t, userId)
    const bodies: [BodyInit | undefined, Record<string, string>, string][] = [
      ['{"file":1}', { 'Content-Type': 'application/json' }, 'multipartRequired'],
      ['hello', { 'Content-Type': 'text/plain' }, 'multipartRequired'],
      [undefined, BOUNDARY_X, 'multipartRequired'],
      ['--x\r\n', { 'Content-Type': 'multipart/form-data' }, 'multipartRequired'],
      ['garbage', BOUNDARY_X, 'invalidMultipart'],
      // A part without Content-Disposition is skipped (busboy), so there is no file.
      ['--x\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--x--', BOUNDARY_X, 'fileRequired'],
      // A header line without a colon, a raw control character, headers over busboy's 16 KiB.
      [
        '--x\r\nContent-Disposition form-data; name="f"\r\n\r\nhi\r\n--x--\r\n',
        BOUNDARY_X,
        'invalidMultipart',
      ],
      [
        '--x\r\nContent-Disposition: form-data; name="f"; filename="a\x07.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1\r\n--x--\r\n',
        BOUNDARY_X,
        'invalidMultipart',
      ],
      [
        `--x\r\nContent-Disposition: form-data; name="f"; filename="${'a'.repeat(16 * 1024)}.pdf"\r\n\r\n%PDF-1\r\n--x--\r\n`,
        BOUNDARY_X,
        'invalidMultipart',
      ],
      // A good file first: it is written, then removed with the rest of the request.
      [
        `${PDF_PART}--x\r\nContent-Disposition: form-data; name="g"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 cut off`,
        BOUNDARY_X,
        'invalidMultipart',
      ],
      // A text field over 8 KiB, an unnamed octet-stream part over 8 KiB, 21 parts, a body cut short.
      [
        `${PDF_PART}--x\r\nContent-Disposition: form-data; name="note"\r\n\r\n${'n'.repeat(8 * 1024 + 1)}\r\n--x--\r\n`,
        BOUNDARY_X,
        'invalidMultipart',
      ],
      [
        `${PDF_PART}--x\r\nContent-Disposition: form-data; name="raw"\r\nContent-Type: application/octet-stream\r\n\r\n${'r'.repeat(8 * 1024 + 1)}\r\n--x--\r\n`,
        BOUNDARY_X,
        'invalidMultipart',
      ],
      [
        `${PDF_PART.repeat(2)}${'--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n'.repeat(19)}--x--\r\n`,
        BOUNDARY_X,
        'invalidMultipart',
      ],
      [
        '--x\r\nContent-Disposition: form-data; name="f"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1',
        BOUNDARY_X,
        'invalidMultipart',
      ],
      [
        '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--x--\r\n',
        BOUNDARY_X,
        'fileRequired',
      ],
      ['--x--\r\n', BOUNDARY_X, 'fileRequired'],
    ]
    for (const [body, headers, code] of bodies) {
      const res = await raw(body, headers)
      expect(res.status, String(body)).toBe(400)
      expect((await errorOf(res)).non_field_errors, String(body)).toEqual([code])
    }
    expect(await stored(t, userId)).toEqual(before)
  })

  it('answers 413 when Content-Length is larger than any allowed upload, before reading', async () => {
    const res = await raw('--x--\r\n', {
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(11 * UPLOAD_MAX_BYTES),
    })
    expect(res.status).toBe(413)
    expect(await errorOf(res)).toMatchObject({ code: 'payload_too_large', non_field_errors: ['fileSize'] })
  })

  it('answers the same 413 to a body without Content-Length once it is read past that size', async () => {
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 11 * UPLOAD_MAX_BYTES) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk) // all preamble: busboy skips it without holding it
      },
    })
    const init = {
      method: 'POST',
      body,
      duplex: 'half', // a streamed request body (fetch spec); not in the DOM RequestInit type
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x' },
    }
    const res = await t.app.request('http://zzp.localhost/documents', init as RequestInit)
    expect(res.status).toBe(413)
    expect(await errorOf(res)).toMatchObject({ code: 'payload_too_large', non_field_errors: ['fileSize'] })
    expect(sent).toBeLessThan(11 * UPLOAD_MAX_BYTES) // the reading stopped there
  }, 30_000)
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
