import { and, desc, eq, sql } from 'drizzle-orm'
import type { InboxMessage } from '../../contract/policies'
import type { Database } from '../db/client'
import { documents, messages } from '../db/schema'
import { notFoundError } from '../http/errors'

type Db = Pick<Database, 'select' | 'update'>

const columns = {
  message: messages,
  document: { id: documents.id, name: documents.original_name },
}

type Row = { message: typeof messages.$inferSelect; document: { id: number; name: string } | null }

const view = ({ message, document }: Row): InboxMessage => ({
  id: message.id,
  kind: message.kind,
  subject: message.subject,
  text: message.text,
  link: message.link,
  document: document && document.id !== null ? document : null,
  created_at: message.created_at.toISOString(),
  read: message.read_at !== null,
})

/** `GET /inbox`: the customer's messages, newest first, with their attached documents (their own only). */
export async function inboxOf(db: Db, userId: number): Promise<InboxMessage[]> {
  const rows = await db
    .select(columns)
    .from(messages)
    .leftJoin(documents, and(eq(documents.id, messages.document_id), eq(documents.user_id, userId)))
    .where(eq(messages.user_id, userId))
    .orderBy(desc(messages.created_at), desc(messages.id))
  return rows.map(view)
}

/** `POST /inbox/{id}/read`: marks the customer's own message read (once: the first time is kept). */
export async function markRead(db: Db, userId: number, id: number): Promise<InboxMessage> {
  const own = and(eq(messages.id, id), eq(messages.user_id, userId))
  await db
    .update(messages)
    .set({ read_at: sql`coalesce(${messages.read_at}, now())` })
    .where(own)
  const [row] = await db
    .select(columns)
    .from(messages)
    .leftJoin(documents, and(eq(documents.id, messages.document_id), eq(documents.user_id, userId)))
    .where(own)
  if (!row) throw notFoundError('No such message.')
  return view(row)
}
