import { useEffect, useState } from 'react'
import type { Partner } from '../../api/contract/partner'
import { isFlagOn } from '../../api/contract/partner-rules'

/**
 * The bank partner's way back (back-to-partner.ts): `menu` for the user menu, `dismiss` for the header's
 * back-to-app link. Its module (the return-address checks) is loaded only for a partner whose
 * `back_to_partner_link` flag is on, so no other partner's first page carries it. Null until then.
 */
export function useBackToPartner(
  partner: Pick<Partner, 'features' | 'returnURL'>,
  which: 'menu' | 'dismiss',
): string | null {
  const on = isFlagOn(partner, 'back_to_partner_link')
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!on) return
    let live = true
    void import('./back-to-partner').then((m) => {
      if (live) setUrl(which === 'menu' ? m.backToPartnerUrl(partner) : m.dismissUrl(partner))
    })
    return () => {
      live = false
    }
  }, [on, partner, which])
  return on ? url : null
}
