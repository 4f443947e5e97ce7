import * as z from 'zod/mini'

/**
 * Uploaded documents (forms §3 Uploaded document, §5 uploads, §7 `POST documents`). The customer's access
 * token is required (401 otherwise).
 */

/** Files one `POST /documents` takes. */
export const MAX_FILES_PER_UPLOAD = 10

/**
 * `POST /documents`: `multipart/form-data`, one file field per file (any field names; parts without a
 * file name are ignored). Each file must be jpeg, png or pdf by its declared type AND by its content (the
 * magic bytes decide), not empty, at most UPLOAD_MAX_BYTES (field-rules.ts). One refused file refuses the
 * whole request and nothing is stored:
 * - 400 `validation_error` with `field_errors[<field name>]`: `fileEmpty`, `fileSize` or `fileType`
 *   (the server stops reading at the first refused file);
 * - 400 `validation_error` with `non_field_errors`: `multipartRequired` (not multipart/form-data with a
 *   boundary), `invalidMultipart` (a malformed body), `fileRequired` (no file part), `tooManyFiles`;
 * - 413 `payload_too_large` with `non_field_errors: ['fileSize']` when Content-Length is more than
 *   MAX_FILES_PER_UPLOAD full-size files could take (refused before anything is read).
 * 201 with the new documents' ids, in the order of the parts.
 */
export const documentSchema = z.object({ id: z.int() })
export type UploadedDocument = z.infer<typeof documentSchema>
export const uploadDocumentsResponseSchema = z.object({ result: z.array(documentSchema) })

export const DOCUMENT_ERRORS = {
  multipartRequired: 'multipartRequired',
  invalidMultipart: 'invalidMultipart',
  fileRequired: 'fileRequired',
  tooManyFiles: 'tooManyFiles',
} as const

export { UPLOAD_RESPONSE_TIMEOUT_MS } from './timeouts'
