import { readFile } from 'node:fs/promises'
import { and, eq, inArray } from 'drizzle-orm'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { documents, messages, type MessageKind } from '../db/schema'
import { storedFile } from '../documents/files'
import type { JobData } from '../jobs/names'
import type { JobQueue } from '../jobs/queue'
import type { Logger } from '../logger'
import type { Mailer, MailMessage } from './mailer'

/** What the inbox keeps of an e-mail beside its words: its kind, action link and attached document. */
export interface InboxEntry {
  userId: number
  kind: MessageKind
  /** The e-mail's action (a quiz or payment link); null for none. */
  link?: string | null
  /** The stored document (documents table) the inbox entry links to, downloadable from the inbox. */
  documentId?: number | null
  /** The customer's stored documents the e-mail attaches (the policy PDFs), read when it is sent. */
  attachmentIds?: readonly number[]
  /**
   * What this message is once for (messages.once_key): a second keep with the same key keeps and mails
   * nothing, so a job run again after a crash does not mail twice.
   */
  onceKey?: string
}

/** The database, or the caller's transaction: the inbox row and its mail job commit with it. */
type Executor = Pick<Database, 'transaction'>

/**
 * Keeps an e-mail to a customer in their inbox (`messages`), so it can be read on the site too, and sends
 * it through the `mail.customer` job: the row and the job commit in one transaction (the caller's, when
 * it passes one), so a crash either keeps and mails it or does neither, and a mail server that is down is
 * tried again (names.ts) instead of losing the mail. A customer without an e-mail address (`to` empty: a
 * partner's signature login that never gave one) gets the inbox entry only.
 * Returns false when `onceKey` was kept already: nothing was done.
 */
export async function sendCustomerMail(
  deps: { db: Executor; queue: Pick<JobQueue, 'send'> },
  entry: InboxEntry,
  message: Omit<MailMessage, 'attachments'>,
): Promise<boolean> {
  // In a transaction of its own (a savepoint in the caller's): the row and its job, or neither.
  return deps.db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(messages)
      .values({
        user_id: entry.userId,
        kind: entry.kind,
        subject: message.subject,
        text: message.text,
        link: entry.link ?? null,
        document_id: entry.documentId ?? null,
        once_key: entry.onceKey ?? null,
      })
      .onConflictDoNothing({ target: messages.once_key })
      .returning({ id: messages.id })
    if (!kept) return false
    if (message.to)
      await deps.queue.send(
        'mail.customer',
        {
          messageId: kept.id,
          to: message.to,
          replyTo: message.replyTo ?? null,
          html: message.html ?? null,
          attachmentIds: [...(entry.attachmentIds ?? [])],
        },
        { tx, key: `message-${kept.id}` },
      )
    return true
  })
}

export interface CustomerMailDeps {
  config: Pick<Config, 'dataDir'>
  database: { db: Database }
  mailer: Mailer
  logger: Pick<Logger, 'warn'>
}

/**
 * The `mail.customer` job: sends the kept message with its attachments read from the customer's stored
 * documents. A message deleted since (the account was removed) is not sent. A send that fails is thrown,
 * so the queue tries again; a server that stops after the mail server took the mail but before the job
 * completed sends it again on the retry (at least once: no mail server offers more).
 */
export async function runCustomerMailJob(
  deps: CustomerMailDeps,
  { messageId, to, replyTo, html, attachmentIds }: JobData['mail.customer'],
): Promise<void> {
  const { db } = deps.database
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId))
  if (!message) {
    deps.logger.warn('customer mail not sent: its message is gone', { messageId })
    return
  }
  const files =
    attachmentIds.length === 0
      ? []
      : await db
          .select()
          .from(documents)
          .where(and(eq(documents.user_id, message.user_id), inArray(documents.id, attachmentIds)))
  // In the order given; a document deleted since is left out.
  const byId = new Map(files.map((f) => [f.id, f]))
  const attachments = await Promise.all(
    attachmentIds
      .flatMap((id) => byId.get(id) ?? [])
      .map(async (file) => ({
        filename: file.original_name,
        contentType: file.content_type,
        content: await readFile(storedFile(deps.config, message.user_id, file.stored_name)),
      })),
  )
  await deps.mailer.send({
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(html ? { html } : {}),
    attachments,
  })
}
