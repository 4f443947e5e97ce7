import type { LocalIdentityOutcome } from '../../contract/identity'
import type { Locale } from '../../contract/common'
import type { QueueOptions } from 'pg-boss'
import type { Mandate, PaymentOutcome } from '../payments/provider'

/**
 * Every job the server runs, with its data. Jobs are sent with an idempotency key where a second send
 * must not be a second job (queue.ts `key`), and each handler is safe to run twice for the same job (a
 * server may stop between the work and the job's completion): it checks the database before acting.
 */
export interface JobData {
  /** Debits an invoice under the mandate (payments/debit-job.ts); sent in the transaction that made it. */
  'payments.debit': { invoiceId: number; mandate: Mandate | null }
  /** The local provider's bank: settles its debit after the delay (payments/local-provider.ts). */
  'payments.local-settle': PaymentOutcome
  /**
   * An e-mail to a customer, kept in their inbox in the transaction that sent this (mail/customer-mail.ts):
   * its words are the inbox row's, its attachments the customer's stored documents.
   */
  'mail.customer': {
    messageId: number
    to: string
    replyTo: string | null
    html: string | null
    attachmentIds: number[]
  }
  /** The payment reminder of a failed debit (payments/settle.ts); sent in the settlement's transaction. */
  'mail.payment-reminder': { invoiceId: number }
  /** A purchase's policy documents and e-mail (policies/policy-delivery.ts); sent in the purchase's transaction. */
  'policies.deliver': { userId: number; policyIds: number[]; locale: Locale; origin: string }
  /** The local identity stand-in's outcome after its delay (identity/local-simulator.ts). */
  'identity.local-outcome': { sessionId: string; outcome: LocalIdentityOutcome }
  /** The monthly invoice run and the policy documents left undelivered (billing/invoice-run.ts). */
  'billing.invoice-run': Record<string, never>
}

export type JobName = keyof JobData

/**
 * A job its server holds sends a heartbeat every few seconds; one whose server died (SIGKILL, a lost
 * machine) misses it and is handed out again within about 20 s (this plus the supervision interval,
 * queue.ts), instead of waiting out its expiry. The expiry still bounds a handler that hangs.
 * These options are the queues' when they are created: changing one later needs `updateQueue` (or, for
 * the heartbeat, a new queue), not just an edit here.
 */
const LIVE = { heartbeatSeconds: 10, expireInSeconds: 300 } as const

/**
 * Retries per queue. pg-boss's back-off doubles `retryDelay` (seconds) on each retry, with jitter.
 * - The debit calls the provider, which may be down for a while: about an hour of tries, then the
 *   invoice fails and the customer gets the reminder with a way to pay.
 * - The local settlement waits for the debit's own record (it is recorded right after the call), so
 *   tries often for a minute.
 * - Mail and documents: about a quarter of an hour.
 */
export const JOB_QUEUES = {
  'payments.debit': { ...LIVE, retryLimit: 10, retryDelay: 2, retryBackoff: true, retryDelayMax: 900 },
  'payments.local-settle': { ...LIVE, retryLimit: 60, retryDelay: 1, retryBackoff: false },
  'mail.customer': { ...LIVE, retryLimit: 8, retryDelay: 2, retryBackoff: true, retryDelayMax: 300 },
  'mail.payment-reminder': { ...LIVE, retryLimit: 8, retryDelay: 2, retryBackoff: true, retryDelayMax: 300 },
  'policies.deliver': { ...LIVE, retryLimit: 8, retryDelay: 2, retryBackoff: true, retryDelayMax: 300 },
  'identity.local-outcome': { ...LIVE, retryLimit: 8, retryDelay: 1, retryBackoff: true, retryDelayMax: 60 },
  'billing.invoice-run': { ...LIVE, retryLimit: 0, expireInSeconds: 3_600 },
} as const satisfies Record<JobName, QueueOptions>
