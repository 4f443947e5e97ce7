import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { userPatchSchema } from '../../contract/auth'
import { localeFromAcceptLanguage } from '../../contract/common'
import { routes } from '../../contract/routes'
import { afterProfessionChange } from '../aov/profession'
import { requireUser } from '../auth/require-user'
import { CATCH_ALL_PROFESSION } from '../db/professions-data'
import { professions, users } from '../db/schema'
import type { AppDeps } from '../deps'
import { invalid } from '../http/errors'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { findProfession } from '../professions/catalogue'
import { lockUser, userResponse } from '../users/store'

/**
 * `GET /users/me` and `PATCH /users/me`: the signed-in user (core §3), the profession's name in the
 * request's language. Patching an unknown profession id is a 400 (`profession: ['notFound']`).
 */
export function userRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  on(app, routes.currentUser, async (c) => {
    const { user, partner } = await requireUser(c, deps)
    return c.json(
      await userResponse(db, user, partner, localeFromAcceptLanguage(c.req.header('accept-language'))),
    )
  })

  on(app, routes.updateCurrentUser, limitBody(16 * 1024), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const patch = await parseBody(c, userPatchSchema)
    // The contract's date format allows year 0000, which PostgreSQL's date type does not.
    if (patch.birth_date?.startsWith('0000')) throw invalid({ birth_date: ['invalidFormat'] })
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'))
    if (typeof patch.profession === 'number' && !(await findProfession(db, patch.profession, locale))) {
      throw invalid({ profession: ['notFound'] })
    }
    // Described in one's own words, with no catalogue profession: the catch-all profession.
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
          updated_at: sql`now()`,
        })
        .where(eq(users.id, user.id))
        .returning()
      // Income protection was priced for the old profession's risk class: its premium is confirmed again.
      if (professionId !== undefined && professionId !== before?.profession_id)
        await afterProfessionChange(tx, user.id)
      return updated
    })
    return c.json(await userResponse(db, row ?? user, partner, locale))
  })
  return app
}

async function catchAllProfessionId(db: AppDeps['database']['db']): Promise<number> {
  const [row] = await db
    .select({ id: professions.id })
    .from(professions)
    .where(eq(professions.slug, CATCH_ALL_PROFESSION))
    .limit(1)
  if (!row) throw new Error('the catch-all profession is not seeded')
  return row.id
}
