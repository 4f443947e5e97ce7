import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import classes from './layout.module.css'
import { readAdmin, subscribeAdmin, writeAdmin } from '../platform/admin-storage'
import { usePartner } from '../partner/use-partner'

/** Where leaving the admin session goes: its return address (a path on this site), else home. */
const exitTo = (returnURL: string | null) =>
  returnURL?.startsWith('/') && !returnURL.startsWith('//') ? returnURL : '/'

/** The colour editor and its catalog: a chunk of its own, requested only for an admin of this partner. */
const AdminEditor = lazy(() => import('../admin/editor/load').then((m) => m.loadEditor()))

/**
 * The banner an admin of this partner sees (forms §6): who is signed in as admin, the journey charts,
 * and leaving the admin session. Plain elements: it is on every page of an admin's tab. The colour
 * editor (core §4) comes in only when the admin's name is the partner's.
 */
export function AdminBanner() {
  const admin = useSyncExternalStore(subscribeAdmin, readAdmin, () => null)
  const partner = usePartner()
  if (!admin?.name) return null
  const name = admin.name
  return (
    <aside className={classes.adminBanner} data-testid="admin-banner">
      <span>
        <Trans>Beheerder: {name}</Trans>
      </span>
      {name === partner.name && (
        <Suspense fallback={null}>
          <AdminEditor partner={partner} />
        </Suspense>
      )}
      <Link to="/journeys">
        <Trans>Journeykaarten</Trans>
      </Link>
      <button
        type="button"
        onClick={() => {
          writeAdmin(null)
          window.location.assign(exitTo(admin.returnURL))
        }}
      >
        <Trans>Beheer verlaten</Trans>
      </button>
    </aside>
  )
}
