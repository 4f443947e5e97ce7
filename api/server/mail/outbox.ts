import type { Database } from '../db/client'
import { outbox } from '../db/schema'
import type { Logger } from '../logger'
import type { Mailer } from './mailer'

export const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? ''

/** Keeps mail in the `outbox` table instead of sending it, and logs one line with its first link. */
export function createOutboxMailer(db: Pick<Database, 'insert'>, logger: Logger): Mailer {
  return {
    async send({ to, subject, text, html }) {
      await db.insert(outbox).values({ to, subject, text, html: html ?? null })
      logger.info(`mail to ${to}: ${subject} — ${firstLink(text)}`)
    },
  }
}
