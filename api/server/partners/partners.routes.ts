import { Hono, type Context } from 'hono'
import type { AppDeps } from '../deps'
import { errorBody, HttpError } from '../http/errors'
import { partnerSlug } from '../http/host'
import type { CachedPartner, PartnerStore } from '../partners/store'

export const unknownPartner = (slug: string | null) =>
  new HttpError(
    404,
    errorBody(
      'unknown_partner',
      slug ? `No partner is called "${slug}".` : 'The host name names no partner.',
    ),
  )

/** The host's slug, or a 404 unknown_partner when the host names none. */
export function requireSlug(c: Context): string {
  const slug = partnerSlug(c)
  if (!slug) throw unknownPartner(null)
  return slug
}

/** The host's partner (cached), or a 404 unknown_partner. */
export async function requirePartner(c: Context, partners: PartnerStore): Promise<CachedPartner> {
  const slug = requireSlug(c)
  const found = await partners.get(slug)
  if (!found) throw unknownPartner(slug)
  return found
}

/** `GET /partners`: the host's partner first (it is the only entry). The hot path: a cached string. */
export function partnerRoutes({ partners }: AppDeps): Hono {
  const app = new Hono()
  app.get('/partners', async (c) => {
    const { body } = await requirePartner(c, partners)
    return c.body(body, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Cache-Control': 'no-cache',
    })
  })
  return app
}
