import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { documents } from '../db/schema'
import { invalid } from '../http/errors'

export type OwnDocument = Pick<
  typeof documents.$inferSelect,
  'id' | 'original_name' | 'content_type' | 'size' | 'stored_name'
>

/**
 * The customer's own documents of `ids`, in the order asked. An id that is not one of theirs (another
 * customer's, or none at all) is the same 400 `field_errors[field]: ['notFound']`: nothing tells the two apart.
 */
export async function ownDocuments(
  db: Pick<Database, 'select'>,
  userId: number,
  ids: readonly number[],
  field = 'documents',
): Promise<OwnDocument[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      id: documents.id,
      original_name: documents.original_name,
      content_type: documents.content_type,
      size: documents.size,
      stored_name: documents.stored_name,
    })
    .from(documents)
    .where(and(eq(documents.user_id, userId), inArray(documents.id, [...ids])))
  const byId = new Map(rows.map((r) => [r.id, r]))
  const found = ids.map((id) => byId.get(id))
  if (found.some((d) => d === undefined)) throw invalid({ [field]: ['notFound'] })
  return found as OwnDocument[]
}
