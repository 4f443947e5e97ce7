import type { Partner } from '../../api/contract/partner'
import { isFlagOn } from '../../api/contract/partner-rules'
import { hostOf, safeReturnUrl } from '../../api/contract/return-url'

/** Session-storage key of the return address the entry brought (`?returnURL=`), once accepted. */
export const ENTRY_RETURN_KEY = 'entry-return-url'

type ReturnPartner = Pick<Partner, 'features' | 'returnURL'>

const siteOrigin = () => globalThis.location?.origin ?? 'http://localhost'

/**
 * An entry's `returnURL` when it may be followed for this partner: on this site, or on the host of the
 * partner's configured return address (never another host, a script address or their encodings).
 */
export function acceptedReturnUrl(
  address: string | null | undefined,
  partner: Pick<Partner, 'returnURL'>,
  origin: string = siteOrigin(),
): string | null {
  const host = hostOf(partner.returnURL)
  return safeReturnUrl(address, { origin, allowedHosts: host ? [host] : [] })
}

/** The return address this tab's entry brought, as stored (checked again where it is used). */
export function readEntryReturnUrl(storage: Storage | undefined = globalThis.sessionStorage): string | null {
  try {
    return storage?.getItem(ENTRY_RETURN_KEY) ?? null
  } catch {
    return null
  }
}

/**
 * The dismiss deep link (core §2 header): the return address the bank partner's app handed over at entry,
 * when its `back_to_partner_link` flag is on and the address is accepted. Null otherwise.
 */
export function dismissUrl(
  partner: ReturnPartner,
  entryReturn: string | null = readEntryReturnUrl(),
  origin: string = siteOrigin(),
): string | null {
  if (!isFlagOn(partner, 'back_to_partner_link')) return null
  return acceptedReturnUrl(entryReturn, partner, origin)
}

/**
 * Where "back to <partner>" goes (core §2 user menu, for one bank partner; the result page): with the
 * `back_to_partner_link` flag on, the entry's accepted return address, else the partner's configured one
 * when it is a web address. Null when the flag is off.
 */
export function backToPartnerUrl(
  partner: ReturnPartner,
  entryReturn: string | null = readEntryReturnUrl(),
  origin: string = siteOrigin(),
): string | null {
  if (!isFlagOn(partner, 'back_to_partner_link')) return null
  const fromEntry = acceptedReturnUrl(entryReturn, partner, origin)
  if (fromEntry) return fromEntry
  if (!partner.returnURL) return null
  try {
    const url = new URL(partner.returnURL)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
