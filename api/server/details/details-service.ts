import { and, eq, sql } from 'drizzle-orm'
import { ADDRESS_EXISTS, type AddressCreate, type AddressPatch } from '../../contract/details'
import type { Address, PaymentDetails } from '../../contract/user-details'
import type { Database } from '../db/client'
import { addresses, customerProfiles } from '../db/schema'
import type { AppDeps } from '../deps'
import { conflict, notFoundError } from '../http/errors'
import { directDebitFailed, mandateFor } from '../payments/direct-debit'
import { PaymentProviderError } from '../payments/provider'
import type { UserRow } from '../users/store'
import { addressValues, addressView } from './store'

/**
 * `POST /addresses`: adds the customer's address of its type. One per type: when there is one already
 * the answer is 409 `address_exists` and nothing changes (the unique key decides, also for two at once).
 */
export async function createAddress(db: Database, userId: number, body: AddressCreate): Promise<Address> {
  const { type, ...fields } = body
  const [row] = await db
    .insert(addresses)
    .values({ user_id: userId, type, ...addressValues(fields) })
    .onConflictDoNothing({ target: [addresses.user_id, addresses.type] })
    .returning()
  if (!row) throw conflict(ADDRESS_EXISTS, 'An address of this type exists; change it with PATCH.')
  return addressView(row)
}

/** `PATCH /addresses/{id}`: changes the given fields of the customer's own address; any other id is a 404. */
export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  patch: AddressPatch,
): Promise<Address> {
  const [row] = await db
    .update(addresses)
    .set({ ...patch, updated_at: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.user_id, userId)))
    .returning()
  if (!row) throw notFoundError()
  return addressView(row)
}

export interface PaymentDetailsRequest {
  iban: string
  /** Recorded with the SEPA mandate. */
  client: { ipAddress: string; userAgent: string }
}

/**
 * `PUT /payment-details`: the direct debit from another account. A new mandate for the IBAN at the
 * payment provider replaces the kept one (as a purchase with another IBAN does, payments/direct-debit.ts),
 * asked for before any transaction (no row lock is held while the provider answers): when it refuses or
 * fails, 502 `direct_debit_failed` and nothing changed. Then the IBAN kept at purchase becomes this one. Invoices already made keep the account they were debited from.
 */
export async function updatePaymentDetails(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  user: UserRow,
  request: PaymentDetailsRequest,
): Promise<PaymentDetails> {
  const { db } = deps.database
  const [profile] = await db
    .select({ person: customerProfiles.person })
    .from(customerProfiles)
    .where(eq(customerProfiles.user_id, user.id))
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.company_name || 'Customer'
  try {
    await mandateFor(db, deps.payments, {
      userId: user.id,
      iban: request.iban,
      name,
      email: profile?.person.email ?? user.email ?? '',
      ...request.client,
    })
  } catch (err) {
    if (err instanceof PaymentProviderError) throw directDebitFailed()
    throw err
  }
  await db
    .update(customerProfiles)
    .set({ iban: request.iban, updated_at: sql`now()` })
    .where(eq(customerProfiles.user_id, user.id))
  return { iban_last4: request.iban.slice(-4) }
}
