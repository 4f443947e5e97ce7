import { and, eq, inArray } from 'drizzle-orm'
import type { DeviceQuoteInput } from '../../contract/device'
import type { Database } from '../db/client'
import { deviceQuotes } from '../db/schema'

type Db = Pick<Database, 'select'>
export type DeviceQuoteRow = typeof deviceQuotes.$inferSelect

/** `userId`'s device quotes of these cart items, by cart item id. */
export async function deviceQuotesOf(
  db: Db,
  userId: number,
  cartItemIds: readonly number[],
): Promise<Map<number, DeviceQuoteRow>> {
  if (cartItemIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(deviceQuotes)
    .where(and(eq(deviceQuotes.user_id, userId), inArray(deviceQuotes.cart_item_id, [...cartItemIds])))
  return new Map(rows.map((row) => [row.cart_item_id, row]))
}

/** Stores the quote of the cart item, replacing the one before (the device keeps its id). */
export async function storeDeviceQuote(
  tx: Pick<Database, 'insert'>,
  userId: number,
  cartItemId: number,
  quote: DeviceQuoteInput,
): Promise<DeviceQuoteRow> {
  const values = {
    device_type: quote.device_type,
    device_price: quote.device_price,
    imei: quote.imei,
    serial_number: quote.serial_number,
    per_claim: quote.per_claim,
    per_year: quote.per_year,
    end_date: quote.end_date,
  }
  const [row] = await tx
    .insert(deviceQuotes)
    .values({ user_id: userId, cart_item_id: cartItemId, ...values })
    .onConflictDoUpdate({ target: deviceQuotes.cart_item_id, set: { ...values, updated_at: new Date() } })
    .returning()
  if (!row) throw new Error('device quote was not stored')
  return row
}
