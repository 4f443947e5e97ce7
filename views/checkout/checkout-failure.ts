import { rethrow, toFailure } from '../../api/client/api-error'

/** The client's failure of a call's error (api/client/api-error.ts), under the checkout's old names. */
export const toCheckoutFailure = toFailure
export { rethrow }
