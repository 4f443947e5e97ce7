import type { Context } from 'hono'
import { errorBody, HttpError } from '../http/errors'
import { partnerSlug } from '../http/host'
import type { CachedPartner, PartnerStore } from './store'

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
