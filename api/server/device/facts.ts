import { todayInNl } from '../../contract/date-rules'
import type { Database } from '../db/client'
import type { Checkout } from '../purchase/facts'
import type { ItemFacts } from '../purchase/outcome'
import { quoteHolds } from './device-service'
import { deviceQuotesOf } from './store'

type Db = Pick<Database, 'select'>

/** Device insurance's product type. */
export const isDevice = (type: string) => type === 'device'

/**
 * The device items' facts by product id: not the product's questions but the device quote
 * (`PUT /device-quote/:id`), as one normal question answered only when a quote is stored for the cart
 * item and still holds today (device-service.ts `quoteHolds`). Without one the item is
 * `additional_information`, never insured.
 */
export async function deviceFacts(
  db: Db,
  userId: number,
  items: Checkout['items'],
  today = todayInNl(),
): Promise<Map<number, Pick<ItemFacts, 'questions' | 'chosen'>>> {
  const devices = items.filter(({ product }) => isDevice(product.type))
  const quotes = await deviceQuotesOf(
    db,
    userId,
    devices.map(({ item }) => item.id),
  )
  return new Map(
    devices.map(({ item, product }) => {
      const quote = quotes.get(item.id)
      const answered = quote !== undefined && quoteHolds(quote, today)
      return [product.id, { questions: [{ group: 'normal' as const, answered }], chosen: [] }]
    }),
  )
}
