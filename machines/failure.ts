import { asFailure } from '../api/contract/failure'

/** An effect's error as journeys store it: the contract's one failure shape (api/contract/failure.ts). */
export const failureOf = asFailure
