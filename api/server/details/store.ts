import { and, eq, sql } from 'drizzle-orm'
import type { AddressFields } from '../../contract/details'
import type { Address, AddressType, PaymentDetails } from '../../contract/user-details'
import type { Database } from '../db/client'
import { addresses, customerProfiles, paymentMandates } from '../db/schema'

type AddressRow = typeof addresses.$inferSelect
type Db = Pick<Database, 'select'>

/** A kept address as the API answers it. */
export const addressView = (row: AddressRow): Address => ({
  id: row.id,
  type: row.type,
  street: row.street,
  house_number: row.house_number,
  house_number_addition: row.house_number_addition,
  postal_code: row.postal_code,
  city: row.city,
  country: row.country,
})

/** The user's company and personal address (null where there is none yet). */
export async function addressesOf(db: Db, userId: number): Promise<Record<AddressType, Address | null>> {
  const rows = await db.select().from(addresses).where(eq(addresses.user_id, userId))
  const of = (type: AddressType) => {
    const row = rows.find((r) => r.type === type)
    return row ? addressView(row) : null
  }
  return { company: of('company'), personal: of('personal') }
}

/**
 * The direct debit's account, masked: the last four of the IBAN of the current mandate, else of the
 * IBAN kept at purchase; null when there is neither. The full IBAN is never answered.
 */
export async function paymentDetailsOf(db: Db, userId: number): Promise<PaymentDetails | null> {
  const [mandate] = await db
    .select({ last4: paymentMandates.iban_last4 })
    .from(paymentMandates)
    .where(eq(paymentMandates.user_id, userId))
  if (mandate) return { iban_last4: mandate.last4 }
  const [profile] = await db
    .select({ iban: customerProfiles.iban })
    .from(customerProfiles)
    .where(eq(customerProfiles.user_id, userId))
  return profile ? { iban_last4: profile.iban.slice(-4) } : null
}

/** Keeps the user's address of `type` (the purchase's forms): replaces the one there is, else adds it. */
export async function keepAddress(
  tx: Pick<Database, 'insert'>,
  userId: number,
  type: AddressType,
  fields: AddressFields,
): Promise<void> {
  const values = addressValues(fields)
  await tx
    .insert(addresses)
    .values({ user_id: userId, type, ...values })
    .onConflictDoUpdate({
      target: [addresses.user_id, addresses.type],
      set: { ...values, updated_at: sql`now()` },
    })
}

/** The stored columns of an address's fields (the addition null when empty). */
export const addressValues = (fields: AddressFields) => ({
  street: fields.street,
  house_number: fields.house_number,
  house_number_addition: fields.house_number_addition ?? null,
  postal_code: fields.postal_code,
  city: fields.city,
  country: fields.country,
})

/** The user's own address `id`, or undefined (another customer's address is as unknown as a missing one). */
export const ownAddress = async (db: Db, userId: number, id: number) =>
  (
    await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.user_id, userId)))
  )[0]
