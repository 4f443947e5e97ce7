import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { cartItems, insuranceProducts } from '../db/schema'
import { repriceCartItem } from '../questions/reprice'
import { clearConfirmations, isIncomeProtection } from './store'

/**
 * After the user's profession changed (in the transaction that changed it, the user's row locked): a
 * confirmed income-protection premium was priced for the old risk class, so it is cleared (the customer
 * confirms the premium again), and every income-protection cart item is priced for the new class (its
 * cover, chosen or the medium preset, costs what the premium page now says).
 */
export async function afterProfessionChange(
  tx: Pick<Database, 'select' | 'insert' | 'update'>,
  userId: number,
) {
  const cleared = await clearConfirmations(tx, userId)
  const items = await tx
    .select({ product: cartItems.insurance_product_id, type: insuranceProducts.type })
    .from(cartItems)
    .innerJoin(insuranceProducts, eq(insuranceProducts.id, cartItems.insurance_product_id))
    .where(eq(cartItems.user_id, userId))
  const income = items.filter((item) => isIncomeProtection(item.type)).map((item) => item.product)
  for (const product of new Set([...cleared, ...income])) await repriceCartItem(tx, userId, product)
}
