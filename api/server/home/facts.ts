import type { Database } from '../db/client'
import type { Checkout } from '../purchase/facts'
import type { ItemFacts } from '../purchase/outcome'
import { isHomeType } from './rules'
import { homeAnswersOf, homeQuestionsOf, homeQuotesOf } from './store'

type Db = Pick<Database, 'select'>

/**
 * The home items' facts by product id (issue 19): not every seeded question of the product but what the
 * home journey asks and stores for `userId`: the home form's questions of the product answered, the
 * consequences of the options chosen (a refusing answer makes the item `unavailable`), and priced only
 * on an accepted quote (`POST /allianz/accept-quote`): a home product is never taken out unquoted.
 */
export async function homeFacts(
  db: Db,
  userId: number,
  items: Checkout['items'],
): Promise<Map<number, Pick<ItemFacts, 'questions' | 'chosen' | 'priced'>>> {
  const ids = items.filter(({ product }) => isHomeType(product.type)).map(({ product }) => product.id)
  if (ids.length === 0) return new Map()
  const asked = await homeQuestionsOf(db, ids)
  const quotes = await homeQuotesOf(db, userId, ids)
  const facts = new Map<number, Pick<ItemFacts, 'questions' | 'chosen' | 'priced'>>()
  for (const { item, product } of items.filter(({ product }) => ids.includes(product.id))) {
    const given = await homeAnswersOf(db, userId, product.id)
    const quote = quotes.get(product.id)
    facts.set(product.id, {
      questions: asked
        .filter((q) => q.product === product.id)
        .map((q) => ({ group: 'normal' as const, answered: given.some((a) => a.question === q.id) })),
      chosen: given.map((a) => a.consequence),
      priced: item.price_cents !== null && quote?.accepted_at != null && quote.refusal === null,
    })
  }
  return facts
}
