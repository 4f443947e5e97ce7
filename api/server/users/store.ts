import { and, eq, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { User } from '../../contract/auth'
import type { Locale } from '../../contract/common'
import type { Database } from '../db/client'
import { partners, professions, users } from '../db/schema'
import { addressesOf, paymentDetailsOf } from '../details/store'
import { findProfession } from '../professions/catalogue'
import { requireSlug, unknownPartner } from '../partners/require-partner'

export type UserRow = typeof users.$inferSelect
type Db = Pick<Database, 'select' | 'insert'>

/**
 * Locks the user's row for the transaction: writes of one user's answers, cart adds and income-protection
 * reviews and applications run one at a time, so every reprice of a cart item sees the others.
 */
export const lockUser = async (tx: Pick<Database, 'select'>, userId: number): Promise<UserRow | undefined> =>
  (await tx.select().from(users).where(eq(users.id, userId)).for('update'))[0]

/** The columns of the host's partner that the auth routes need (the secret is never cached or sent). */
export async function hostPartner(c: Context, db: Db) {
  const slug = requireSlug(c)
  const [row] = await db
    .select({
      id: partners.id,
      slug: partners.slug,
      name: partners.name,
      languages: partners.languages,
      default_language: partners.default_language,
      signature_secret: partners.signature_secret,
      login_via_email_available: partners.login_via_email_available,
    })
    .from(partners)
    .where(eq(partners.slug, slug))
    .limit(1)
  if (!row) throw unknownPartner(slug)
  return row
}
export type HostPartner = Awaited<ReturnType<typeof hostPartner>>

/**
 * A user row as `GET /users/me` answers it, with the profession's name in `locale`, and the account
 * area's details: phone, company, both addresses and the masked payment details (details/store.ts).
 */
export async function userResponse(
  db: Pick<Database, 'select'>,
  row: UserRow,
  partner: string,
  locale: Locale,
): Promise<User> {
  const profession = row.profession_id === null ? null : await findProfession(db, row.profession_id, locale)
  return toUserResponse(row, partner, {
    profession: profession && { id: profession.id, name: profession.name },
    address: await addressesOf(db, row.id),
    paymentDetails: await paymentDetailsOf(db, row.id),
  })
}

/** The answer of `GET /users/me` from what was read (by userResponse, or signed-in-user.ts in one query). */
export function toUserResponse(
  row: UserRow,
  partner: string,
  read: {
    profession: User['profession']
    address: { company: User['company_address']; personal: User['personal_address'] }
    paymentDetails: User['payment_details']
  },
): User {
  const { profession, address, paymentDetails } = read
  const hasCompany = row.company_name !== null || row.chamber_of_commerce_number !== null
  return {
    id: row.id,
    email: row.email,
    external_id: row.external_id,
    first_name: row.first_name,
    last_name: row.last_name,
    profession,
    profession_description: row.profession_description,
    birth_date: row.birth_date,
    company_address: address.company,
    personal_address: address.personal,
    partner,
    phone_number: row.phone_number,
    company: hasCompany
      ? { name: row.company_name, chamber_of_commerce_number: row.chamber_of_commerce_number }
      : null,
    payment_details: paymentDetails,
  }
}

/** The partner's user with this e-mail address, created on first sign-in. */
export async function userByEmail(db: Db, partnerId: number, email: string): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ partner_id: partnerId, email })
    .onConflictDoUpdate({ target: [users.partner_id, users.email], set: { updated_at: sql`now()` } })
    .returning()
  if (!row) throw new Error('user by e-mail was not stored')
  return row
}

/** The partner's user with this external id, its row locked for the transaction; undefined before the first login. */
export const lockedUserByExternalId = async (
  tx: Pick<Database, 'select'>,
  partnerId: number,
  externalId: string,
): Promise<UserRow | undefined> =>
  (
    await tx
      .select()
      .from(users)
      .where(and(eq(users.partner_id, partnerId), eq(users.external_id, externalId)))
      .for('update')
  )[0]

/**
 * The partner's user with this external id, created on first login; a given profession is saved when it
 * exists (an unknown id from the partner's platform is ignored rather than failing the login).
 */
export async function userByExternalId(
  db: Db,
  partnerId: number,
  externalId: string,
  professionId: number | undefined,
): Promise<UserRow> {
  const profession = professionId === undefined ? null : knownProfession(professionId)
  const [row] = await db
    .insert(users)
    .values({ partner_id: partnerId, external_id: externalId, profession_id: profession })
    .onConflictDoUpdate({
      target: [users.partner_id, users.external_id],
      set: {
        profession_id: sql`coalesce(excluded.profession_id, ${users.profession_id})`,
        updated_at: sql`now()`,
      },
    })
    .returning()
  if (!row) throw new Error('user by external id was not stored')
  return row
}

/** The user `id` of the partner `slug`, or null. */
export async function findUser(db: Db, id: number, slug: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partner_id))
    .where(and(eq(users.id, id), eq(partners.slug, slug)))
    .limit(1)
  return row?.user ?? null
}

/** `id` when the profession exists, else null (as SQL, for inserts and updates). */
export const knownProfession = (id: number) =>
  sql<number | null>`(select ${professions.id} from ${professions} where ${professions.id} = ${id})`
