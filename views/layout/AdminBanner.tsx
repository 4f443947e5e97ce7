import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import classes from './layout.module.css'
import { readAdmin, subscribeAdmin } from '../platform/admin-storage'
import { useAppDeps } from '../platform/deps'
import { useOptionalPartner } from '../partner/use-partner'

/** The colour editor and its catalog: a chunk of its own, requested only for an admin of this partner. */
const AdminEditor = lazy(() => import('../admin/editor/load').then((m) => m.loadEditor()))

/**
 * The banner an admin of this partner sees (forms §6): who is signed in as admin, the journey charts,
 * and leaving the admin session, with the colour editor (core §4). Only an admin whose name is the
 * partner's name sees it. Plain elements: it is on every page of an admin's tab.
 */
export function AdminBanner() {
  const admin = useSyncExternalStore(subscribeAdmin, readAdmin, () => null)
  const partner = useOptionalPartner()
  const { http } = useAppDeps()
  if (!admin?.name || !partner || admin.name !== partner.name) return null
  const name = admin.name
  return (
    <aside className={classes.adminBanner} data-testid="admin-banner">
      <span>
        <Trans>Beheerder: {name}</Trans>
      </span>
      <Suspense fallback={null}>
        <AdminEditor partner={partner} />
      </Suspense>
      <Link to="/journeys">
        <Trans>Journeykaarten</Trans>
      </Link>
      <button
        type="button"
        onClick={() => {
          // Loaded on the click: a customer's pages never carry the admin session's code.
          void import('../platform/admin-exit').then(({ exitAdminSession }) =>
            exitAdminSession(http, partner),
          )
        }}
      >
        <Trans>Beheer verlaten</Trans>
      </button>
    </aside>
  )
}
