import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { User } from '../../contract/auth'
import type { Locale } from '../../contract/common'
import { userGone, type TokenUser } from '../auth/require-user'
import type { Database } from '../db/client'
import { preparedPerDatabase } from '../db/prepared'
import { addresses, customerProfiles, partners, paymentMandates, professions, users } from '../db/schema'
import { addressView } from '../details/store'
import { toUserResponse } from './store'

const companyAddress = alias(addresses, 'company_address')
const personalAddress = alias(addresses, 'personal_address')

/** `signedInUser`'s query, built once (db/prepared.ts). */
const signedInUserQuery = preparedPerDatabase((db: Pick<Database, 'select'>) =>
  db
    .select({
      user: users,
      professionNames: professions.names,
      company: companyAddress,
      personal: personalAddress,
      mandateLast4: paymentMandates.iban_last4,
      profileIban: customerProfiles.iban,
    })
    .from(users)
    .innerJoin(
      partners,
      and(eq(partners.id, users.partner_id), eq(partners.slug, sql.placeholder('partner'))),
    )
    .leftJoin(professions, eq(professions.id, users.profession_id))
    .leftJoin(companyAddress, and(eq(companyAddress.user_id, users.id), eq(companyAddress.type, 'company')))
    .leftJoin(
      personalAddress,
      and(eq(personalAddress.user_id, users.id), eq(personalAddress.type, 'personal')),
    )
    .leftJoin(paymentMandates, eq(paymentMandates.user_id, users.id))
    .leftJoin(customerProfiles, eq(customerProfiles.user_id, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('signed_in_user'),
)

/**
 * `GET /users/me` in one query: the token's user (401 when gone, as requireUser), its profession's names,
 * both addresses and the masked payment details, which `userResponse` reads in four more round trips.
 * Answers exactly what `userResponse` does.
 */
export async function signedInUser(
  db: Pick<Database, 'select'>,
  { userId, partner }: TokenUser,
  locale: Locale,
): Promise<User> {
  const [row] = await signedInUserQuery(db).execute({ userId, partner })
  if (!row) throw userGone()
  const { user, professionNames } = row
  const last4 = row.mandateLast4 ?? row.profileIban?.slice(-4) ?? null
  return toUserResponse(user, partner, {
    profession:
      user.profession_id !== null && professionNames
        ? { id: user.profession_id, name: professionNames[locale] ?? professionNames.nl }
        : null,
    address: {
      company: row.company ? addressView(row.company) : null,
      personal: row.personal ? addressView(row.personal) : null,
    },
    paymentDetails: last4 === null ? null : { iban_last4: last4 },
  })
}
