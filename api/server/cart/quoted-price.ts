import { and, eq } from 'drizzle-orm'
import type { DeviceType } from '../../contract/device'
import type { Database } from '../db/client'
import { carQuotes, cartItems, deviceQuotes, homeQuotes } from '../db/schema'
import { devicePremiumCents } from '../device/pricing'
import { isHomeType } from '../home/rules'
import { grossCents } from '../products/pricing'

type Db = Pick<Database, 'select'>
export interface ItemPrices {
  price_cents: number | null
  net_price_cents: number | null
}
const NONE: ItemPrices = { price_cents: null, net_price_cents: null }

/**
 * Products priced only by their own quote (issue 19): a car by the cover chosen on its car quote, a device
 * by its device quote, a home product by its accepted home quote. Never by a base price times answers, so
 * no answer (not even to an old generic question through `POST /answers`) moves a quoted price, and before
 * the quote the cart says "not calculated yet".
 */
export const isQuotePriced = (type: string) => type === 'car' || type === 'device' || isHomeType(type)

/**
 * The price `userId`'s quote gives their item of the product (`isQuotePriced` types): none until the quote
 * is complete (a car's cover chosen, a home quote accepted) or when it refused.
 */
export async function quotedPrice(
  db: Db,
  userId: number,
  product: { id: number; type: string },
): Promise<ItemPrices> {
  const item = and(eq(cartItems.user_id, userId), eq(cartItems.insurance_product_id, product.id))
  if (product.type === 'car') {
    const [quote] = await db
      .select({ quote: carQuotes })
      .from(carQuotes)
      .innerJoin(cartItems, eq(cartItems.id, carQuotes.cart_item_id))
      .where(item)
    const q = quote?.quote
    if (!q || q.refusal_code !== null || q.cover === null) return NONE
    return { price_cents: q.monthly_premium_cents, net_price_cents: q.monthly_net_cents }
  }
  if (product.type === 'device') {
    const [quote] = await db
      .select({ quote: deviceQuotes })
      .from(deviceQuotes)
      .innerJoin(cartItems, eq(cartItems.id, deviceQuotes.cart_item_id))
      .where(item)
    if (!quote) return NONE
    const { net, gross } = devicePremiumCents({
      ...quote.quote,
      device_type: quote.quote.device_type as DeviceType,
    })
    return { price_cents: gross, net_price_cents: net }
  }
  if (isHomeType(product.type)) {
    // Kept per product, not per cart item: a product added again finds the quote it had.
    const [quote] = await db
      .select()
      .from(homeQuotes)
      .where(and(eq(homeQuotes.user_id, userId), eq(homeQuotes.insurance_product_id, product.id)))
    if (!quote?.offer || quote.accepted_at === null || quote.refusal !== null) return NONE
    const option = quote.offer.options.find((o) => o.id === quote.coverage)
    const extras = quote.extra_coverages.map((id) => quote.offer!.extras.find((e) => e.id === id))
    if (!option || extras.some((e) => !e)) return NONE
    const nets = [option.net_cents, ...extras.map((e) => e!.net_cents)]
    return {
      price_cents: nets.reduce((sum, net) => sum + grossCents(net), 0),
      net_price_cents: nets.reduce((sum, net) => sum + net, 0),
    }
  }
  return NONE
}
