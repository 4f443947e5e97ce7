import { Hono } from 'hono'
import { DOCUMENT_ERRORS } from '../../contract/documents'
import { routes } from '../../contract/routes'
import { requireUser } from '../auth/require-user'
import type { AppDeps } from '../deps'
import { refused } from '../http/errors'
import { multipartBody } from '../http/multipart'
import { on } from '../http/route'
import { uploadDocuments } from './document-service'
import { MAX_REQUEST_BYTES, uploadTooLarge } from './files'

const notMultipart = () => refused(DOCUMENT_ERRORS.multipartRequired, 'The body must be multipart/form-data.')

/**
 * `POST /documents` (forms §7), per api/contract/documents.ts, over document-service.ts: the customer's
 * files are checked on the way in, and one refused file stores nothing. A body whose Content-Length is
 * already too large is a 413 before any reading (one sent without a length, once read that far).
 */
export function documentRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.documentUpload, async (c) => {
    const { user } = await requireUser(c, deps)
    const form = multipartBody(c.req.raw)
    if (!form) throw notMultipart()
    const length = Number(c.req.header('Content-Length') ?? 0)
    if (length > MAX_REQUEST_BYTES) throw uploadTooLarge()
    const result = await uploadDocuments({ config: deps.config, db }, user.id, form)
    return c.json({ result }, 201)
  })
  return app
}
