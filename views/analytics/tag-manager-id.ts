import type { Partner } from '../../api/contract/partner'
import { tagManagerIdOf } from '../../api/contract/tag-manager'
import { useOptionalPartner } from '../partner/use-partner'
import { isProductionSite } from '../platform/runtime-config'

/**
 * The tag manager container this page may load once the customer consents: only on a production site, and
 * only for a partner with a container. Null: nothing to consent to, so no banner, no footer link, no
 * consent command. The rest of the consent code loads only when this is not null (docs/analytics.md).
 */
export const pageTagManagerId = (partner: Partner): string | null =>
  isProductionSite() ? tagManagerIdOf(partner) : null

/** `pageTagManagerId` of the host's partner, for the banner and the footer. */
export function useTagManagerId(): string | null {
  const partner = useOptionalPartner()
  return partner ? pageTagManagerId(partner) : null
}
