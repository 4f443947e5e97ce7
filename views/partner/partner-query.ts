import { queryOptions } from '@tanstack/react-query'
import type { Http } from '../../api/client/http'
import type { Partner } from '../../api/contract/partner'

/** Local-storage key of the last partner answer (core §3), used to paint the brand before the API answers. */
export const PARTNER_STORAGE_KEY = 'partner-settings'

export const partnerQuery = (http: Http) =>
  queryOptions({
    queryKey: ['partner'],
    queryFn: async ({ signal }) => {
      // The call and its schema are not part of the first page: a rendered page brings its partner.
      const { getPartner } = await import('../../api/client/partners')
      const partner = await getPartner(http, signal)
      storePartner(partner)
      return partner
    },
    staleTime: 5 * 60_000,
    // Not the catalogs' 5 retries from 350 ms (i18n/retry.ts), though the partner's texts come with this
    // answer: without it there is no site to speak in. After two retries (1 s and 2 s) the customer gets
    // the boot error's retry button, or keeps the stored partner, instead of a skeleton for 11 s.
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  })

/**
 * The stored partner for this host, or undefined when absent, corrupted, or another host's. Read only on a
 * page the server did not render (its partner comes with it); the partner's schema is loaded for it.
 */
export async function readStoredPartner(
  slug: string,
  storage: Storage | undefined = globalThis.localStorage,
): Promise<Partner | undefined> {
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(PARTNER_STORAGE_KEY)
  } catch {
    return undefined
  }
  if (!raw) return undefined
  const { partnerSchema } = await import('../../api/contract/partner')
  try {
    const parsed = partnerSchema.safeParse(JSON.parse(raw))
    return parsed.success && parsed.data.slug === slug ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** Keeps the partner for the next load (and the offline page, public/offline.js), as the API last gave it. */
export function storePartner(partner: Partner, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(PARTNER_STORAGE_KEY, JSON.stringify(partner))
  } catch {
    // Storage full or blocked: the next load simply waits for the API.
  }
}

/** The partner slug this page belongs to: the first label of the host name. */
export const hostPartnerSlug = (hostname = globalThis.location?.hostname ?? '') =>
  hostname.split('.')[0] ?? ''
