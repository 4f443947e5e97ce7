import type { CheckoutFailure } from './checkout/checkout.types'

/** An effect's error as journeys store it (HOUSE_STYLE §5): the catalogue code and the server's reason. */
export const failureOf = (error: unknown): CheckoutFailure => {
  const e = error as Partial<CheckoutFailure> | undefined
  return { code: e?.code ?? null, reason: e?.reason ?? null }
}
