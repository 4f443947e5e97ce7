import type { PartnerSocketMessage } from '../../contract/partner'
import type { DatabaseHandle } from '../db/client'
import type { RealtimeHub } from '../realtime'
import type { PartnerStore } from './store'

export const partnerChannel = (slug: string) => `partner:${slug}`

/**
 * On NOTIFY partner_updated (sent by the database triggers on every instance's behalf): drop the cached
 * partner and tell this instance's sockets of that partner. '*' means every partner.
 */
export async function watchPartnerUpdates(
  database: DatabaseHandle,
  partners: PartnerStore,
  realtime: RealtimeHub,
) {
  return database.listen('partner_updated', (slug) => {
    partners.invalidate(slug)
    const slugs =
      slug === '*'
        ? realtime
            .channels()
            .filter((ch) => ch.startsWith('partner:'))
            .map((ch) => ch.slice('partner:'.length))
        : [slug]
    for (const s of slugs) {
      const message: PartnerSocketMessage = { type: 'partner.updated', slug: s }
      realtime.deliver(partnerChannel(s), message)
    }
  })
}
