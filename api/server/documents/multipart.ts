/**
 * A streaming multipart/form-data reader (RFC 7578): parts are handed to sinks chunk by chunk as they
 * arrive, so a request is never held in memory whole. Limits on part sizes are the sinks' business (a
 * sink throws to stop the reading); this reader bounds only what it must hold itself (headers, preamble).
 */

/** The headers of one part that matter for form data. */
export interface PartHeaders {
  /** The form field name ('' when missing). */
  name: string
  /** The file name the client sent (unsanitized), or null for a part that is not a file. */
  filename: string | null
  /** The declared media type, lower-case, without parameters ('' when missing). */
  contentType: string
}

export interface PartSink {
  write(chunk: Buffer): Promise<void>
  end(): Promise<void>
}

/** The body is not well-formed multipart (or a part's headers are too long). */
export class MultipartError extends Error {
  override name = 'MultipartError'
}

/** A part's header block, and the preamble, may be at most this long. */
export const MAX_HEADER_BYTES = 8 * 1024

/** The boundary of a `multipart/form-data` Content-Type, or null for any other type. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType)
  return match?.[1] ?? match?.[2] ?? null
}

const unquote = (value: string) =>
  value.startsWith('"') && value.endsWith('"') && value.length >= 2
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value.trim()

/** RFC 5987 `UTF-8''%e2%82%ac.pdf`; null when it does not decode. */
function extendedValue(value: string): string | null {
  const match = /^utf-8'[^']*'(.*)$/i.exec(value.trim())
  if (!match) return null
  try {
    return decodeURIComponent(match[1] ?? '')
  } catch {
    return null
  }
}

export function parsePartHeaders(block: string): PartHeaders {
  const headers = new Map<string, string>()
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) throw new MultipartError('a part header line without a name')
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const disposition = headers.get('content-disposition')
  if (!disposition || !/^form-data\s*(;|$)/i.test(disposition)) {
    throw new MultipartError('a part without Content-Disposition: form-data')
  }
  const params = new Map<string, string>()
  for (const m of disposition.matchAll(/;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    params.set((m[1] ?? '').toLowerCase(), unquote(m[2] ?? ''))
  }
  const extended = params.has('filename*') ? extendedValue(params.get('filename*') ?? '') : null
  return {
    name: params.get('name') ?? '',
    filename: extended ?? params.get('filename') ?? null,
    contentType: (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(),
  }
}

const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')
const CLOSE = Buffer.from('--')

/**
 * Reads `body` up to the close delimiter, calling `onPart` for each part and feeding its sink. Throws a
 * MultipartError for a malformed body, or whatever `onPart` or a sink throws; reading stops there (the
 * rest of the body is left unread: the server drains or drops it after the response).
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  onPart: (headers: PartHeaders) => Promise<PartSink>,
): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  const reader = body.getReader()
  // A leading CRLF makes the first delimiter look like every later one.
  let buf: Buffer = Buffer.from(CRLF)
  let state: 'preamble' | 'afterDelimiter' | 'headers' | 'body' = 'preamble'
  let sink: PartSink | null = null
  try {
    for (;;) {
      for (let progressed = true; progressed;) {
        progressed = false
        if (state === 'preamble') {
          const at = buf.indexOf(delimiter)
          if (at >= 0) {
            buf = buf.subarray(at + delimiter.length)
            state = 'afterDelimiter'
            progressed = true
          } else if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('no boundary')
        } else if (state === 'afterDelimiter') {
          if (buf.length < 2) break
          if (buf.subarray(0, 2).equals(CLOSE)) return // the epilogue is ignored
          if (!buf.subarray(0, 2).equals(CRLF)) throw new MultipartError('bad delimiter line')
          buf = buf.subarray(2)
          state = 'headers'
          progressed = true
        } else if (state === 'headers') {
          const empty = buf.subarray(0, 2).equals(CRLF)
          const at = empty ? 0 : buf.indexOf(HEADER_END)
          if (!empty && at < 0) {
            if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too long')
            break
          }
          if (at > MAX_HEADER_BYTES) throw new MultipartError('part headers too long')
          const block = empty ? '' : buf.subarray(0, at).toString('utf8')
          buf = buf.subarray(empty ? 2 : at + HEADER_END.length)
          sink = await onPart(parsePartHeaders(block)) // no headers at all: no Content-Disposition
          state = 'body'
          progressed = true
        } else {
          const at = buf.indexOf(delimiter)
          if (at >= 0) {
            if (at > 0) await sink!.write(buf.subarray(0, at))
            await sink!.end()
            sink = null
            buf = buf.subarray(at + delimiter.length)
            state = 'afterDelimiter'
            progressed = true
          } else {
            // Keep what could be the start of a delimiter split across chunks.
            const safe = buf.length - (delimiter.length - 1)
            if (safe > 0) {
              await sink!.write(buf.subarray(0, safe))
              buf = buf.subarray(safe)
            }
          }
        }
      }
      const { done, value } = await reader.read()
      if (done) throw new MultipartError('the body ended before the close delimiter')
      buf = buf.length > 0 ? Buffer.concat([buf, value]) : Buffer.from(value)
    }
  } finally {
    reader.releaseLock()
  }
}
