import { ApiError } from '../../api/client/api-error'
import type { Http } from '../../api/client/http'
import type { AdminSession } from '../../api/contract/admin'
import { adminRoutes } from '../../api/contract/admin.routes'
import { addMessagesPart, loadMessagesPart } from '../../i18n/i18n'
import { adminCall } from '../platform/admin-call'
import { adminSessionSettled } from '../platform/admin-handover'
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
 * Asks the server whose admin session this is, on every visit (through adminCall, which refreshes an
 * expired access token); null when it has ended or is another partner's. Any other failure (network,
 * server) is thrown: the session may be fine, so it is kept and the page shows the error with a retry.
 */
async function confirmAdmin(http: Http): Promise<AdminSession | null> {
  try {
    return await adminCall(http, adminRoutes.adminSession)
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'unauthorized' || error.status === 403)) return null
    throw error
  }
}

/**
 * The /journeys guard. An admin's session (signed in, or handed over in the fragment, which main.tsx's
 * startAdminSession takes and exchanges on any page) opens the charts. A customer in production gets
 * the not-found page (viewer null): the charts are not theirs to see.
 */
export async function requireJourneysAccess({
  context,
}: {
  context: { http: Http }
}): Promise<{ viewer: JourneysViewer }> {
  const language = loadMessagesPart('journeys')
  await adminSessionSettled()
  const stored = readAdmin()
  const session = stored ? await confirmAdmin(context.http) : null
  if (stored && !session) writeAdmin(null) // ended or another partner's: forget it
  const current = readAdmin()
  if (current && session && current.name !== session.name) writeAdmin({ ...current, name: session.name })
  await language
  if (session) return { viewer: { kind: 'admin', name: session.name } }
  return { viewer: import.meta.env.DEV ? { kind: 'development' } : null }
}
