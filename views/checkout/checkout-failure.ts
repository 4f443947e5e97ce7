import { isApiError } from '../../api/client/api-error'
import type { CheckoutFailure } from '../../machines/checkout/checkout.types'

/**
 * A failure as the checkout journeys store it: the catalogue code and the server's reason, which is its
 * non-field error, else its first field error's key (a quiz attempt not next, an age over 57).
 */
export function toCheckoutFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error)) return { code: null, reason: null }
  const field = Object.values(error.fieldErrors)[0]?.[0]
  return { code: error.code(), reason: error.body?.non_field_errors[0] ?? field ?? null }
}

/** Rethrows an effect's error as the journey's failure data (HOUSE_STYLE §5). */
export const rethrow = (error: unknown): never => {
  throw toCheckoutFailure(error)
}
