import type { CartItem, FlowType } from '../../api/contract/cart'
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
export interface JourneyOutput {
  status: JourneyStatus
}
export interface JourneyInput {
  flow: FlowType
  items: CartItem[]
  entryDate: string
  mode: FlowMode
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
  outcomes: { flow: FlowType; status: JourneyStatus }[]
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
