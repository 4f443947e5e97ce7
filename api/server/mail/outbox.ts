import { desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { outbox } from '../db/schema'
import type { Logger } from '../logger'
import type { Mailer } from './mailer'

export const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? ''

/** Keeps mail in the `outbox` table instead of sending it, and logs one line with its first link. */
export function createOutboxMailer(db: Pick<Database, 'insert'>, logger: Logger): Mailer {
  return {
    async send({ to, subject, text, html, attachments = [] }) {
      await db.insert(outbox).values({
        to,
        subject,
        text,
        html: html ?? null,
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content).toString('base64'),
        })),
      })
      logger.info(`mail to ${to}: ${subject} — ${firstLink(text)}`)
    },
  }
}

export type OutboxMail = typeof outbox.$inferSelect

/** The latest 50 mails kept by the outbox, newest first; to `to` only when given. */
export const latestMail = (db: Pick<Database, 'select'>, to?: string) =>
  db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(50)
