import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ErrorCode } from '../../api/contract/error-catalogue'
import { Reason } from '../../api/contract/failure'
import type { CheckoutFailure } from '../../machines/checkout/checkout.types'
import { ERROR_MESSAGES } from '../platform/error-messages'
import { CHECKOUT_VALIDATION_TEXTS } from './validation-texts'

const REASONS: Record<string, MessageDescriptor> = {
  [Reason.cartEmpty]: msg`Je winkelwagen is leeg. Voeg eerst een verzekering toe.`,
  [Reason.professionRequired]: msg`Kies eerst je beroep.`,
  [Reason.productsNotAvailable]: msg`Een of meer verzekeringen in je winkelwagen passen niet bij je beroep. Verwijder ze om verder te gaan.`,
  [Reason.alreadyInCart]: msg`Deze verzekering zit al in je winkelwagen.`,
  [Reason.alreadyInsured]: msg`Je bent hier al mee verzekerd. Dezelfde verzekering sluit je niet twee keer af.`,
  [Reason.cartFull]: msg`Je winkelwagen is vol.`,
  birthDateMismatch: CHECKOUT_VALIDATION_TEXTS.birthDateMismatch!,
  startAfterEndDate: CHECKOUT_VALIDATION_TEXTS.startAfterEndDate!,
  [Reason.quizNotPassed]: msg`Je hebt de kennistoets voor deze verzekering nog niet gehaald.`,
  medical_review_required: msg`Beantwoord eerst de vragen over je gezondheid.`,
  medical_review_refused: msg`Na je antwoorden over je gezondheid kun je deze verzekering niet online afsluiten.`,
  notInCart: msg`Deze verzekering zit niet meer in je winkelwagen. Voeg hem opnieuw toe om verder te gaan.`,
  noVerificationRequired: msg`Voor deze verzekering is geen identiteitscontrole nodig.`,
  [Reason.identityProviderUnavailable]: msg`De identiteitscontrole is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.`,
  identity_not_verified: msg`Je identiteit is nog niet bevestigd. Rond eerst de identiteitscontrole af.`,
  [Reason.overlayFailed]: msg`Het venster van de identiteitscontrole kon niet worden geopend. Controleer je internetverbinding en probeer het opnieuw.`,
  [Reason.socketUnavailable]: msg`We konden de uitslag van de identiteitscontrole niet ophalen. Controleer je internetverbinding en probeer het opnieuw.`,
  [Reason.overlayCancelled]: msg`Je hebt de identiteitscontrole gesloten voordat die klaar was. Start opnieuw wanneer je zover bent.`,
  [Reason.directDebitFailed]: msg`Betaling mislukt: er ging iets mis bij het aanmaken van je automatische incasso. Probeer het opnieuw, of neem contact op met de aanbieder.`,
  [Reason.paymentCreationFailed]: msg`Er ging iets mis bij het aanmaken van de betaling.`,
}

/** The words for a checkout failure: the server's reason when we know it, else the catalogue's text. */
export const checkoutFailureMessage = (
  failure: Pick<CheckoutFailure, 'reason'> & { code: string | null },
): MessageDescriptor =>
  (failure.reason && REASONS[failure.reason]) ||
  ERROR_MESSAGES[(failure.code as ErrorCode | null) ?? ErrorCode.unknown] ||
  ERROR_MESSAGES[ErrorCode.unknown]
