import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ClaimStatus } from '../../api/contract/claims'
import { validationMessage } from '../forms/validation-messages'

export const CLAIMS_PAGE_TITLE = msg`Mijn schademeldingen`

/** How a claim's status reads: only what is true (a new claim is received, nothing more). */
export const CLAIM_STATUS_TEXTS: Record<ClaimStatus, MessageDescriptor> = {
  received: msg`Ontvangen`,
  in_progress: msg`In behandeling`,
  closed: msg`Afgehandeld`,
}

const FIELD_TEXTS: Record<string, MessageDescriptor> = {
  dateInFuture: msg`Deze datum kan niet in de toekomst liggen.`,
  dateValidMessage: msg`Vul een geldige datum in.`,
  claimAmount: msg`Vul een bedrag in euro's in, bijvoorbeeld 250 of 1.250,50.`,
  maxClaimAmount: msg`Het hoogste bedrag dat je kunt melden is € 1.000.000.`,
  notFound: msg`Kies een van je verzekeringen.`,
  policyNotCurrent: msg`Deze verzekering loopt niet meer. Kies een lopende verzekering.`,
  invalidType: msg`Kies een van je verzekeringen.`,
  tooManyDocuments: msg`Je kunt hoogstens 10 bestanden meesturen.`,
  duplicateDocuments: msg`Je hebt hetzelfde bestand twee keer gekozen.`,
  tooLong: msg`Je beschrijving is te lang: hoogstens 4000 tekens.`,
}

/** The words for a claim field's error key (or a zod issue carrying one). */
export function claimFieldMessage(error: unknown): MessageDescriptor {
  const key = typeof error === 'string' ? error : (error as { message?: string } | undefined)?.message
  return (key && FIELD_TEXTS[key]) || validationMessage(error)
}
