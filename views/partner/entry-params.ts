import { emailSchema } from '../../api/contract/validation'
import type { Partner } from '../../api/contract/partner'
import { isFlagOn } from '../../api/contract/partner-rules'
import { acceptedReturnUrl, ENTRY_RETURN_KEY } from './back-to-partner'

/** Session-storage key of the sign-in e-mail address a bank partner's deep link brought. */
export const ENTRY_PREFILL_KEY = 'entry-prefill-email'

/** The entry's partner parameters (core §2): read here, then removed from the address. */
export const PARTNER_ENTRY_PARAMS = ['returnURL', 'email', 'userId'] as const

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null

/**
 * Reads the entry's partner parameters (docs/partner-settings.md) and answers the query without them, so
 * the redirect takes them out of the address bar:
 * - `returnURL`, for a partner with `back_to_partner_link`: kept for the tab when accepted
 *   (`acceptedReturnUrl`), else dropped;
 * - `email`, for a partner with `prefill_deep_link`: a valid address is kept to prefill the sign-in form.
 *   It only fills a field; signing in still takes the e-mailed link;
 * - `userId`: removed and not used (nothing on the site may trust it).
 * Elsewhere all three are removed and ignored.
 */
export function takePartnerEntry(
  search: Record<string, unknown>,
  partner: Pick<Partner, 'features' | 'returnURL'> | null,
  storage: Storage | undefined = globalThis.sessionStorage,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): Record<string, unknown> {
  const rest = { ...search }
  for (const key of PARTNER_ENTRY_PARAMS) delete rest[key]
  if (!partner) return rest
  const store = (key: string, value: string | null) => {
    try {
      if (value) storage?.setItem(key, value)
      else storage?.removeItem(key)
    } catch {
      // Storage blocked: the site works without the partner's extras.
    }
  }
  if ('returnURL' in search && isFlagOn(partner, 'back_to_partner_link'))
    store(ENTRY_RETURN_KEY, acceptedReturnUrl(text(search.returnURL), partner, origin))
  if ('email' in search && isFlagOn(partner, 'prefill_deep_link')) {
    const email = emailSchema.safeParse(text(search.email)?.trim() ?? '')
    store(ENTRY_PREFILL_KEY, email.success ? email.data : null)
  }
  return rest
}

/** The sign-in address the entry brought, only while the partner's `prefill_deep_link` flag is on. */
export function entryPrefillEmail(
  partner: Pick<Partner, 'features'>,
  storage: Storage | undefined = globalThis.sessionStorage,
): string | undefined {
  if (!isFlagOn(partner, 'prefill_deep_link')) return undefined
  try {
    return storage?.getItem(ENTRY_PREFILL_KEY) ?? undefined
  } catch {
    return undefined
  }
}
