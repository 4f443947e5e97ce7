import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IdentityError, LocalIdentityOutcome } from '../../../api/contract/identity'
import { IDENTITY_STATUS } from '../../../api/contract/identity'

/** Why the provider could not verify the customer (Stripe's `last_error.code`), in the customer's words. */
export const IDENTITY_ERROR_TEXTS: Record<IdentityError, MessageDescriptor> = {
  consent_declined: msg`Je hebt geen toestemming gegeven voor de controle.`,
  document_expired: msg`Je identiteitsbewijs is verlopen.`,
  document_unverified_other: msg`Je identiteitsbewijs kon niet worden gecontroleerd.`,
  document_type_not_supported: msg`Dit soort identiteitsbewijs wordt niet geaccepteerd. Gebruik een paspoort, identiteitskaart of rijbewijs.`,
  selfie_document_missing_photo: msg`Op je identiteitsbewijs staat geen pasfoto die we konden vergelijken.`,
  selfie_face_mismatch: msg`Je selfie lijkt niet op de pasfoto van je identiteitsbewijs.`,
  selfie_unverified_other: msg`Je selfie kon niet worden gecontroleerd.`,
  under_supported_age: msg`Je bent te jong voor deze verzekering.`,
  country_not_supported: msg`Identiteitsbewijzen uit dit land kunnen we niet controleren.`,
}

/** The outcomes the local overlay offers (development and tests). */
export const LOCAL_OUTCOME_LABELS: Record<LocalIdentityOutcome, MessageDescriptor> = {
  verified: msg`Geverifieerd`,
  ...IDENTITY_ERROR_TEXTS,
}

/** What the customer waits for while the overlay is done and the provider works. */
export const IDENTITY_STATUS_TEXTS: Record<string, MessageDescriptor> = {
  [IDENTITY_STATUS.created]: msg`Maak in het venster een foto van je identiteitsbewijs en een selfie.`,
  [IDENTITY_STATUS.requiresInput]: msg`Maak in het venster een foto van je identiteitsbewijs en een selfie.`,
  [IDENTITY_STATUS.processing]: msg`We controleren je identiteitsbewijs en selfie…`,
  [IDENTITY_STATUS.verified]: msg`Je identiteit is bevestigd.`,
}
