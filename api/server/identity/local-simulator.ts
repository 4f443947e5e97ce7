import { IDENTITY_STATUS, type LocalIdentityOutcome } from '../../contract/identity'
import type { JobQueue } from '../jobs/queue'
import type { StatusChange } from './events'
import type { RecordResult } from './status'

export interface LocalIdentitySimulator {
  /**
   * Plays what Stripe does after the overlay's submit: `processing` now, then after the configured delay
   * the outcome (verified, or requires_input with the error), which the `identity.local-outcome` job
   * records (jobs/workers.ts), so a restart meanwhile does not lose it. Resolves once `processing` is
   * recorded and the outcome is queued.
   */
  submit(sessionId: string, outcome: LocalIdentityOutcome): Promise<void>
}

export function createLocalIdentitySimulator({
  delayMs,
  record,
  queue,
}: {
  delayMs: number
  /** identity/status.ts's recordIdentityStatus, bound to the app: the same path as the Stripe webhook. */
  record: (sessionId: string, change: StatusChange) => Promise<RecordResult>
  queue: Pick<JobQueue, 'send'>
}): LocalIdentitySimulator {
  return {
    async submit(sessionId, outcome) {
      await record(sessionId, { status: IDENTITY_STATUS.processing, error: null })
      await queue.send('identity.local-outcome', { sessionId, outcome }, { delayMs })
    },
  }
}
