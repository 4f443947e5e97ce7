import type { Database } from '../db/client'
import { messages, type MessageKind } from '../db/schema'
import type { Mailer, MailMessage } from './mailer'

/** What the inbox keeps of an e-mail beside its words: its kind, action link and attached document. */
export interface InboxEntry {
  userId: number
  kind: MessageKind
  /** The e-mail's action (a quiz or payment link); null for none. */
  link?: string | null
  /** The stored document (documents table) the e-mail attaches, downloadable from the inbox. */
  documentId?: number | null
}

/**
 * Sends an e-mail to a customer and keeps it in their inbox (`messages`), so what was mailed can be read
 * on the site too. The inbox row is written first: a mail that fails to send is still in the inbox, and
 * the caller sees the send's error. A customer without an e-mail address (`to` empty: a partner's
 * signature login that never gave one) gets the inbox entry only.
 */
export async function sendCustomerMail(
  deps: { db: Pick<Database, 'insert'>; mailer: Mailer },
  entry: InboxEntry,
  message: MailMessage,
): Promise<void> {
  await deps.db.insert(messages).values({
    user_id: entry.userId,
    kind: entry.kind,
    subject: message.subject,
    text: message.text,
    link: entry.link ?? null,
    document_id: entry.documentId ?? null,
  })
  if (message.to) await deps.mailer.send(message)
}
