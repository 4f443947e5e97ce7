import * as z from 'zod'
import {
  IDENTITY_STATUS,
  identityErrorSchema,
  identityStatusSchema,
  type IdentityError,
  type IdentitySocketMessage,
  type LocalIdentityOutcome,
} from '../../contract/identity'

/** A status change as the socket tells it: the status and, for `requires_input`, why. */
export type StatusChange = IdentitySocketMessage

/** A provider error code we do not know still tells the customer something went wrong with the document. */
export const errorOfCode = (code: unknown): IdentityError => {
  const known = identityErrorSchema.safeParse(code)
  return known.success ? known.data : 'document_unverified_other'
}

const sessionObjectSchema = z.object({
  id: z.string().min(1).max(255),
  last_error: z.object({ code: z.unknown() }).nullish().catch(null),
})

/**
 * The change a Stripe `identity.verification_session.*` event makes, with the session's id
 * (`data.object.id`), or null for an event that is not a status we follow (such as `redacted`) or whose
 * object has no id. The error is `last_error.code` for `requires_input` only: the other statuses have none.
 */
export function changeOfStripeEvent(
  type: string,
  object: unknown,
): { sessionId: string; change: StatusChange } | null {
  const status = identityStatusSchema.safeParse(type)
  const session = sessionObjectSchema.safeParse(object)
  if (!status.success || !session.success) return null
  const requiresInput = status.data === IDENTITY_STATUS.requiresInput
  const code = session.data.last_error?.code
  return {
    sessionId: session.data.id,
    change: { status: status.data, error: requiresInput && code != null ? errorOfCode(code) : null },
  }
}

/** What the local stand-in ends with for an outcome: verified, or back to requires_input with that error. */
export const changeOfLocalOutcome = (outcome: LocalIdentityOutcome): StatusChange =>
  outcome === 'verified'
    ? { status: IDENTITY_STATUS.verified, error: null }
    : { status: IDENTITY_STATUS.requiresInput, error: outcome }
