import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { validationMessage } from '../forms/validation-messages'

export const CONTACT_PAGE_TITLE = msg`Contactformulier`

const FIELD_TEXTS: Record<string, MessageDescriptor> = {
  tooLong: msg`Dit is te lang.`,
  tooManyDocuments: msg`Je kunt hoogstens 5 bestanden meesturen.`,
  duplicateDocuments: msg`Je hebt hetzelfde bestand twee keer gekozen.`,
  notFound: msg`Een van je bestanden kunnen we niet gebruiken. Verwijder het en upload het opnieuw.`,
}

/** The words for a contact field's error key (or a zod issue carrying one). */
export function contactFieldMessage(error: unknown): MessageDescriptor {
  const key = typeof error === 'string' ? error : (error as { message?: string } | undefined)?.message
  return (key && FIELD_TEXTS[key]) || validationMessage(error)
}
