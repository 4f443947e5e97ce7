import { createHash, randomUUID } from 'node:crypto'
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as z from 'zod/mini'
import { DOCUMENT_ERRORS, MAX_FILES_PER_UPLOAD } from '../../contract/documents'
import { UPLOAD_MAX_BYTES, uploadSchema, type UPLOAD_TYPES } from '../../contract/field-rules'
import type { Config } from '../config'
import { errorBody, HttpError, invalid, refused } from '../http/errors'
import {
  MultipartError,
  readMultipart,
  type MultipartBody,
  type MultipartFailure,
  type PartHeaders,
  type PartSink,
} from '../http/multipart'

export type UploadType = (typeof UPLOAD_TYPES)[number]

/** A file of the request, on disk under its server-made name. */
export interface ReceivedFile {
  storedName: string
  path: string
  originalName: string
  contentType: UploadType
  size: number
  sha256: string
}

/** Parts that are not files (text fields) are read and dropped; each at most this long. */
const MAX_FIELD_BYTES = 8 * 1024
/** Parts of any kind in one request. */
const MAX_PARTS = MAX_FILES_PER_UPLOAD + 10
/** The most a request may be: every file full-size, plus room for part headers and small fields. */
export const MAX_REQUEST_BYTES = MAX_FILES_PER_UPLOAD * UPLOAD_MAX_BYTES + 1024 * 1024

/** A customer's folder of stored documents (uploads and policy PDFs), under `uploadRoot`. */
export const uploadsOf = (config: Pick<Config, 'dataDir'>, userId: number) =>
  path.join(uploadRoot(config), String(userId))

/** A customer's stored document file: its server-made name in their folder. */
export const storedFile = (config: Pick<Config, 'dataDir'>, userId: number, storedName: string) =>
  path.join(uploadsOf(config, userId), storedName)

/** A body larger than MAX_REQUEST_BYTES, by its Content-Length or once read that far. */
export const uploadTooLarge = () =>
  new HttpError(
    413,
    errorBody('payload_too_large', 'The request body is too large.', { non_field_errors: ['fileSize'] }),
  )

/** Where uploads live: `<DATA_DIR>/uploads`, or a per-process temp folder for an in-memory database. */
export const uploadRoot = (config: Pick<Config, 'dataDir'>) =>
  config.dataDir === 'memory'
    ? path.join(tmpdir(), `verzekerd-uploads-${process.pid}`)
    : path.join(config.dataDir, 'uploads')

const MAGIC: [UploadType, Buffer][] = [
  ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff])],
  ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['application/pdf', Buffer.from('%PDF-', 'latin1')],
]
/** Bytes `sniffType` needs. */
const SNIFF_BYTES = 8

/** The upload type the content's first bytes show, or null for anything else. */
export const sniffType = (head: Buffer): UploadType | null =>
  MAGIC.find(([, magic]) => head.subarray(0, magic.length).equals(magic))?.[0] ?? null

/** The client's file name as harmless metadata: no folders, control characters or reserved marks. */
export function sanitizeName(raw: string | null): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? ''
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\u2028\u2029\ufffd]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim()
  return Array.from(clean).slice(0, 255).join('') || 'document'
}

const ignore = () => undefined

const refusedUpload = (code: string) => refused(code, 'The upload is not valid.')

/** The field errors of `uploadSchema` (fileType, fileEmpty, fileSize) for one file part, if any. */
function fileErrors(field: string, type: string, size: number): HttpError | null {
  const result = z.safeParse(uploadSchema, { type, size })
  if (result.success) return null
  const codes = [...new Set(result.error.issues.map((i) => i.message))]
  return invalid({ [field || 'file']: codes }, 'The upload is not valid.')
}

/** The answer to a body the multipart reader refused. */
function refusal(failure: MultipartFailure): HttpError {
  if (failure.reason === 'files') return refusedUpload(DOCUMENT_ERRORS.tooManyFiles)
  if (failure.reason === 'bodySize') return uploadTooLarge()
  // A part without a file name is dropped like a text field, and refused like one when too long.
  if (failure.reason === 'fileSize' && failure.part.filename !== null) {
    const { name, contentType } = failure.part
    return fileErrors(name, contentType, UPLOAD_MAX_BYTES + 1) ?? uploadTooLarge()
  }
  return refusedUpload(DOCUMENT_ERRORS.invalidMultipart)
}

/**
 * Streams the files of a multipart body into `dir` (a new UUID name each), checking each as it comes:
 * reading stops at the first refused file, part or malformed byte, and then every file of the request
 * written so far is removed. Throws a 400 (413 past MAX_REQUEST_BYTES) HttpError; answers the files when
 * all are fine.
 */
export async function receiveFiles(form: MultipartBody, dir: string): Promise<ReceivedFile[]> {
  const files: ReceivedFile[] = []
  const written: string[] = []
  let handle: FileHandle | null = null

  const fileSink = async (part: PartHeaders): Promise<PartSink> => {
    const storedName = randomUUID()
    const filePath = path.join(dir, storedName)
    await mkdir(dir, { recursive: true, mode: 0o700 })
    written.push(filePath)
    const file = (handle = await open(filePath, 'wx', 0o600))
    const hash = createHash('sha256')
    let size = 0
    let head = Buffer.alloc(0)
    return {
      async write(chunk) {
        size += chunk.length
        if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)])
        hash.update(chunk)
        await file.write(chunk)
      },
      async end() {
        handle = null
        await file.close()
        // The content decides; a declared type that differs from it is refused (an empty file has none).
        const real = sniffType(head)
        const error = fileErrors(
          part.name,
          size === 0 || real === part.contentType ? part.contentType : '',
          size,
        )
        if (error) throw error
        files.push({
          storedName,
          path: filePath,
          originalName: sanitizeName(part.filename),
          contentType: real!,
          size,
          sha256: hash.digest('hex'),
        })
      },
    }
  }

  // busboy takes a part typed application/octet-stream for a file even without a file name; we drop it.
  const droppedSink = (): PartSink => {
    let size = 0
    return {
      write: async (chunk) => {
        size += chunk.length
        if (size > MAX_FIELD_BYTES) throw refusedUpload(DOCUMENT_ERRORS.invalidMultipart)
      },
      end: async () => undefined,
    }
  }

  try {
    await readMultipart(form, {
      limits: {
        bodyBytes: MAX_REQUEST_BYTES,
        parts: MAX_PARTS,
        files: MAX_FILES_PER_UPLOAD,
        fileBytes: UPLOAD_MAX_BYTES,
        fieldBytes: MAX_FIELD_BYTES,
      },
      onFile: async (part) => (part.filename === null ? droppedSink() : fileSink(part)),
      onField: ignore, // text fields are read (and bounded) by the reader and dropped
    })
    if (files.length === 0) throw refusedUpload(DOCUMENT_ERRORS.fileRequired)
    return files
  } catch (err) {
    await (handle as FileHandle | null)?.close().catch(ignore)
    await removeFiles(written)
    if (err instanceof MultipartError) throw refusal(err.failure)
    throw err
  }
}

export const removeFiles = (paths: readonly string[]) =>
  Promise.all(paths.map((p) => rm(p, { force: true }).catch(() => undefined)))
