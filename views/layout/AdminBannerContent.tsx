import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { Partner } from '../../api/contract/partner'
import classes from './layout.module.css'
import { useAppDeps } from '../platform/deps'

/** The colour editor and its catalog: a chunk of its own, requested only for an admin of this partner. */
const AdminEditor = lazy(() => import('../admin/editor/load').then((m) => m.loadEditor()))

/**
 * The banner itself (see AdminBanner.tsx, which loads it only in an admin's tab): who is signed in as
 * admin, the journey charts, and leaving the admin session, with the colour editor (core §4).
 */
export function AdminBannerContent({ name, partner }: { name: string; partner: Partner }) {
  const { http } = useAppDeps()
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
