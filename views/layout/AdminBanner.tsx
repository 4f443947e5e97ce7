import { lazy, Suspense, useSyncExternalStore } from 'react'
import { readAdmin, subscribeAdmin } from '../platform/admin-storage'
import { useOptionalPartner } from '../partner/use-partner'

/** The banner's content: loaded only in an admin's tab, so a customer's first page does not carry it. */
const AdminBannerContent = lazy(() =>
  import('./AdminBannerContent').then((m) => ({ default: m.AdminBannerContent })),
)

/**
 * The banner an admin of this partner sees (forms §6): who is signed in as admin, the journey charts,
 * and leaving the admin session, with the colour editor (core §4). Only an admin whose name is the
 * partner's name sees it. Plain elements: it is on every page of an admin's tab.
 */
export function AdminBanner() {
  const admin = useSyncExternalStore(subscribeAdmin, readAdmin, () => null)
  const partner = useOptionalPartner()
  if (!admin?.name || !partner || admin.name !== partner.name) return null
  return (
    <Suspense fallback={null}>
      <AdminBannerContent name={admin.name} partner={partner} />
    </Suspense>
  )
}
