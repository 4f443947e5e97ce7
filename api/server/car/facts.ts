import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { carQuotes } from '../db/schema'
import type { Checkout } from '../purchase/facts'
import type { ItemFacts } from '../purchase/outcome'

type Db = Pick<Database, 'select'>

/**
 * The car items' facts by product id (issue 19): not the product's generic questions (the car quote form
 * asks what they ask) but the journey's quote. A car is insured only with an accepted quote whose chosen
 * cover priced the item (only the quote prices a car: cart/quoted-price.ts); no quote, a refusal or no
 * cover chosen leaves it unpriced, `additional_information`.
 */
export async function carFacts(
  db: Db,
  userId: number,
  items: Checkout['items'],
): Promise<Map<number, Pick<ItemFacts, 'questions' | 'chosen' | 'priced'>>> {
  const cars = items.filter(({ product }) => product.type === 'car')
  if (cars.length === 0) return new Map()
  const quotes = await db
    .select()
    .from(carQuotes)
    .where(
      and(
        eq(carQuotes.user_id, userId),
        inArray(
          carQuotes.cart_item_id,
          cars.map(({ item }) => item.id),
        ),
      ),
    )
  const quoteOf = new Map(quotes.map((q) => [q.cart_item_id, q]))
  return new Map(
    cars.map(({ item, product }) => {
      const quote = quoteOf.get(item.id)
      const accepted =
        quote !== undefined &&
        quote.refusal_code === null &&
        quote.cover !== null &&
        item.price_cents !== null
      return [product.id, { questions: [], chosen: [], priced: accepted }]
    }),
  )
}
