import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { ApiError } from '../../api/client/api-error'
import type { Http } from '../../api/client/http'
import { adminSessionSchema, type AdminSession } from '../../api/contract/admin'
import { addMessagesPart, loadMessagesPart } from '../../i18n/i18n'
import { readAdmin, writeAdmin } from '../platform/admin-storage'

addMessagesPart('journeys', {
  nl: () => import('../../i18n/locales/nl/journeys.po'),
  en: () => import('../../i18n/locales/en/journeys.po'),
  fr: () => import('../../i18n/locales/fr/journeys.po'),
  de: () => import('../../i18n/locales/de/journeys.po'),
})

/** Who may see the journey charts: anyone in development, otherwise an admin of this partner; null: nobody. */
export type JourneysViewer = { kind: 'development' } | { kind: 'admin'; name: string } | null

/**
 * Asks the server whose admin token this is, on every visit (a token expires after hours); null when
 * it is not a valid one for this partner. Any other failure (network, server) is thrown: the token
 * may be fine, so it is kept and the page shows the error with a retry.
 */
async function confirmAdmin(http: Http, token: string): Promise<AdminSession | null> {
  try {
    return await http({ path: '/admin/session', schema: adminSessionSchema, bearer: token })
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'unauthorized' || error.status === 403)) return null
    throw error
  }
}

/** The return address an admin link brings, when it is on this site (never a way off it). */
function sameSite(address: string | null): string | null {
  if (!address) return null
  try {
    const url = new URL(address, window.location.origin)
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/**
 * The /journeys guard. An admin arrives with `#admin_token=<token>[&return_url=<address>]` (the
 * fragment never reaches a server log); the token is kept for this tab and the fragment dropped. A
 * customer in production gets the not-found page (viewer null): the charts are not theirs to see.
 */
export async function requireJourneysAccess({
  location,
  context,
}: {
  location: ParsedLocation
  context: { http: Http }
}): Promise<{ viewer: JourneysViewer }> {
  const fragment = new URLSearchParams(location.hash)
  const token = fragment.get('admin_token')
  if (token) {
    writeAdmin({ access_token: token, name: null, returnURL: sameSite(fragment.get('return_url')) })
    throw redirect({ to: location.pathname, search: location.search, hash: '', replace: true } as never)
  }
  const language = loadMessagesPart('journeys')
  const stored = readAdmin()
  const session = stored ? await confirmAdmin(context.http, stored.access_token) : null
  if (stored && !session) writeAdmin(null) // expired, forged or another partner's: forget it
  if (stored && session && stored.name !== session.name) writeAdmin({ ...stored, name: session.name })
  await language
  if (session) return { viewer: { kind: 'admin', name: session.name } }
  return { viewer: import.meta.env.DEV ? { kind: 'development' } : null }
}
