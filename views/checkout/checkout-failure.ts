import { isApiError } from '../../api/client/api-error'
import type { CheckoutFailure } from '../../machines/checkout/checkout.types'

/** A failure as the checkout journeys store it: the catalogue code and the server's reason. */
export function toCheckoutFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error)) return { code: null, reason: null }
  return { code: error.code(), reason: error.body?.non_field_errors[0] ?? null }
}

/** Rethrows an effect's error as the journey's failure data (HOUSE_STYLE §5). */
export const rethrow = (error: unknown): never => {
  throw toCheckoutFailure(error)
}
