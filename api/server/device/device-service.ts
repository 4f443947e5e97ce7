import { and, eq } from 'drizzle-orm'
import {
  deviceQuoteFormSchema,
  type DeviceQuote,
  type DeviceQuoteInput,
  type DeviceType,
} from '../../contract/device'
import { noSuchCartItem } from '../cart/cart-service'
import type { Database } from '../db/client'
import { cartItems, insuranceProducts } from '../db/schema'
import { formatMoney } from '../products/pricing'
import { repriceCartItem } from '../questions/reprice'
import { lockUser } from '../users/store'
import { devicePremiumCents } from './pricing'
import { deviceQuotesOf, storeDeviceQuote, type DeviceQuoteRow } from './store'

type Db = Pick<Database, 'select'>

/** `userId`'s cart item `id` of a device product; another customer's, or no device, is a 404. */
async function deviceCartItem(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ id: cartItems.id, productId: cartItems.insurance_product_id })
    .from(cartItems)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
    .where(and(eq(cartItems.id, id), eq(cartItems.user_id, userId), eq(insuranceProducts.type, 'device')))
    .for('update', { of: cartItems })
  if (!row) throw noSuchCartItem()
  return row
}

/** The quote as the API answers it, with the cart item's price it leads to. */
export function deviceQuoteResponse(row: DeviceQuoteRow): DeviceQuote {
  const { net, gross } = devicePremiumCents(pricingOf(row))
  return {
    cart_item: row.cart_item_id,
    device_id: row.device_id,
    device_type: row.device_type as DeviceType,
    device_price: row.device_price,
    imeiNumber: row.imei,
    device_serial_number: row.serial_number,
    perClaim: row.per_claim,
    perYear: row.per_year,
    end_date: row.end_date,
    price: formatMoney(gross),
    net_price: formatMoney(net),
  }
}

const pricingOf = (row: DeviceQuoteRow) => ({
  device_type: row.device_type as DeviceType,
  device_price: row.device_price,
  per_claim: row.per_claim,
  per_year: row.per_year,
})

/**
 * Stores the device quote of `userId`'s cart item `cartItemId` and prices the item with it (per month,
 * with tax), under the user's row lock like the answers, so the cart shows the quote's price.
 */
export async function saveDeviceQuote(
  db: Database,
  userId: number,
  cartItemId: number,
  quote: DeviceQuoteInput,
): Promise<DeviceQuote> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const item = await deviceCartItem(tx, userId, cartItemId)
    const row = await storeDeviceQuote(tx, userId, cartItemId, quote)
    await repriceCartItem(tx, userId, item.productId)
    return deviceQuoteResponse(row)
  })
}

/** The stored quote of `userId`'s device cart item, or null when none was saved. */
export async function readDeviceQuote(db: Database, userId: number, cartItemId: number) {
  return db.transaction(async (tx) => {
    await deviceCartItem(tx, userId, cartItemId)
    const row = (await deviceQuotesOf(tx, userId, [cartItemId])).get(cartItemId)
    return row ? deviceQuoteResponse(row) : null
  })
}

/**
 * A stored quote still holds on `today`: the form's rules accept it again (the end date may have
 * passed, or a rule tightened, since it was saved).
 */
export function quoteHolds(row: DeviceQuoteRow, today: string): boolean {
  return deviceQuoteFormSchema({ today }).safeParse({
    device_type: row.device_type,
    device_price: String(row.device_price),
    imeiNumber: row.imei ?? undefined,
    device_serial_number: row.serial_number ?? undefined,
    perClaim: String(row.per_claim),
    perYear: String(row.per_year),
    end_date: row.end_date,
  }).success
}
