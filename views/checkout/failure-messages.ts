import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ErrorCode } from '../../api/contract/errors'
import type { CheckoutFailure } from '../../machines/checkout/checkout.types'
import { ERROR_MESSAGES } from '../errors/error-messages'

const REASONS: Record<string, MessageDescriptor> = {
  cart_empty: msg`Je winkelwagen is leeg. Voeg eerst een verzekering toe.`,
  profession_required: msg`Kies eerst je beroep.`,
  products_not_available: msg`Een of meer verzekeringen in je winkelwagen passen niet bij je beroep. Verwijder ze om verder te gaan.`,
  already_in_cart: msg`Deze verzekering zit al in je winkelwagen.`,
  cart_full: msg`Je winkelwagen is vol.`,
  birthDateMismatch: msg`Je premie is berekend met een andere geboortedatum. Vul dezelfde in, of ga terug naar je premie om hem te wijzigen.`,
}

/** The words for a checkout failure: the server's reason when we know it, else the catalogue's text. */
export const checkoutFailureMessage = (failure: CheckoutFailure): MessageDescriptor =>
  (failure.reason && REASONS[failure.reason]) ||
  ERROR_MESSAGES[(failure.code as ErrorCode | null) ?? ErrorCode.unknown] ||
  ERROR_MESSAGES[ErrorCode.unknown]
