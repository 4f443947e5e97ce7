import { uploadDocumentsResponseSchema, type UploadedDocument } from '../contract/documents'
import { questionRoutes } from '../contract/questions.routes'
import type { Http } from './http'
import type { UploadProgress } from './upload-transport'

export type { UploadProgress }

/**
 * `POST /documents` with one file (forms §7: multipart, one file field per file), reporting the bytes
 * sent as it goes. Fails with ApiError: `validation` (the server refused the file: `fieldErrors.file`),
 * `timeout` (no answer 25 s after the upload), `cancelled` (the signal), `network`, `http`.
 */
export async function uploadDocument(
  http: Http,
  file: File,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<UploadedDocument> {
  const form = new FormData()
  form.append('file', file, file.name)
  const route = questionRoutes.documentUpload
  const { result } = await http({
    method: route.method,
    path: route.path,
    schema: uploadDocumentsResponseSchema,
    upload: { form, onProgress },
    signal,
  })
  return result[0]!
}
