import { cancellationScript } from './cancellation.script'
import { identityVerificationScript } from './identity-verification.script'
import { paymentReminderScript } from './payment-reminder.script'
import { paymentStatusScript } from './payment-status.script'
import type { JourneyScript } from './types'

/** Every journey's script, by journey id (a registered journey without one has no runnable tests yet). */
export const scripts: Readonly<Record<string, JourneyScript>> = {
  cancellation: cancellationScript,
  identityVerification: identityVerificationScript,
  paymentReminder: paymentReminderScript,
  paymentStatus: paymentStatusScript,
}
