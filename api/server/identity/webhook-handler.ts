import type { AppDeps } from '../deps'
import type { StripeEvent } from '../stripe/event'
import { changeOfStripeEvent } from './events'
import { recordIdentityStatus } from './status'

/**
 * `identity.verification_session.*`: records the session's new status (identity/status.ts), which
 * reaches the customer's socket. A session we do not know (another environment's, on a shared Stripe
 * account) and statuses we do not follow (`redacted`) are acknowledged and left alone.
 */
export async function identityWebhookHandler(event: StripeEvent, deps: AppDeps): Promise<void> {
  const found = changeOfStripeEvent(event.type, event.data.object)
  if (!found) return
  const result = await recordIdentityStatus(deps, found.sessionId, found.change)
  if (result === 'unknown') deps.logger.info(`stripe event ${event.id} is about an unknown identity session`)
}
