import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DocumentKind } from '../../api/contract/checkin'
import { validationMessage } from '../forms/validation-messages'

/** The steps of the check-in, in order, with their names in the check-in's own steps bar. */
export const CHECKIN_STEPS = ['assignment', 'cover', 'documents', 'review'] as const
export type CheckinStep = (typeof CHECKIN_STEPS)[number]

export const STEP_LABELS: Record<CheckinStep, MessageDescriptor> = {
  assignment: msg`Opdracht`,
  cover: msg`Dekking`,
  documents: msg`Documenten`,
  review: msg`Versturen`,
}

/** Each kind of document: its name and why it is asked. */
export const DOCUMENT_TEXTS: Record<DocumentKind, { label: MessageDescriptor; why: MessageDescriptor }> = {
  kvk_extract: {
    label: msg`Uittreksel van de KvK`,
    why: msg`Hiermee ziet je opdrachtgever dat je onderneming bij de Kamer van Koophandel staat ingeschreven.`,
  },
  liability_elsewhere: {
    label: msg`Bewijs van een aansprakelijkheidsverzekering elders`,
    why: msg`Je kiest geen aansprakelijkheidsverzekering van ons. Opdrachtgevers vragen daar bijna altijd om: voeg het polisblad toe van je aansprakelijkheidsverzekering bij een andere verzekeraar.`,
  },
}

const FIELD_TEXTS: Record<string, MessageDescriptor> = {
  dateValidMessage: msg`Vul een geldige datum in.`,
  periodStartTooEarly: msg`De opdracht mag hoogstens een jaar geleden zijn begonnen.`,
  periodEnded: msg`De opdracht is al afgelopen: de einddatum ligt voor vandaag.`,
  periodEndBeforeStart: msg`De einddatum ligt voor de begindatum.`,
  periodTooLong: msg`Een opdracht duurt hier hoogstens vijf jaar.`,
  policyNotActiveInPeriod: msg`Deze verzekering loopt niet over de hele periode van de opdracht.`,
}

/** The text of a field error key of the check-in's schemas (else the shared validation texts). */
export function checkinFieldMessage(error: unknown): MessageDescriptor {
  const key = typeof error === 'string' ? error : (error as { message?: string } | undefined)?.message
  return (key && FIELD_TEXTS[key]) || validationMessage(error)
}
