import { Hono } from 'hono'
import { DOCUMENT_ERRORS, MAX_FILES_PER_UPLOAD } from '../../contract/documents'
import { UPLOAD_MAX_BYTES } from '../../contract/field-rules'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { multipartBoundary } from '../documents/multipart'
import { uploadDocuments } from './document-service'
import { errorBody, HttpError, refused } from '../http/errors'
import { on } from '../http/route'

/** The most a request may be: every file full-size, plus room for part headers and small fields. */
const MAX_REQUEST_BYTES = MAX_FILES_PER_UPLOAD * UPLOAD_MAX_BYTES + 1024 * 1024

const notMultipart = () => refused(DOCUMENT_ERRORS.multipartRequired, 'The body must be multipart/form-data.')

/**
 * `POST /documents` (forms §7), per api/contract/documents.ts, over document-service.ts: the customer's
 * files are checked on the way in, and one refused file stores nothing. A body whose Content-Length is
 * already too large is a 413 before any reading.
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
    const result = await uploadDocuments({ config: deps.config, db }, user.id, body, boundary)
    return c.json({ result }, 201)
  })
  return app
}
