import type { MessageDescriptor } from '@lingui/core'
import { ErrorCode } from '../../api/contract/error-catalogue'
import { Reason, type Failure } from '../../api/contract/failure'
import { ERROR_MESSAGES, GATEWAY_TIMEOUT, THROTTLED } from './error-messages'

/**
 * The words for a journey's failure (api/contract/failure.ts), as `describeError` words the error it
 * came from: a throttled call its own, 35012 without a field's reason the server that did not answer.
 */
export function describeFailure(failure: Failure): MessageDescriptor {
  if (failure.reason === Reason.throttled) return THROTTLED
  const code = failure.code ?? ErrorCode.unknown
  if (code === ErrorCode.invalidPostalCodeOrGatewayTimeout && failure.reason === null) return GATEWAY_TIMEOUT
  return ERROR_MESSAGES[code]
}
