import type { Database } from '../db/client'
import { repriceCartItem } from '../questions/reprice'
import { clearConfirmations } from './store'

/**
 * After the user's profession changed (in the transaction that changed it, the user's row locked): a
 * confirmed income-protection premium was priced for the old risk class, so it is cleared and its cart
 * item priced as before the confirmation; the customer confirms the premium again.
 */
export async function afterProfessionChange(
  tx: Pick<Database, 'select' | 'insert' | 'update'>,
  userId: number,
) {
  for (const product of await clearConfirmations(tx, userId)) await repriceCartItem(tx, userId, product)
}
