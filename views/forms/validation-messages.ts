import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The texts of the validation keys the contract's schemas and the server use (`validations.*`). */
const MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`Dit veld is verplicht.`,
  email: msg`Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.`,
  invalid: msg`Deze waarde is niet geldig.`,
  tooShort: msg`Dit is te kort.`,
  tooLong: msg`Dit is te lang.`,
}

/** The message for a validation key (or a zod issue carrying one); unknown keys get the generic text. */
export function validationMessage(error: unknown): MessageDescriptor {
  const key = typeof error === 'string' ? error : (error as { message?: string } | undefined)?.message
  return (key && MESSAGES[key]) || MESSAGES.invalid!
}
