import path from 'node:path'
import { Hono } from 'hono'
import { DOCUMENT_ERRORS, MAX_FILES_PER_UPLOAD, type UploadedDocument } from '../../contract/documents'
import { UPLOAD_MAX_BYTES } from '../../contract/field-rules'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import { documents } from '../db/schema'
import type { AppDeps } from '../deps'
import { receiveFiles, removeFiles, uploadRoot } from '../documents/files'
import { multipartBoundary } from '../documents/multipart'
import { errorBody, HttpError, refused } from '../http/errors'
import { on } from '../http/route'

/** The most a request may be: every file full-size, plus room for part headers and small fields. */
const MAX_REQUEST_BYTES = MAX_FILES_PER_UPLOAD * UPLOAD_MAX_BYTES + 1024 * 1024

const notMultipart = () => refused(DOCUMENT_ERRORS.multipartRequired, 'The body must be multipart/form-data.')

/**
 * `POST /documents` (forms §7), per api/contract/documents.ts: the customer's files are streamed to
 * `<upload dir>/<user id>/<uuid>` and checked on the way (declared type, magic bytes, size); one refused
 * file stores nothing. A body whose Content-Length is already too large is a 413 before any reading.
 */
export function documentRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.documentUpload, async (c) => {
    const { user } = await requireUser(c, deps)
    const boundary = multipartBoundary(c.req.header('Content-Type'))
    const body = c.req.raw.body
    if (!boundary || !body) throw notMultipart()
    const length = Number(c.req.header('Content-Length') ?? 0)
    if (length > MAX_REQUEST_BYTES) {
      throw new HttpError(
        413,
        errorBody('payload_too_large', 'The request body is too large.', { non_field_errors: ['fileSize'] }),
      )
    }
    const files = await receiveFiles(body, boundary, path.join(uploadRoot(deps.config), String(user.id)))
    try {
      const rows = await db
        .insert(documents)
        .values(
          files.map((f) => ({
            user_id: user.id,
            stored_name: f.storedName,
            original_name: f.originalName,
            content_type: f.contentType,
            size: f.size,
            sha256: f.sha256,
          })),
        )
        .returning({ id: documents.id })
      return c.json({ result: rows satisfies UploadedDocument[] }, 201)
    } catch (err) {
      await removeFiles(files.map((f) => f.path))
      throw err
    }
  })
  return app
}
