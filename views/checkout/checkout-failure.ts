import { isApiError } from '../../api/client/api-error'
import type { CheckoutFailure } from '../../machines/checkout/checkout.types'
import { IDENTITY_PROVIDER_UNAVAILABLE } from '../../api/contract/identity'
import { DIRECT_DEBIT_FAILED, PAYMENT_CREATION_FAILED } from '../../api/contract/payments'

/** The providers' refusals, told by the error's own code rather than a field (api/contract). */
const PROVIDER_CODES = new Set<string>([
  DIRECT_DEBIT_FAILED,
  PAYMENT_CREATION_FAILED,
  IDENTITY_PROVIDER_UNAVAILABLE,
])

/**
 * A failure as the checkout journeys store it: the catalogue code and the server's reason, which is its
 * non-field error, else its first field error's key (a quiz attempt not next, an age over 57).
 */
export function toCheckoutFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error)) return { code: null, reason: null }
  const field = Object.values(error.fieldErrors)[0]?.[0]
  const own = error.body?.code
  return {
    code: error.code(),
    reason: error.body?.non_field_errors[0] ?? field ?? (own && PROVIDER_CODES.has(own) ? own : null),
  }
}

/** Rethrows an effect's error as the journey's failure data (HOUSE_STYLE §5). */
export const rethrow = (error: unknown): never => {
  throw toCheckoutFailure(error)
}
