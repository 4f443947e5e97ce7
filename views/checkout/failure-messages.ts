import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ErrorCode } from '../../api/contract/errors'
import type { CheckoutFailure } from '../../machines/checkout/checkout.types'
import { ERROR_MESSAGES } from '../errors/error-messages'
import { CHECKOUT_VALIDATION_TEXTS } from './validation-texts'

const REASONS: Record<string, MessageDescriptor> = {
  cart_empty: msg`Je winkelwagen is leeg. Voeg eerst een verzekering toe.`,
  profession_required: msg`Kies eerst je beroep.`,
  products_not_available: msg`Een of meer verzekeringen in je winkelwagen passen niet bij je beroep. Verwijder ze om verder te gaan.`,
  already_in_cart: msg`Deze verzekering zit al in je winkelwagen.`,
  cart_full: msg`Je winkelwagen is vol.`,
  birthDateMismatch: CHECKOUT_VALIDATION_TEXTS.birthDateMismatch!,
  quiz_not_passed: msg`Je hebt de kennistoets voor deze verzekering nog niet gehaald.`,
  medical_review_required: msg`Beantwoord eerst de vragen over je gezondheid.`,
  medical_review_refused: msg`Na je antwoorden over je gezondheid kun je deze verzekering niet online afsluiten.`,
  notInCart: msg`Deze verzekering zit niet meer in je winkelwagen. Voeg hem opnieuw toe om verder te gaan.`,
  noVerificationRequired: msg`Voor deze verzekering is geen identiteitscontrole nodig.`,
  identity_provider_unavailable: msg`De identiteitscontrole is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.`,
  identity_not_verified: msg`Je identiteit is nog niet bevestigd. Rond eerst de identiteitscontrole af.`,
  overlay_failed: msg`Het venster van de identiteitscontrole kon niet worden geopend. Controleer je internetverbinding en probeer het opnieuw.`,
  socket_unavailable: msg`We konden de uitslag van de identiteitscontrole niet ophalen. Controleer je internetverbinding en probeer het opnieuw.`,
  overlay_cancelled: msg`Je hebt de identiteitscontrole gesloten voordat die klaar was. Start opnieuw wanneer je zover bent.`,
  direct_debit_failed: msg`Betaling mislukt: er ging iets mis bij het aanmaken van je automatische incasso. Probeer het opnieuw, of neem contact op met de aanbieder.`,
  payment_creation_failed: msg`Er ging iets mis bij het aanmaken van de betaling.`,
}

/** The words for a checkout failure: the server's reason when we know it, else the catalogue's text. */
export const checkoutFailureMessage = (
  failure: Pick<CheckoutFailure, 'reason'> & { code: string | null },
): MessageDescriptor =>
  (failure.reason && REASONS[failure.reason]) ||
  ERROR_MESSAGES[(failure.code as ErrorCode | null) ?? ErrorCode.unknown] ||
  ERROR_MESSAGES[ErrorCode.unknown]
