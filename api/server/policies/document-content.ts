import { readFile } from 'node:fs/promises'
import { and, eq } from 'drizzle-orm'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { documents } from '../db/schema'
import { storedFile } from '../documents/files'
import { notFoundError } from '../http/errors'
import type { Logger } from '../logger'

/** `filename*` of RFC 6266 with a plain ASCII `filename` beside it for old clients. */
export const attachment = (name: string) => {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'document'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * The bytes of the customer's own document (a policy PDF, an inbox attachment, an upload) with its
 * stored name and type; another customer's, an unknown one, or one whose file is gone is a 404.
 */
export async function documentContent(
  deps: { db: Pick<Database, 'select'>; config: Pick<Config, 'dataDir'>; logger: Logger },
  userId: number,
  id: number,
) {
  const [doc] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.user_id, userId)))
  if (!doc) throw notFoundError('No such document.')
  const file = storedFile(deps.config, userId, doc.stored_name)
  const bytes = await readFile(file).catch(() => null)
  if (!bytes) {
    deps.logger.error(`document ${doc.id} has no file`)
    throw notFoundError('No such document.')
  }
  return { bytes: new Uint8Array(bytes), name: doc.original_name, contentType: doc.content_type }
}
