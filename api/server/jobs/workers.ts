import { runInvoices } from '../billing/invoice-run'
import { changeOfLocalOutcome } from '../identity/events'
import { recordIdentityStatus } from '../identity/status'
import type { Logger } from '../logger'
import { runCustomerMailJob, type CustomerMailDeps } from '../mail/customer-mail'
import { runDebitJob, type DebitJobDeps } from '../payments/debit-job'
import { runReminderJob, settlePayment, type SettleDeps } from '../payments/settle'
import { deliverPending, deliverPolicies, type DeliveryDeps } from '../policies/policy-delivery'
import type { RealtimeHub } from '../realtime'
import type { JobQueue } from './queue'

export type WorkerDeps = DebitJobDeps &
  SettleDeps &
  DeliveryDeps &
  CustomerMailDeps & { realtime: RealtimeHub; logger: Logger; queue: JobQueue }

/**
 * Every server handles every queue (names.ts); pg-boss hands each job to one of them. A handler that
 * throws is retried by its queue; one that returns has done its work or found it done.
 * `schedule`: this server also keeps the invoice run's schedule (cron, Amsterdam time) and runs it once
 * at start (the catch-up after downtime; its key makes that once per ten minutes whatever the number of
 * servers).
 */
export async function startWorkers(
  deps: WorkerDeps,
  { schedule }: { schedule: string | null },
): Promise<void> {
  const { queue } = deps
  await queue.work('payments.debit', (data, attempt) => runDebitJob(deps, data, attempt))
  await queue.work('payments.local-settle', async (outcome, attempt) => {
    if ((await settlePayment(deps, outcome)) === 'settled') return
    // Not recorded yet: its debit job records it right after the call. Never recorded: that job failed.
    if (attempt.last) deps.logger.warn('local debit never recorded', { id: outcome.paymentId })
    else throw new Error(`payment ${outcome.paymentId} not recorded yet`)
  })
  await queue.work('mail.customer', (data) => runCustomerMailJob(deps, data))
  await queue.work('mail.payment-reminder', (data) => runReminderJob(deps, data))
  await queue.work('policies.deliver', async (delivery) => void (await deliverPolicies(deps, delivery)))
  await queue.work('identity.local-outcome', async ({ sessionId, outcome }) => {
    await recordIdentityStatus(deps, sessionId, changeOfLocalOutcome(outcome))
  })
  await queue.work('billing.invoice-run', async () => {
    await runInvoices(deps)
    await deliverPending(deps)
  })
  if (schedule) {
    await queue.schedule('billing.invoice-run', schedule)
    const slot = Math.floor(Date.now() / 600_000)
    await queue.send('billing.invoice-run', {}, { key: `start-${slot}` })
  }
}
