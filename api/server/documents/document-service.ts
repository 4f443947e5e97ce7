import type { UploadedDocument } from '../../contract/documents'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { documents } from '../db/schema'
import type { MultipartBody } from '../http/multipart'
import { receiveFiles, removeFiles, uploadsOf } from './files'

/**
 * Stores the customer's uploaded files (forms §7; api/contract/documents.ts): streamed to
 * `<upload dir>/<user id>/<uuid>` and checked on the way (declared type, magic bytes, size), then recorded.
 * One refused file stores nothing, and files whose records cannot be written are removed again.
 */
export async function uploadDocuments(
  deps: { config: Pick<Config, 'dataDir'>; db: Database },
  userId: number,
  form: MultipartBody,
): Promise<UploadedDocument[]> {
  const files = await receiveFiles(form, uploadsOf(deps.config, userId))
  try {
    return await deps.db
      .insert(documents)
      .values(
        files.map((f) => ({
          user_id: userId,
          stored_name: f.storedName,
          original_name: f.originalName,
          content_type: f.contentType,
          size: f.size,
          sha256: f.sha256,
        })),
      )
      .returning({ id: documents.id })
  } catch (err) {
    await removeFiles(files.map((f) => f.path))
    throw err
  }
}
