import { and, eq, inArray, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { colorKeyPairsCreateSchema, colorKeyPairsUpdateSchema } from '../../contract/colors'
import { routes } from '../../contract/routes'
import { requireAdmin } from '../auth/require-admin'
import { partnerColors } from '../db/schema'
import type { AppDeps } from '../deps'
import { invalid } from '../http/errors'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { colorSetting } from '../partners/build'
import { requireSlug, unknownPartner } from './require-partner'

const limit = limitBody(64 * 1024)

/**
 * The admin colour calls (core §7). Both need an admin token of the host's partner; the database
 * triggers send NOTIFY partner_updated, so every instance drops its cached partner and tells its sockets.
 */
export function colorRoutes({ config, database, partners, logger }: AppDeps): Hono {
  const app = new Hono()
  const { db } = database

  const authorise = async (c: Context) => {
    const slug = requireSlug(c)
    const admin = await requireAdmin(c, slug, config.jwtSecret)
    const partnerId = await partners.idOf(slug)
    if (partnerId === null) throw unknownPartner(slug)
    return { slug, admin, partnerId }
  }

  /** POST /color-key-pairs: `{ key, value }` or a list of them; a key already set gets the new value. */
  on(app, routes.colorsCreate, limit, async (c) => {
    const { slug, admin, partnerId } = await authorise(c)
    const body = await parseBody(c, colorKeyPairsCreateSchema)
    const pairs = Array.isArray(body) ? body : [body]
    const rows = await db
      .insert(partnerColors)
      .values(pairs.map((p) => ({ partner_id: partnerId, key: p.key, value: p.value })))
      .onConflictDoUpdate({
        target: [partnerColors.partner_id, partnerColors.key],
        set: { value: sql`excluded.value`, updated_at: sql`now()` },
      })
      .returning()
    partners.invalidate(slug)
    logger.info(`colours of ${slug} set by ${admin.name}: ${pairs.map((p) => p.key).join(', ')}`)
    return c.json({ result: rows.map(colorSetting) }, 201)
  })

  /** PATCH /color-key-pairs/update: `[{ id, value }]`; every id must be one of the partner's settings. */
  on(app, routes.colorsUpdate, limit, async (c) => {
    const { slug, admin, partnerId } = await authorise(c)
    const updates = await parseBody(c, colorKeyPairsUpdateSchema)
    const rows = await db.transaction(async (tx) => {
      const ids = updates.map((u) => u.id)
      const owned = await tx
        .select({ id: partnerColors.id })
        .from(partnerColors)
        .where(and(eq(partnerColors.partner_id, partnerId), inArray(partnerColors.id, ids)))
      const known = new Set(owned.map((r) => r.id))
      const field_errors = Object.fromEntries(
        updates.flatMap((u, i) => (known.has(u.id) ? [] : [[`${i}.id`, ['notFound']]])),
      )
      if (Object.keys(field_errors).length > 0) {
        throw invalid(field_errors, 'Unknown colour setting.')
      }
      const saved = []
      for (const u of updates) {
        const [row] = await tx
          .update(partnerColors)
          .set({ value: u.value, updated_at: sql`now()` })
          .where(and(eq(partnerColors.id, u.id), eq(partnerColors.partner_id, partnerId)))
          .returning()
        if (row) saved.push(row)
      }
      return saved
    })
    partners.invalidate(slug)
    logger.info(`colours of ${slug} updated by ${admin.name}: ${rows.map((r) => r.key).join(', ')}`)
    return c.json({ result: rows.map(colorSetting) })
  })
  return app
}
