import * as z from 'zod/mini'
import { startDateSchema } from './date-rules'
import { insuranceProductSchema } from './products'

/**
 * The cart and the checkout cart (core §3 Cart item and Cart state, §4 Checkout flow grouping, §7).
 * Every call needs the customer's access token; an item of another user answers 404, never its data.
 */

/** The four checkout flows, in the priority order the groups are checked out. */
export const flowTypeSchema = z.enum(['car', 'consumer', 'aov', 'normal'])
export type FlowType = z.infer<typeof flowTypeSchema>

/** Product types of the consumer flow (the three home insurance types). */
export const CONSUMER_TYPES: readonly string[] = ['allianz_liability', 'allianz_building', 'allianz_content']
const AOV_TYPES: readonly string[] = ['aov', 'aov_acture']

/**
 * The checkout flow a product type belongs to (core §4): car; the three home types; aov and
 * aov_acture; all others normal. The server checks the checkout cart with it, the journey groups by it.
 */
export function flowOf(productType: string): FlowType {
  if (productType === 'car') return 'car'
  if (CONSUMER_TYPES.includes(productType)) return 'consumer'
  if (AOV_TYPES.includes(productType)) return 'aov'
  return 'normal'
}

export const listItemSchema = z.object({
  label: z.string(),
  value: z.string(),
  type: z.enum(['money', 'date', 'text']),
})
export type ListItem = z.infer<typeof listItemSchema>

/** A cart item: the product as chosen, its monthly price now, and the lines the cart card lists. */
export const cartItemSchema = z.object({
  id: z.int(),
  /** The product as chosen; `price` is the gross monthly amount now (null: still to be calculated). */
  insurance_product: z.pick(insuranceProductSchema, {
    id: true,
    name: true,
    type: true,
    price: true,
    net_price: true,
    price_currency: true,
    require_identity_verification: true,
    gtm_data: true,
  }),
  list_items: z.array(listItemSchema),
  /**
   * The first day of cover if it is taken out now (date-rules.ts `policyStartDate`): the day the customer
   * chose on the payment step, else the earliest the partner allows. The list item "Ingangsdatum" shows it,
   * and the payment step's form starts from it.
   */
  start_date: z.iso.date(),
  /**
   * The last day of cover of a product that ends (a device: its quote's end date); absent otherwise. The
   * payment step allows no start date after it (date-rules.ts `earliestEndDate`), as the purchase.
   */
  end_date: z.optional(z.iso.date()),
  created_at: z.string(),
})
export type CartItem = z.infer<typeof cartItemSchema>

/** `GET /cart-item`, oldest first. */
export const cartResponseSchema = z.object({ result: z.array(cartItemSchema) })

/**
 * `POST /cart-item` answers 201 with the item. A product already in the cart answers 400 with
 * `non_field_errors: ['already_in_cart']`; one the user's profession may not buy (or no profession
 * yet) `field_errors.insurance_product: ['notAvailable']`; an unknown one `['notFound']`.
 */
export const addCartItemSchema = z.object({ insurance_product: z.int32().check(z.positive()) })
export type AddCartItem = z.infer<typeof addCartItemSchema>
export const ALREADY_IN_CART = 'already_in_cart'
/**
 * A product the customer holds an active policy for is never bought twice: `POST /cart-item` and
 * `POST /cart-item/purchase` answer 409 `code: 'already_insured'`, `non_field_errors: ['already_insured']`.
 */
export const ALREADY_INSURED = 'already_insured'

// `DELETE /cart-item/{id}` and `POST /cart-item/clear` answer 204. The id is plain digits; anything
// else, or another user's item, is a 404.

export const CART_EMPTY = 'cart_empty'

/**
 * `PUT /cart-item/checkout-cart` sets the checkout cart: the items of the group checked out now and its flow.
 * Every id must be an item of the user's cart (else `field_errors.cart_item_ids: ['notFound']`) and
 * of that flow's group (else `['flowMismatch']`). `GET /cart-item/checkout-cart` answers the current one
 * (an empty normal one when unset); `DELETE /cart-item/checkout-cart` clears it, which resets to normal (204).
 */
export const checkoutCartSchema = z.object({
  cart_item_ids: z.array(z.int32().check(z.positive())).check(z.maxLength(50)),
  flow: flowTypeSchema,
})
export type CheckoutCart = z.infer<typeof checkoutCartSchema>

/**
 * `POST /cart-item/prepare-checkout` starts a checkout of the whole cart: 400 `non_field_errors: ['cart_empty']`
 * on an empty cart, `['profession_required']` without a profession, `['products_not_available']` when
 * the profession may no longer buy an item. Answers the cart as it stands and the entry date the
 * journeys start from (today in Amsterdam). The paths sit under /cart-item because /checkout is a page.
 *
 * With `?start=single_group` a cart of one group (one flow, core §4: no disclaimer comes between) also
 * becomes the checkout cart, as `PUT /cart-item/checkout-cart` with all its items would make it, and
 * `checkout_cart` answers it (null when the cart holds several groups: the app sets the first group
 * itself after the disclaimer). Continue then takes one round trip, not two (issue 26).
 */
export const prepareCheckoutQuerySchema = z.object({ start: z.optional(z.literal('single_group')) })
export const prepareCheckoutResponseSchema = z.object({
  result: z.array(cartItemSchema),
  entry_date: z.iso.date(),
  checkout_cart: z.optional(z.nullable(checkoutCartSchema)),
})

/**
 * `PUT /cart-item/start-date` `{ start_date }`: the start date the customer chose on the payment step
 * becomes the start date of every item of the checkout cart (the cart shows it from then on). The date
 * follows the purchase's rule (date-rules.ts `startDateSchema`: `minDateReached`, `maxDateReached`, on
 * `start_date`); without a checkout cart 400 `non_field_errors: ['cart_empty']`. Answers the whole cart, as
 * `GET /cart-item` does.
 */
export const startDateChoiceSchema = z.object({ start_date: z.iso.date() })
export const startDateChoiceRules = (rules: { today: string; fromTomorrow: boolean; validate?: boolean }) =>
  z.object({ start_date: startDateSchema(rules) })
export type StartDateChoice = z.infer<typeof startDateChoiceSchema>
