import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CancelRefusal, MAX_FEEDBACK_LENGTH, type CancelReason } from '../../api/contract/cancellation'
import type { Failure } from '../../api/contract/failure'
import { ERROR_MESSAGES } from '../platform/error-messages'
import { validationMessage } from '../forms/validation-messages'

export const PAGE_TITLE = msg`Verzekering opzeggen`

/** The refund texts of forms §4 Cancellation and §9, word for word on the review and after cancelling. */
export const REFUND_TEXTS: readonly MessageDescriptor[] = [
  msg`Heb je te veel premie betaald? Dan krijg je dat binnen 14 dagen terug.`,
  msg`De terugbetaling wordt verwerkt 14 dagen na de laatste incasso.`,
]

/** The labels of the rating scale's 5 options (forms §9), from 1 to 5. */
export const RATING_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Zeer ontevreden`,
  2: msg`Ontevreden`,
  3: msg`Neutraal`,
  4: msg`Tevreden`,
  5: msg`Zeer tevreden`,
}

export const REASON_LABELS: Record<CancelReason, MessageDescriptor> = {
  too_expensive: msg`De verzekering is te duur`,
  no_longer_needed: msg`Ik heb de verzekering niet meer nodig`,
  found_elsewhere: msg`Ik ben ergens anders verzekerd`,
  stopped_business: msg`Ik ben gestopt met mijn bedrijf`,
  other: msg`Een andere reden`,
}

const max = MAX_FEEDBACK_LENGTH
/** Texts of the keys the contract's schema answers, per field (the server's field errors are the same). */
const FIELD_ERRORS: Record<string, Record<string, MessageDescriptor>> = {
  date: {
    required: msg`Kies de datum waarop je verzekering stopt.`,
    invalidType: msg`Vul een geldige datum in.`,
    dateValidMessage: msg`Vul een geldige datum in.`,
    [CancelRefusal.dateBeforeToday]: msg`Deze datum is al voorbij. Kies vandaag of een latere datum.`,
    [CancelRefusal.dateAfterNextBilling]: msg`Je kunt opzeggen tot en met de volgende incassodatum. Kies een eerdere datum.`,
  },
  rating: { required: msg`Kies hoe tevreden je bent.`, invalidChoice: msg`Kies hoe tevreden je bent.` },
  reason: { required: msg`Kies een reden.`, invalidChoice: msg`Kies een reden.` },
  feedback: { tooLong: msg`Je toelichting is te lang. Gebruik hoogstens ${max} tekens.` },
}

const keyOf = (error: unknown) =>
  typeof error === 'string' ? error : (error as { message?: string } | undefined)?.message

/** The text of a field's validation key (or a zod issue carrying one). */
export function fieldErrorMessage(field: string, error: unknown): MessageDescriptor {
  const key = keyOf(error)
  return (key && FIELD_ERRORS[field]?.[key]) || validationMessage(error)
}

const REFUSALS: Record<string, MessageDescriptor> = {
  [CancelRefusal.dateBeforeToday]: FIELD_ERRORS.date![CancelRefusal.dateBeforeToday]!,
  [CancelRefusal.dateAfterNextBilling]: msg`Deze datum ligt na je volgende incassodatum. Je kunt opzeggen tot en met die datum; kies een eerdere datum.`,
  [CancelRefusal.alreadyCancelled]: msg`Deze verzekering is al opgezegd.`,
  [CancelRefusal.policyEnded]: msg`Deze verzekering is al beëindigd. Opzeggen is niet meer nodig.`,
}

/** What to tell the customer when the cancellation did not go through. */
export function failureMessage(failure: Failure | null): MessageDescriptor {
  const own = failure?.reason ? REFUSALS[failure.reason] : undefined
  if (own) return own
  if (failure?.code) return ERROR_MESSAGES[failure.code]
  return msg`Je opzegging is niet verstuurd. Controleer je verbinding en probeer het opnieuw.`
}

/** True for a refusal of the chosen date: another date may work. */
export const isDateRefusal = (failure: Failure | null) =>
  failure?.reason === CancelRefusal.dateAfterNextBilling || failure?.reason === CancelRefusal.dateBeforeToday
