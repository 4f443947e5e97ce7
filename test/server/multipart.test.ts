// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MultipartError,
  multipartBody,
  readMultipart,
  type MultipartBody,
  type MultipartLimits,
  type PartHeaders,
} from '../../api/server/http/multipart'

const TYPE = 'multipart/form-data; boundary=b'
const BIG = 2 ** 30
const LIMITS: MultipartLimits = { bodyBytes: BIG, parts: 20, files: 10, fileBytes: BIG, fieldBytes: 1024 }
/** null, or what `reading` failed with. */
const settled = (reading: Promise<void>) =>
  reading.then(
    () => null,
    (err: unknown) => err,
  )

/** One part, its headers as given. */
const part = (headers: string, content: string | Buffer = '') =>
  Buffer.concat([Buffer.from(`--b\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')])
const file = (name: string, filename: string, content: string | Buffer, type = 'application/pdf') =>
  part(
    `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}`,
    content,
  )
const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value)
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from('--b--\r\n')])

/** A source that hands out `chunks` one per pull, counting what was pulled and whether it was cancelled. */
function source(chunks: Iterable<Buffer>) {
  const it = chunks[Symbol.iterator]()
  const seen = { pulled: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = it.next()
        if (next.done) return controller.close()
        seen.pulled += next.value.length
        controller.enqueue(new Uint8Array(next.value))
      },
      cancel() {
        seen.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { body: { contentType: TYPE, body } satisfies MultipartBody, seen }
}
function* slices(buf: Buffer, size: number) {
  for (let at = 0; at < buf.length; at += size) yield buf.subarray(at, at + size)
}

type Event = [kind: 'file' | 'field', part: PartHeaders, content: string]

/** Reads `body`, answering what reached the handlers and the error it ended with. */
async function read(body: MultipartBody | Buffer, limits: Partial<MultipartLimits> = {}) {
  const events: Event[] = []
  const from = Buffer.isBuffer(body) ? source([body]).body : body
  const error = await settled(
    readMultipart(from, {
      limits: { ...LIMITS, ...limits },
      onFile: async (part) => {
        const chunks: Buffer[] = []
        return {
          write: async (chunk) => void chunks.push(chunk),
          end: async () => void events.push(['file', part, Buffer.concat(chunks).toString('latin1')]),
        }
      },
      onField: (part, value) => void events.push(['field', part, value]),
    }),
  )
  return { events, error }
}
const failureOf = (error: unknown) => (error instanceof MultipartError ? error.failure : error)
const failed = async (body: MultipartBody | Buffer, limits: Partial<MultipartLimits>) =>
  failureOf((await read(body, limits)).error)

describe('readMultipart', () => {
  it('hands the parts over in body order, however the body is split', async () => {
    const body = form(
      field('note', 'hé'),
      file('a', 'a.pdf', '%PDF \r\n--c \r\n-'), // no delimiter in there
      file('b', '../../etc/€ uit.png', 'png', 'IMAGE/PNG; q=1'),
      part(`Content-Disposition: form-data; name="c"; filename*=UTF-8''%E2%82%AC%07.pdf`, 'x'),
      part('Content-Disposition: form-data; name="d"\r\nContent-Type: application/octet-stream', 'raw'),
    )
    const expected: Event[] = [
      ['field', { name: 'note', filename: null, contentType: 'text/plain' }, 'hé'],
      ['file', { name: 'a', filename: 'a.pdf', contentType: 'application/pdf' }, '%PDF \r\n--c \r\n-'],
      ['file', { name: 'b', filename: '€ uit.png', contentType: 'image/png' }, 'png'],
      ['file', { name: 'c', filename: '€\x07.pdf', contentType: 'text/plain' }, 'x'],
      ['file', { name: 'd', filename: null, contentType: 'application/octet-stream' }, 'raw'],
    ]
    for (const chunks of [[body], [...slices(body, 1)], [...slices(body, 7)]]) {
      expect(await read(source(chunks).body)).toEqual({ events: expected, error: null })
    }
  })

  it('awaits a slow sink: the body is read only a little ahead of what was written', async () => {
    const size = 8 * 1024 * 1024
    const { body, seen } = source(slices(form(file('a', 'big.pdf', Buffer.alloc(size))), 16 * 1024))
    let written = 0
    let ahead = 0
    await readMultipart(body, {
      limits: LIMITS,
      onFile: async () => ({
        write: async (chunk) => {
          ahead = Math.max(ahead, seen.pulled - written)
          await new Promise((resolve) => setTimeout(resolve, 1))
          written += chunk.length
        },
        end: async () => undefined,
      }),
      onField: () => undefined,
    })
    expect(written).toBe(size)
    expect(ahead).toBeLessThan(512 * 1024)
  })

  it('takes a file of exactly fileBytes and refuses one byte more, writing none of the excess', async () => {
    expect((await read(form(file('a', 'a.pdf', 'x'.repeat(100))), { fileBytes: 100 })).error).toBeNull()
    const { body, seen } = source(slices(form(file('a', 'a.pdf', Buffer.alloc(1024 * 1024))), 1024))
    const { events, error } = await read(body, { fileBytes: 100 })
    expect(failureOf(error)).toEqual({
      reason: 'fileSize',
      part: { name: 'a', filename: 'a.pdf', contentType: 'application/pdf' },
    })
    expect(events).toEqual([])
    expect(seen.cancelled).toBe(true)
    expect(seen.pulled).toBeLessThan(64 * 1024)
  })

  it('stops reading at a sink that throws, and throws its error after the parts before it', async () => {
    const endless = function* () {
      yield Buffer.concat([field('first', '1'), file('bad', 'a.pdf', 'x')])
      yield Buffer.from('--b\r\nContent-Disposition: form-data; name="big"; filename="b.pdf"\r\n\r\n')
      for (;;) yield Buffer.alloc(64 * 1024)
    }
    const { body, seen } = source(endless())
    const refused = new Error('refused by the sink')
    const names: string[] = []
    const error = await readMultipart(body, {
      limits: LIMITS,
      onFile: async (part) => {
        names.push(part.name)
        return { write: async () => undefined, end: () => Promise.reject(refused) }
      },
      onField: (part) => void names.push(part.name),
    }).catch((err: unknown) => err)
    expect(error).toBe(refused)
    expect(names).toEqual(['first', 'bad'])
    expect(seen.cancelled).toBe(true)
    expect(seen.pulled).toBeLessThan(1024 * 1024)
  })

  it('refuses a part, file or field past its limit, or a body past bodyBytes', async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => field(`f${i}`, 'v'))
    const files = (n: number) => Array.from({ length: n }, (_, i) => file(`f${i}`, 'a.pdf', 'v'))
    expect((await read(form(...fields(3)), { parts: 3 })).events).toHaveLength(3)
    expect(await failed(form(...fields(4)), { parts: 3 })).toEqual({ reason: 'parts' })
    expect(await failed(form(...files(2), ...fields(2)), { parts: 3 })).toEqual({ reason: 'parts' })
    expect((await read(form(...files(2)), { files: 2 })).events).toHaveLength(2)
    const tooMany = await read(form(...files(3)), { files: 2 })
    expect(failureOf(tooMany.error)).toEqual({ reason: 'files' })
    expect(tooMany.events).toHaveLength(2) // the third never reaches a sink
    expect((await read(form(field('f', 'x'.repeat(8))), { fieldBytes: 8 })).error).toBeNull()
    expect(await failed(form(field('f', 'x'.repeat(9))), { fieldBytes: 8 })).toEqual({ reason: 'fieldSize' })
    const { body, seen } = source(slices(Buffer.alloc(1024 * 1024), 1024)) // a preamble without end
    expect(await failed(body, { bodyBytes: 64 * 1024 })).toEqual({ reason: 'bodySize' })
    expect(seen.pulled).toBeLessThan(128 * 1024) // what the streams buffer ahead
    expect(seen.cancelled).toBe(true)
  })

  const ok = file('ok', 'ok.pdf', 'fine')
  it.each([
    ['no delimiter', Buffer.from('garbage'), []],
    ['an empty body', Buffer.alloc(0), []],
    ['no close delimiter', form(ok).subarray(0, -7), []],
    ['a body cut in a file', form(ok).subarray(0, -10), []],
    ['a body cut in part headers', Buffer.concat([ok, Buffer.from('--b\r\nContent-Dis')]), ['ok']],
    ['a header line without a colon', form(ok, part('Content-Disposition form-data; name="a"', 'x')), ['ok']],
    ['an empty header block', form(ok, part('', 'x')), ['ok']],
    ['a control character in a header', form(ok, file('a', 'a\x07.pdf', 'x')), ['ok']],
    // busboy parses the rest of a chunk after an error: a part announced there must not be waited for.
    [
      'a malformed header, then a part cut short',
      Buffer.concat([ok, part('Content-Type: x\r\n\xff', 'x'), file('late', 'a.pdf', 'cut')]),
      ['ok'],
    ],
    ['part headers over 16 KiB', form(ok, field('n'.repeat(16 * 1024), 'x')), ['ok']],
  ])('refuses %s as malformed, once the parts before it are handled', async (_, body, handled) => {
    for (const chunks of [[body], [...slices(body, 5)]]) {
      const { events, error } = await read(source(chunks).body)
      expect(failureOf(error)).toEqual({ reason: 'malformed' })
      expect(events.map(([, p]) => p.name)).toEqual(handled)
    }
  })

  it('lets a form error pass a sink that is still busy, without an unhandled stream error', async () => {
    let release!: () => void
    const busy = new Promise<void>((resolve) => (release = resolve))
    const body = Buffer.concat([file('slow', 'a.pdf', 'x'), file('next', 'b.pdf', 'cut off')])
    const reading = readMultipart(source([body]).body, {
      limits: LIMITS,
      onFile: async (part) => ({
        write: async () => (part.name === 'slow' ? busy : undefined),
        end: async () => undefined,
      }),
      onField: () => undefined,
    }).catch((err: unknown) => err)
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    expect(failureOf(await reading)).toEqual({ reason: 'malformed' })
  })
})

describe('readMultipart: fuzzed', () => {
  const piece = fc.oneof(
    fc.constantFrom(
      '--b\r\n',
      '\r\n--b\r\n',
      '\r\n--b--\r\n',
      '\r\n--b',
      '\r\n\r\n',
      'Content-Disposition: form-data; name="f"; filename="a.pdf"\r\n',
      'Content-Disposition: form-data; name="t"\r\n',
      'Content-Type: application/octet-stream\r\n',
      '%PDF-',
      '\xff', // not allowed in a header
    ),
    fc.string({ maxLength: 30 }),
  )
  const body = fc.array(piece, { maxLength: 25 }).map((pieces) => Buffer.from(pieces.join('')))
  const sinkFails = fc.constantFrom('never', 'write', 'end')

  it('settles every body, split anywhere, with slow or failing sinks: nothing is left hanging', async () => {
    const refused = new Error('refused by the sink')
    await fc.assert(
      fc.asyncProperty(body, fc.integer({ min: 1, max: 64 }), sinkFails, async (buf, size, fails) => {
        const reading = settled(
          readMultipart(source(slices(buf, size)).body, {
            limits: { ...LIMITS, parts: 4, files: 2, fileBytes: 40, fieldBytes: 20 },
            onFile: async () => ({
              write: async () => {
                await new Promise((resolve) => setImmediate(resolve))
                if (fails === 'write') throw refused
              },
              end: async () => {
                if (fails === 'end') throw refused
              },
            }),
            onField: () => undefined,
          }),
        )
        const timeout = new Promise((resolve) => setTimeout(() => resolve('hung'), 2000))
        const error = await Promise.race([reading, timeout])
        expect(error === null || error === refused || error instanceof MultipartError, String(error)).toBe(
          true,
        )
      }),
      { numRuns: 500 },
    )
  }, 60_000)
})

describe('multipartBody', () => {
  const request = (type: string | null, body: string | null = '--b--') =>
    new Request('http://localhost/', { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} })

  it.each([
    'multipart/form-data; boundary=b',
    'Multipart/Form-Data; boundary="a b:c"',
    'multipart/form-data;boundary=b; charset=utf-8',
  ])('takes %s', (type) => {
    expect(multipartBody(request(type))?.contentType).toBe(type)
  })

  it.each([
    null,
    'application/json',
    'application/x-www-form-urlencoded',
    'multipart/mixed; boundary=b',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary="unclosed',
    'multipart/form-datax; boundary=b',
  ])('refuses %s', (type) => {
    expect(multipartBody(request(type))).toBeNull()
  })

  it('refuses a request without a body', () => {
    expect(multipartBody(request(TYPE, null))).toBeNull()
  })
})
