import { IDENTITY_STATUS, type LocalIdentityOutcome } from '../../contract/identity'
import type { Logger } from '../logger'
import { changeOfLocalOutcome, type StatusChange } from './events'
import type { RecordResult } from './status'

export interface LocalIdentitySimulator {
  /**
   * Plays what Stripe does after the overlay's submit: `processing` now, then after the configured delay
   * the outcome (verified, or requires_input with the error). Resolves once `processing` is recorded.
   */
  submit(sessionId: string, outcome: LocalIdentityOutcome): Promise<void>
  /** Drops the outcomes still waiting (the server is stopping). */
  dispose(): void
}

export function createLocalIdentitySimulator({
  delayMs,
  record,
  logger,
}: {
  delayMs: number
  /** identity/status.ts's recordIdentityStatus, bound to the app: the same path as the Stripe webhook. */
  record: (sessionId: string, change: StatusChange) => Promise<RecordResult>
  logger: Logger
}): LocalIdentitySimulator {
  const timers = new Set<NodeJS.Timeout>()
  return {
    async submit(sessionId, outcome) {
      await record(sessionId, { status: IDENTITY_STATUS.processing, error: null })
      const timer = setTimeout(() => {
        timers.delete(timer)
        record(sessionId, changeOfLocalOutcome(outcome)).catch((err: unknown) =>
          logger.warn('local identity outcome not recorded', err),
        )
      }, delayMs)
      timers.add(timer)
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
