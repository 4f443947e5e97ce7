import { isFlagOn, type Partner } from '../../api/contract/partner'

/**
 * Where the back-to-partner link goes (core §2 user menu, for one bank partner): the partner's configured
 * return address, when its `back_to_partner_link` flag is on and the address is a web address.
 */
export function backToPartnerUrl(partner: Pick<Partner, 'features' | 'returnURL'>): string | null {
  if (!isFlagOn(partner, 'back_to_partner_link') || !partner.returnURL) return null
  try {
    const url = new URL(partner.returnURL)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
