import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { userPatchSchema } from '../../contract/auth'
import { requireUser } from '../auth/require-user'
import { users } from '../db/schema'
import type { AppDeps } from '../deps'
import { errorBody, HttpError } from '../http/errors'
import { limitBody } from '../http/limits'
import { parseBody } from '../http/validate'
import { userResponse } from '../users/store'

/** `GET /users/me` and `PATCH /users/me`: the signed-in user (core §3). */
export function userRoutes(deps: AppDeps): Hono {
  const { db } = deps.database
  const app = new Hono()

  app.get('/users/me', async (c) => {
    const { user, partner } = await requireUser(c, deps)
    return c.json(userResponse(user, partner))
  })

  app.patch('/users/me', limitBody(16 * 1024), async (c) => {
    const { user, partner } = await requireUser(c, deps)
    const patch = await parseBody(c, userPatchSchema)
    // The contract's date format allows year 0000, which PostgreSQL's date type does not.
    if (patch.birth_date?.startsWith('0000')) {
      const field_errors = { birth_date: ['invalidFormat'] }
      throw new HttpError(400, errorBody('validation_error', 'The request is not valid.', { field_errors }))
    }
    const [row] = await db
      .update(users)
      .set({
        first_name: patch.first_name,
        last_name: patch.last_name,
        profession_id: patch.profession,
        birth_date: patch.birth_date,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, user.id))
      .returning()
    return c.json(userResponse(row ?? user, partner))
  })
  return app
}
