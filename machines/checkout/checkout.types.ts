import type { CartItem, FlowType } from '../../api/contract/cart'
import type {
  Failure,
  FlowMode,
  GroupOutcome,
  JourneyInput,
  JourneyOutput,
  JourneyStatus,
  ProductOutcome,
} from '../journey-protocol'
import type { Groups } from './grouping'

/** A checkout failure is the one failure shape (api/contract/failure.ts). */
export type CheckoutFailure = Failure
export type { GroupOutcome, JourneyInput, JourneyOutput, JourneyStatus, ProductOutcome }

export interface CheckoutContext {
  mode: FlowMode
  /** The groups still to check out; the current group is already taken out. */
  remaining: Groups<CartItem>
  /** The items of the group being checked out now (the checkout cart). */
  checkoutItems: CartItem[]
  currentFlow: FlowType
  /** The date the journeys start from (core §3: 2021-09-01 until the server answers one). */
  entryDate: string
  /** More than one group was in the cart when checkout started (the disclaimer shows). */
  showDisclaimerPage: boolean
  /** How each finished group ended, in order. */
  outcomes: GroupOutcome[]
  /** A login of funnel type csc asked for this product: it goes first, straight to the premium review. */
  cscProductId: number | null
  failure: CheckoutFailure | null
}

export type CheckoutEvent =
  | { type: 'cart.continue'; mode: FlowMode }
  | { type: 'cart.itemRemoved'; id: number }
  | { type: 'entry.csc'; productId: number; mode: FlowMode }
  | { type: 'user.acceptDisclaimer' }
  | { type: 'user.retry' }
  | { type: 'user.cancel' }

/** What the checkout tells whoever listens: a failure, once, when it happens. */
export type CheckoutEmitted = { type: 'failure'; failure: Failure }

/** What preparing asks: whether a cart of one group becomes the checkout cart at once (api/contract/cart.ts). */
export interface PrepareInput {
  startSingleGroup: boolean
}

export interface PreparedCheckout {
  items: CartItem[]
  entryDate: string
}
