import { Hono, type Context } from 'hono'
import { colorKeyPairsCreateSchema, colorKeyPairsUpdateSchema } from '../../contract/color-admin'
import { routes } from '../../contract/routes'
import { requireAdmin } from '../auth/require-admin'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { listChanges, setColors, undoLatestChange, updateColors } from './color-service'
import { requireSlug, unknownPartner } from './require-partner'

const limit = limitBody(64 * 1024)

/**
 * The admin colour calls (core §7), their history and undo (issue 20 item 4), over the colour service
 * (color-service.ts: partner lock, contrast gate, change records). Each needs an admin token of the host's
 * partner; the cached partner is dropped here, and the database's NOTIFY tells the others.
 */
export function colorRoutes({ config, database, partners, logger }: AppDeps): Hono {
  const app = new Hono()
  const { db } = database

  const authorise = async (c: Context) => {
    const slug = requireSlug(c)
    const admin = await requireAdmin(c, slug, config.jwtSecret, db)
    const partnerId = await partners.idOf(slug)
    if (partnerId === null) throw unknownPartner(slug)
    return { slug, admin, partnerId }
  }

  /** POST /color-key-pairs: `{ key, value }` or a list of them; a key already set gets the new value. */
  on(app, routes.colorsCreate, limit, async (c) => {
    const { slug, admin, partnerId } = await authorise(c)
    const body = await parseBody(c, colorKeyPairsCreateSchema)
    const pairs = Array.isArray(body) ? body : [body]
    const result = await setColors(db, partnerId, admin.name, pairs)
    partners.invalidate(slug)
    logger.info(`colours of ${slug} set by ${admin.name}: ${pairs.map((p) => p.key).join(', ')}`)
    return c.json({ result }, 201)
  })

  /** PATCH /color-key-pairs/update: `[{ id, value }]`; every id must be one of the partner's settings. */
  on(app, routes.colorsUpdate, limit, async (c) => {
    const { slug, admin, partnerId } = await authorise(c)
    const updates = await parseBody(c, colorKeyPairsUpdateSchema)
    const result = await updateColors(db, partnerId, admin.name, updates)
    partners.invalidate(slug)
    logger.info(`colours of ${slug} updated by ${admin.name}: ${result.map((r) => r.key).join(', ')}`)
    return c.json({ result })
  })

  /** GET /color-key-pairs/changes: the partner's latest 50 changes (every key of each), newest first. */
  on(app, routes.colorChanges, async (c) => {
    const { partnerId } = await authorise(c)
    return c.json({ result: await listChanges(db, partnerId) })
  })

  /** POST /color-key-pairs/undo (no body): reverts the latest change not undone; `undone: null` when none is left. */
  on(app, routes.colorsUndo, limit, async (c) => {
    const { slug, admin, partnerId } = await authorise(c)
    const { undone, result } = await undoLatestChange(db, partnerId)
    if (undone !== null) {
      partners.invalidate(slug)
      logger.info(`colour change ${undone} of ${slug} undone by ${admin.name}`)
    }
    return c.json({ undone, result })
  })
  return app
}
