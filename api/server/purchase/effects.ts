import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '../../contract/common'
import type { PurchaseBody } from '../../contract/purchase'
import type { CartItemRow } from '../cart/store'
import { keepAddress } from '../details/store'
import type { Database } from '../db/client'
import type { PolicyCover } from '../policies/cover'
import {
  cartItems,
  checkoutCarts,
  customerProfiles,
  invoicePolicies,
  invoices,
  policies,
  users,
} from '../db/schema'

type Tx = Pick<Database, 'insert' | 'update' | 'delete'>
export type PolicyRow = typeof policies.$inferSelect
export type InvoiceRow = typeof invoices.$inferSelect

/** Where the purchase was made: the invoice's currency, and the site and language of its reminder. */
export interface InvoiceContext {
  currency: string
  origin: string
  locale: Locale
}

/**
 * The effects of a purchase, run in its transaction after the outcomes are decided: a policy per insured
 * item (active from the payment's start date, at the item's monthly price, with its cover lines from
 * `covers` by cart item id, its last day of cover from `endDates`: a device's chosen end date), one first invoice over them (`unfinished` until its direct debit starts, due
 * on the start date), nothing for the other items. Answers the policies by cart item id.
 */
export async function takeOut(
  tx: Tx,
  userId: number,
  insured: readonly CartItemRow[],
  payment: PurchaseBody['payment'],
  context: InvoiceContext,
  covers: ReadonlyMap<number, PolicyCover> = new Map(),
  endDates: ReadonlyMap<number, string> = new Map(),
): Promise<{ policies: Map<number, PolicyRow>; invoice: InvoiceRow | null }> {
  const made = new Map<number, PolicyRow>()
  if (insured.length === 0) return { policies: made, invoice: null }
  const priceOf = (item: CartItemRow) => {
    // itemOutcome only insures a priced item.
    if (item.price_cents === null) throw new Error(`cart item ${item.id} is insured without a price`)
    return item.price_cents
  }
  for (const item of insured) {
    const [row] = await tx
      .insert(policies)
      .values({
        user_id: userId,
        insurance_product_id: item.insurance_product_id,
        status: 'active',
        start_date: payment.start_date,
        monthly_price_cents: priceOf(item),
        monthly_net_price_cents: item.net_price_cents,
        cover: covers.get(item.id) ?? null,
        end_date: endDates.get(item.id) ?? null,
      })
      .returning()
    if (!row) throw new Error('policy was not stored')
    made.set(item.id, row)
  }
  const [invoice] = await tx
    .insert(invoices)
    .values({
      user_id: userId,
      status: 'unfinished',
      amount_cents: insured.reduce((sum, item) => sum + priceOf(item), 0),
      due_date: payment.start_date,
      iban_last4: payment.iban_number.slice(-4),
      ...context,
    })
    .returning()
  if (!invoice) throw new Error('invoice was not stored')
  await tx.insert(invoicePolicies).values(
    // The first invoice bills each policy's period 0 (the monthly run, billing/invoice-run.ts, the rest).
    [...made.values()].map((policy) => ({
      invoice_id: invoice.id,
      policy_id: policy.id,
      period_start: policy.start_date,
    })),
  )
  return { policies: made, invoice }
}

/**
 * Keeps the customer's details for the account area and the follow-up of items not insured: the forms
 * in `customer_profiles` (the IBAN in full, never answered in full); names, birth date, phone and company
 * on the user; the company's and the personal address in `addresses` (the account area changes them).
 */
export async function saveProfile(tx: Tx, userId: number, body: PurchaseBody): Promise<void> {
  const { have_address_looked_up: _lookedUp, ...address } = body.address
  // A consumer (home insurance) has no company: a company kept from an earlier purchase stays.
  const company = body.company ?? null
  const profile = { person: body.person, address, iban: body.payment.iban_number }
  await tx
    .insert(customerProfiles)
    .values({ user_id: userId, company, ...profile })
    .onConflictDoUpdate({
      target: customerProfiles.user_id,
      set: { ...profile, ...(company ? { company } : {}), updated_at: sql`now()` },
    })
  const { first_name, last_name, birth_date, phone_number } = body.person
  await tx
    .update(users)
    .set({ first_name, last_name, birth_date, phone_number, updated_at: sql`now()` })
    .where(eq(users.id, userId))
  if (company) {
    const { company_name, chamber_of_commerce_number, ...companyAddress } = company
    await tx.update(users).set({ company_name, chamber_of_commerce_number }).where(eq(users.id, userId))
    await keepAddress(tx, userId, 'company', companyAddress)
  }
  await keepAddress(tx, userId, 'personal', address)
}

/**
 * Ends the checkout: the insured items leave the cart, the others stay in it (out of the checkout cart)
 * for the follow-up, and the checkout cart is cleared, so a second purchase finds none.
 */
export async function endCheckout(tx: Tx, userId: number, purchasedIds: readonly number[]): Promise<void> {
  if (purchasedIds.length > 0) {
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.user_id, userId), inArray(cartItems.id, [...purchasedIds])))
  }
  await tx.update(cartItems).set({ in_checkout: false }).where(eq(cartItems.user_id, userId))
  await tx.delete(checkoutCarts).where(eq(checkoutCarts.user_id, userId))
}
