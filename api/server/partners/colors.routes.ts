import { Hono, type Context } from 'hono'
import { colorKeyPairsCreateSchema, colorKeyPairsUpdateSchema } from '../../contract/colors'
import { routes } from '../../contract/routes'
import { requireAdmin } from '../auth/require-admin'
import type { AppDeps } from '../deps'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { parseBody } from '../http/validate'
import { setColors, updateColors } from './color-service'
import { requireSlug, unknownPartner } from './require-partner'

const limit = limitBody(64 * 1024)

/**
 * The admin colour calls (core §7) over the colour service (color-service.ts). Both need an admin token
 * of the host's partner; the cached partner is dropped here, and the database's NOTIFY tells the others.
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
    const result = await setColors(db, partnerId, pairs)
    partners.invalidate(slug)
    logger.info(`colours of ${slug} set by ${admin.name}: ${pairs.map((p) => p.key).join(', ')}`)
    return c.json({ result }, 201)
  })

  /** PATCH /color-key-pairs/update: `[{ id, value }]`; every id must be one of the partner's settings. */
  on(app, routes.colorsUpdate, limit, async (c) => {
    const { slug, admin, partnerId } = await authorise(c)
    const updates = await parseBody(c, colorKeyPairsUpdateSchema)
    const result = await updateColors(db, partnerId, updates)
    partners.invalidate(slug)
    logger.info(`colours of ${slug} updated by ${admin.name}: ${result.map((r) => r.key).join(', ')}`)
    return c.json({ result })
  })
  return app
}
