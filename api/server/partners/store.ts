import { eq } from 'drizzle-orm'
import type { Partner } from '../../contract/partner'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { partners } from '../db/schema'
import type { Logger } from '../logger'
import { loadPartner } from './build'

export interface CachedPartner {
  partner: Partner
  /** The serialised `GET /partners` answer, sent as is on the hot path. */
  body: string
}

export interface PartnerStore {
  /** The partner of a slug from the in-memory cache (loaded once); null for an unknown slug. */
  get(slug: string): Promise<CachedPartner | null>
  /** The partner's row id, read from the database (for writes). */
  idOf(slug: string): Promise<number | null>
  /** Drops a cached partner; '*' drops all. Called on NOTIFY partner_updated and after local writes. */
  invalidate(slug: string): void
}

/**
 * Partner answers are built once per slug and kept until a `partner_updated` notification (or a local
 * write) drops them. The promise is cached, so concurrent first requests share one load; an entry dropped
 * while loading is not put back, so a load that raced a change never outlives it. Unknown slugs are not
 * cached (any host name can be asked for; a new partner is found on the next request).
 */
export function createPartnerStore(
  db: Database,
  config: Pick<Config, 'appEnv'>,
  logger: Logger,
): PartnerStore {
  const cache = new Map<string, Promise<CachedPartner | null>>()

  const load = async (slug: string): Promise<CachedPartner | null> => {
    const partner = await loadPartner(db, slug, config.appEnv, logger)
    return partner ? { partner, body: JSON.stringify({ result: [partner] }) } : null
  }

  return {
    get(slug) {
      const hit = cache.get(slug)
      if (hit) return hit
      const pending = load(slug)
      cache.set(slug, pending)
      const forget = () => {
        if (cache.get(slug) === pending) cache.delete(slug)
      }
      pending.then((found) => found ?? forget(), forget)
      return pending
    },
    async idOf(slug) {
      const [row] = await db
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.slug, slug))
        .limit(1)
      return row?.id ?? null
    },
    invalidate(slug) {
      if (slug === '*') cache.clear()
      else cache.delete(slug)
    },
  }
}
