import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { Mailer } from './mailer'
import { createOutboxMailer } from './outbox'
import { createSmtpMailer } from './smtp'

/** SMTP when SMTP_URL is set; otherwise the local outbox (a table, shown at /dev/outbox). */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Database,
  logger: Logger,
): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db, logger)
}
