import type { CartItem, FlowType } from '../../api/contract/cart'
import type { Outcome } from '../../api/contract/checkout-forms'
import type { FlowMode } from '../flow-mode'
import type { Groups } from './grouping'

/** Why a checkout effect failed: a catalogue code for the toast, and the server's reason when it gave one. */
export interface CheckoutFailure {
  code: string | null
  /** A non-field error code of the server (`cart_empty`, `already_in_cart`, ...). */
  reason: string | null
}

/** How one group's journey ended (ARCHITECTURE: the child's final state returns to the parent). */
export type JourneyStatus = 'done' | 'dropOut' | 'failed'
/** What became of one product of a group (forms §4 completion outcomes), with its policy when insured. */
export interface ProductOutcome {
  product: number
  product_name: string
  outcome: Outcome
  policy_number: string | null
}
export interface JourneyOutput {
  status: JourneyStatus
  /** The completion outcome the server decided, when the journey got as far as taking out. */
  outcome?: Outcome | null
  /** Per product, when the server decided. */
  products?: ProductOutcome[]
}
export interface JourneyInput {
  flow: FlowType
  items: CartItem[]
  entryDate: string
  mode: FlowMode
}

/** How one group ended: its journey's status, and the server's outcome when it decided one. */
export interface GroupOutcome {
  flow: FlowType
  status: JourneyStatus
  outcome: Outcome | null
  products: ProductOutcome[]
}

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
  | { type: 'cart.clear' }
  | { type: 'entry.csc'; productId: number; mode: FlowMode }
  | { type: 'user.acceptDisclaimer' }
  | { type: 'user.retry' }
  | { type: 'user.cancel' }

export interface PreparedCheckout {
  items: CartItem[]
  entryDate: string
}
