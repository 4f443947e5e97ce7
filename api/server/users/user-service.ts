import { eq, sql } from 'drizzle-orm'
import type { Locale } from '../../contract/common'
import type { User, UserPatch } from '../../contract/auth'
import { afterProfessionChange } from '../aov/profession'
import type { Database } from '../db/client'
import { CATCH_ALL_PROFESSION } from '../db/professions-data'
import { professions, users } from '../db/schema'
import { invalid } from '../http/errors'
import { findProfession } from '../professions/catalogue'
import { lockUser, userResponse, type UserRow } from './store'

/**
 * Changes the signed-in user's own details (core §3): an unknown profession id is a 400
 * (`profession: ['notFound']`); a profession described in one's own words is the catch-all profession.
 * Income protection was priced for the old profession's risk class, so a new profession has its premium
 * confirmed again (afterProfessionChange). The account area changes the phone and the company here too
 * (issue 18). Answers the user as `GET /users/me` does.
 */
export async function updateUser(
  db: Database,
  user: UserRow,
  partner: string,
  patch: UserPatch,
  locale: Locale,
): Promise<User> {
  // The contract's date format allows year 0000, which PostgreSQL's date type does not.
  if (patch.birth_date?.startsWith('0000')) throw invalid({ birth_date: ['invalidFormat'] })
  if (typeof patch.profession === 'number' && !(await findProfession(db, patch.profession, locale))) {
    throw invalid({ profession: ['notFound'] })
  }
  const manual = patch.profession === undefined && typeof patch.profession_description === 'string'
  const professionId = manual ? await catchAllProfessionId(db) : patch.profession
  const row = await db.transaction(async (tx) => {
    const before = await lockUser(tx, user.id)
    const [updated] = await tx
      .update(users)
      .set({
        first_name: patch.first_name,
        last_name: patch.last_name,
        profession_id: professionId,
        profession_description: patch.profession_description,
        birth_date: patch.birth_date,
        phone_number: patch.phone_number,
        company_name: patch.company_name,
        chamber_of_commerce_number: patch.chamber_of_commerce_number,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, user.id))
      .returning()
    if (professionId !== undefined && professionId !== before?.profession_id)
      await afterProfessionChange(tx, user.id)
    return updated
  })
  return userResponse(db, row ?? user, partner, locale)
}

async function catchAllProfessionId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: professions.id })
    .from(professions)
    .where(eq(professions.slug, CATCH_ALL_PROFESSION))
    .limit(1)
  if (!row) throw new Error('the catch-all profession is not seeded')
  return row.id
}
