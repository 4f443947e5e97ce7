// @vitest-environment node
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../api/server/db/schema'
import { sendCustomerMail } from '../../api/server/mail/customer-mail'
import type { MailMessage } from '../../api/server/mail/mailer'
import { runReminderJob } from '../../api/server/payments/settle'
import { userIdOf } from './aov-helpers'
import { mailsTo, mailTo } from './auth-helpers'
import { createTestApp, jobsDone, type TestApp } from './helpers'
import { buyer, LOCAL_DEBIT_FAILS_IBAN, reminderFor, settled } from './payment-helpers'
import { customer, productIds } from './product-helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOCAL_DEBIT_DELAY_MS: '40' })
}, 60_000)
afterAll(async () => t?.close())

const keptFor = (userId: number) => t.database.db.select().from(messages).where(eq(messages.user_id, userId))
const mail = (to: string, subject: string): MailMessage => ({ to, subject, text: `${subject}\nRegel 2` })

describe('a customer’s e-mail: kept in the inbox, sent by its job (mail/customer-mail.ts)', () => {
  it('is kept and sent once per once-key, however often it is kept again', async () => {
    const userId = await userIdOf(t, await customer(t, 'mail-once', 'webdeveloper'))
    const to = 'mail-once@example.nl'
    const first = await sendCustomerMail(
      { db: t.database.db, queue: t.deps.queue },
      { userId, kind: 'contact', onceKey: 'test-once-1' },
      mail(to, 'Eén keer'),
    )
    // The same again, as a job run again after a crash would.
    const again = await sendCustomerMail(
      { db: t.database.db, queue: t.deps.queue },
      { userId, kind: 'contact', onceKey: 'test-once-1' },
      mail(to, 'Eén keer'),
    )
    expect([first, again]).toEqual([true, false])
    await mailsTo(t, to, 1)
    await jobsDone(t)
    expect(await mailTo(t, to)).toHaveLength(1)
    expect(await keptFor(userId)).toHaveLength(1)
  })

  it('keeps nothing and mails nothing when its transaction rolls back', async () => {
    const userId = await userIdOf(t, await customer(t, 'mail-rollback', 'webdeveloper'))
    const to = 'mail-rollback@example.nl'
    await expect(
      t.database.db.transaction(async (tx) => {
        await sendCustomerMail(
          { db: tx, queue: t.deps.queue },
          { userId, kind: 'contact' },
          mail(to, 'Teruggedraaid'),
        )
        throw new Error('the caller’s work failed')
      }),
    ).rejects.toThrow('the caller’s work failed')
    await jobsDone(t)
    expect(await mailTo(t, to)).toHaveLength(0)
    expect(await keptFor(userId)).toHaveLength(0)
  })

  it('is sent again while the mail server refuses it, and kept once', async () => {
    const userId = await userIdOf(t, await customer(t, 'mail-retry', 'webdeveloper'))
    const to = 'mail-retry@example.nl'
    const send = t.deps.mailer.send.bind(t.deps.mailer)
    let refused = 0
    t.deps.mailer.send = async (message) => {
      if (message.to === to && refused < 1) {
        refused += 1
        throw new Error('421 mail server busy')
      }
      return send(message)
    }
    try {
      await sendCustomerMail(
        { db: t.database.db, queue: t.deps.queue },
        { userId, kind: 'contact' },
        mail(to, 'Nog een keer'),
      )
      const [sent] = await mailsTo(t, to, 1)
      expect(sent?.subject).toBe('Nog een keer')
      expect(refused).toBe(1)
      await jobsDone(t)
      expect(await mailTo(t, to)).toHaveLength(1)
      expect(await keptFor(userId)).toHaveLength(1)
    } finally {
      t.deps.mailer.send = send
    }
  }, 30_000)

  it('the payment reminder, its job run twice (a crash before it completed), is kept and mailed once', async () => {
    const ids = await productIds(t)
    const { token, invoiceId } = await buyer(t, ids, 'mail-reminder', LOCAL_DEBIT_FAILS_IBAN)
    const userId = await userIdOf(t, token)
    await settled(t, invoiceId, 'failed')
    const { mail: first } = await reminderFor(t, 'mail-reminder')
    expect(first).toHaveLength(1)
    await runReminderJob(t.deps, { invoiceId })
    await jobsDone(t)
    const reminders = (await keptFor(userId)).filter((m) => m.kind === 'payment_reminder')
    expect(reminders.map((m) => m.once_key)).toEqual([`payment-reminder-${invoiceId}`])
    expect((await reminderFor(t, 'mail-reminder')).mail).toHaveLength(1)
  }, 30_000)
})
