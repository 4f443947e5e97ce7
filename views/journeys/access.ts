import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { Http } from '../../api/client/http'
import { adminSessionSchema, type AdminSession } from '../../api/contract/admin'
import { loadMessagesPart } from '../../i18n/i18n'
import { readAdmin, writeAdmin } from '../admin/admin-storage'

/** Who may see the journey charts: anyone in development, otherwise an admin of this partner; null: nobody. */
export type JourneysViewer = { kind: 'development' } | { kind: 'admin'; name: string } | null

let confirmed: { token: string; session: AdminSession } | null = null

/** Asks the server whose admin token this is; null when it is not a valid one for this partner. */
async function confirmAdmin(http: Http, token: string): Promise<AdminSession | null> {
  if (confirmed?.token === token) return confirmed.session
  try {
    const session = await http({ path: '/admin/session', schema: adminSessionSchema, bearer: token })
    confirmed = { token, session }
    return session
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
    writeAdmin({ access_token: token, name: null, returnURL: fragment.get('return_url') })
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
