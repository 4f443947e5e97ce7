/**
 * Checkout flow grouping (core §4): cart items are grouped by product type and the groups are checked
 * out one after another in priority order. Pure functions; the checkout journey uses them.
 */
import { CONSUMER_TYPES, flowOf, type FlowType } from '../../api/contract/cart'

export { CONSUMER_TYPES, flowOf, type FlowType }

/** Priority order of the groups. */
export const FLOW_ORDER: readonly FlowType[] = ['car', 'consumer', 'aov', 'normal']

export interface GroupableItem {
  id: number
  insurance_product: { type: string }
}

export type Groups<T> = Record<FlowType, T[]>

export function groupItems<T extends GroupableItem>(items: readonly T[]): Groups<T> {
  const groups: Groups<T> = { car: [], consumer: [], aov: [], normal: [] }
  for (const item of items) groups[flowOf(item.insurance_product.type)].push(item)
  return groups
}

export interface CheckoutStep<T> {
  /** The group being checked out now (the first non-empty one in priority order). */
  currentFlow: FlowType
  checkoutItems: T[]
  /** What is left for later steps: the current group emptied. */
  remaining: Groups<T>
}

/** The next step, or null when every group is empty (clearing resets to the normal flow). */
export function nextCheckoutStep<T extends GroupableItem>(groups: Groups<T>): CheckoutStep<T> | null {
  const currentFlow = FLOW_ORDER.find((flow) => groups[flow].length > 0)
  if (!currentFlow) return null
  return { currentFlow, checkoutItems: groups[currentFlow], remaining: { ...groups, [currentFlow]: [] } }
}

/** The disclaimer page shows when more than one group is non-empty. */
export const needsDisclaimer = (groups: Groups<GroupableItem>) =>
  FLOW_ORDER.filter((flow) => groups[flow].length > 0).length > 1

/**
 * The cart list: items already in the checkout cart first, marked `inCheckoutCart`. When any checkout
 * item is of a consumer-flow type, all items count as in the checkout cart.
 */
export function cartList<T extends GroupableItem>(
  items: readonly T[],
  checkoutItems: readonly T[],
): (T & { inCheckoutCart: boolean })[] {
  const inCheckout = new Set(checkoutItems.map((i) => i.id))
  const all = checkoutItems.some((i) => CONSUMER_TYPES.includes(i.insurance_product.type))
  const marked = items.map((item) => ({ ...item, inCheckoutCart: all || inCheckout.has(item.id) }))
  return [...marked.filter((i) => i.inCheckoutCart), ...marked.filter((i) => !i.inCheckoutCart)]
}
