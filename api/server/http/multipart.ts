import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import busboy from 'busboy'

/**
 * multipart/form-data bodies (RFC 7578) read by busboy. Parts reach the caller one at a time and in body
 * order, a file chunk by chunk into its sink, so a request is never held whole and a slow sink (a disk or
 * database write) holds the reading back. The first failure, in body order, stops the reading.
 */

/** What a part's headers say. */
export interface PartHeaders {
  /** The form field name ('' when missing). */
  name: string
  /** The file name the client sent (folders stripped, otherwise unsanitized), or null without one. */
  filename: string | null
  /** The declared media type, lower-case, without parameters (busboy: 'text/plain' when missing). */
  contentType: string
}

export interface PartSink {
  write(chunk: Buffer): Promise<void>
  end(): Promise<void>
}

export interface MultipartLimits {
  /** Bytes of the whole body: preamble, headers, parts and epilogue. */
  bodyBytes: number
  /** Parts of any kind. */
  parts: number
  /** File parts. */
  files: number
  /** Bytes of one file part. */
  fileBytes: number
  /** Bytes of one non-file part (busboy keeps these in memory). */
  fieldBytes: number
}

export type MultipartFailure =
  /** Not well-formed (busboy's own checks; a part's header block is at most 16 KiB), or cut short. */
  | { reason: 'malformed' }
  | { reason: 'bodySize' | 'parts' | 'files' | 'fieldSize' }
  | { reason: 'fileSize'; part: PartHeaders }

/** The body broke the multipart grammar or one of the limits; the failure says which. */
export class MultipartError extends Error {
  override name = 'MultipartError'
  constructor(
    readonly failure: MultipartFailure,
    options?: ErrorOptions,
  ) {
    super(`multipart: ${failure.reason}`, options)
  }
}

export interface MultipartBody {
  contentType: string
  body: ReadableStream<Uint8Array>
}

export interface MultipartHandlers {
  limits: MultipartLimits
  /** A file part (busboy: one with a file name, or typed application/octet-stream): where its bytes go. */
  onFile(part: PartHeaders): Promise<PartSink>
  /** A non-file part with its value (UTF-8 unless the part names another charset). */
  onField(part: PartHeaders, value: string): Promise<void> | void
}

// busboy also reads urlencoded forms; our routes take multipart only.
const FORM_DATA = /^multipart\/form-data\s*(;|$)/i

const parser = (contentType: string, limits?: MultipartLimits) =>
  busboy({
    headers: { 'content-type': contentType },
    defParamCharset: 'utf8', // browsers send a file name as raw UTF-8, not latin1
    limits: limits && {
      // busboy signals a limit when it is reached, or (parts) when the part that reaches it ends: +1
      // makes each one mean "one too many".
      parts: limits.parts + 1,
      fields: limits.parts, // the same part count, but refused at its headers instead of at its end
      files: limits.files,
      fileSize: limits.fileBytes + 1,
      fieldSize: limits.fieldBytes + 1,
    },
  })

/** The request's body when it is multipart/form-data with a boundary busboy accepts, else null. */
export function multipartBody(request: Request): MultipartBody | null {
  const contentType = request.headers.get('content-type')
  if (!request.body || !contentType || !FORM_DATA.test(contentType)) return null
  try {
    // Constructing the parser is busboy's check of the type and boundary; this one reads nothing.
    parser(contentType).on('error', ignore).destroy()
  } catch {
    return null // no or a malformed boundary
  }
  return { contentType, body: request.body }
}

const ignore = () => undefined

/** Feeds one file part to its sink, awaiting each write so a slow sink slows the reading. */
async function copy(stream: Readable, part: PartHeaders, sink: PartSink, truncated: () => boolean) {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  for (;;) {
    let next: IteratorResult<Buffer>
    try {
      next = await chunks.next()
    } catch {
      return // the form failed (cut short, malformed, stopped): the pipeline reports that
    }
    if (next.done) return sink.end()
    // busboy marks the file before its last (over-limit) chunk is read: none of that chunk is written.
    if (truncated()) throw new MultipartError({ reason: 'fileSize', part })
    await sink.write(next.value)
  }
}

/**
 * Reads `form` to its end, calling `onFile` and feeding its sink, or `onField`, for each part in order.
 * Throws a MultipartError, or whatever a handler or sink throws, once the parts before it are handled;
 * the rest of the body is then left unread.
 */
export async function readMultipart(
  { contentType, body }: MultipartBody,
  { limits, onFile, onField }: MultipartHandlers,
): Promise<void> {
  let form: busboy.Busboy
  try {
    form = parser(contentType, limits)
  } catch (cause) {
    throw new MultipartError({ reason: 'malformed' }, { cause })
  }
  const abort = new AbortController()
  let failure = null as { error: unknown } | null
  let queue = Promise.resolve()
  // busboy runs ahead of the sinks; the queue keeps the handling in body order and one part at a time.
  const inOrder = (task: () => Promise<void>, skip: () => void = ignore) => {
    queue = queue.then(async () => {
      if (failure) return skip()
      try {
        await task()
      } catch (error) {
        failure = { error }
        abort.abort() // stops the source and busboy; busboy destroys the file stream it is filling
      }
    })
  }
  const refuse = (f: MultipartFailure) => inOrder(() => Promise.reject(new MultipartError(f)))
  // busboy finishes parsing the chunk at hand after an error (or being destroyed) and may still announce
  // parts there: they lie past the failure, and their streams would never end.
  let broken = false
  const over = () => broken || form.destroyed
  form.on('error', () => (broken = true)) // the pipeline rejects with the error

  form.on('file', (name, stream, info) => {
    if (over()) return void stream.destroy()
    const part = { name: name ?? '', filename: info.filename ?? null, contentType: info.mimeType }
    let truncated = false
    stream.once('limit', () => (truncated = true))
    // A queued stream may be destroyed with the form before its turn; the pipeline reports why.
    stream.on('error', ignore)
    inOrder(
      async () => {
        if (stream.errored) return // the form failed before this part's turn: the pipeline says how
        try {
          await copy(stream, part, await onFile(part), () => truncated)
        } finally {
          stream.destroy() // ended already, unless a sink failed
        }
      },
      () => stream.destroy(),
    )
  })
  form.on('field', (name, value, info) => {
    if (over()) return
    if (info.valueTruncated) return refuse({ reason: 'fieldSize' })
    inOrder(async () => onField({ name: name ?? '', filename: null, contentType: info.mimeType }, value))
  })
  // After a limit busboy skips the parts it refuses; the refusal waits its turn in the queue.
  const limit = (event: 'partsLimit' | 'fieldsLimit' | 'filesLimit', reason: 'parts' | 'files') =>
    form.on(event, () => {
      if (!over()) refuse({ reason })
    })
  limit('partsLimit', 'parts')
  limit('fieldsLimit', 'parts')
  limit('filesLimit', 'files')

  let bytes = 0
  const formError = await pipeline(
    Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
    async function* bounded(chunks: AsyncIterable<Uint8Array>) {
      for await (const chunk of chunks) {
        bytes += chunk.length
        if (bytes > limits.bodyBytes) throw new MultipartError({ reason: 'bodySize' })
        yield chunk
      }
    },
    form,
    { signal: abort.signal },
  ).then(ignore, (error: unknown) => error ?? new Error('stream failed'))
  await queue
  if (failure) throw failure.error
  if (formError === undefined) return
  if (formError instanceof MultipartError) throw formError
  throw new MultipartError({ reason: 'malformed' }, { cause: formError })
}
