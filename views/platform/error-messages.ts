import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '../../api/client/api-error'
import { ErrorCode, type ErrorContext } from '../../api/contract/error-catalogue'

/** The error catalogue's texts (core §8), one per internal code, translated in every locale. */
export const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  [ErrorCode.loginFailed]: msg`Inloggen mislukt. De inloggegevens zijn onjuist, probeer het opnieuw.`,
  [ErrorCode.emailExists]: msg`Dit e-mailadres bestaat al. Kies een ander e-mailadres of log in.`,
  [ErrorCode.invalidLink]: msg`Deze link is niet geldig. Gebruik een geldige link of neem contact op met de klantenservice.`,
  [ErrorCode.notFound]: msg`Oeps! We kunnen niet vinden waar je naar zoekt.`,
  [ErrorCode.notImplemented]: msg`Deze functionaliteit wordt niet ondersteund.`,
  [ErrorCode.badGateway]: msg`Er ging iets mis bij een gekoppelde dienst (gateway-fout). Probeer het later opnieuw.`,
  [ErrorCode.serviceUnavailable]: msg`De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.`,
  [ErrorCode.httpVersionNotSupported]: msg`Sorry, we kunnen je verzoek niet verwerken.`,
  [ErrorCode.answers]: msg`Je antwoorden konden niet worden opgeslagen.`,
  [ErrorCode.unknown]: msg`Onverwachte fout`,
  [ErrorCode.network]: msg`Onverwachte netwerkfout`,
  [ErrorCode.invalidPostalCodeOrGatewayTimeout]: msg`Ongeldige postcode`,
}

/** 35012 stands for two situations; a 504 gets its own words. */
export const GATEWAY_TIMEOUT = msg`De server reageerde niet op tijd. Probeer het later opnieuw.`
const TITLE = msg`Er ging iets mis`
/** 429: the catalogue has no code for it; the limits are per hour. */
export const THROTTLED = msg`Te veel pogingen achter elkaar. Wacht even en probeer het later opnieuw.`

export interface ErrorText {
  code: ErrorCode
  title: MessageDescriptor
  message: MessageDescriptor
  /** Server texts that are shown as they are (an answers list, joined). */
  details?: string
}

/**
 * What to tell the user about a failure. Null for a cancelled request (no message). Anything that
 * is not an ApiError (a failed chunk, a bug) is an unexpected error.
 */
export function describeError(error: unknown, context: ErrorContext = 'general'): ErrorText | null {
  if (isApiError(error) && error.kind === 'cancelled') return null
  if (!isApiError(error))
    return { code: ErrorCode.unknown, title: TITLE, message: ERROR_MESSAGES[ErrorCode.unknown] }
  if (error.status === 429) return { code: ErrorCode.unknown, title: TITLE, message: THROTTLED }
  const code = error.code(context) ?? ErrorCode.unknown
  const message =
    code === ErrorCode.invalidPostalCodeOrGatewayTimeout && error.status === 504
      ? GATEWAY_TIMEOUT
      : ERROR_MESSAGES[code]
  const answers = error.fieldErrors.answers
  return {
    code,
    title: TITLE,
    message,
    ...(code === ErrorCode.answers && answers ? { details: answers.join(', ') } : {}),
  }
}
