import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getInboxBadge } from '../../api/client/inbox-badge'
import type { Http } from '../../api/client/http'
import { isFlagOn } from '../../api/contract/partner-rules'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { usePartner } from '../partner/use-partner'

export type AccountPath = '/user/policies' | '/user/details' | '/user/invoices' | '/user/inbox'

export interface AccountLink {
  to: AccountPath
  /** Its name in the account area's left navigation. */
  label: MessageDescriptor
  /** Its name in the user menu (core §2 names the policies "my insurances" there). */
  menuLabel: MessageDescriptor
  /** A count to show beside it (the inbox's 1 for an eligible income protection), 0 for none. */
  badge: number
}

/**
 * The inbox badge of the signed-in customer (`GET /inbox/badge`). The owner and the profession are part
 * of the key: what is eligible follows the profession, so choosing one asks again.
 */
export const inboxBadgeQuery = (http: Http, owner: number, profession: number | null) =>
  queryOptions({
    queryKey: ['inbox-badge', owner, profession],
    queryFn: ({ signal }) => getInboxBadge(http, signal),
    staleTime: 60_000,
  })

/**
 * The account area's pages as the left navigation and the user menu list them (core §2): policy
 * overview, my details, invoices (hidden where the partner hides invoices) and the inbox with its badge.
 */
export function useAccountLinks(): AccountLink[] {
  const { http } = useAppDeps()
  const { user } = useAuth()
  const partner = usePartner()
  const badge = useQuery({
    ...inboxBadgeQuery(http, user?.id ?? 0, user?.profession?.id ?? null),
    enabled: user !== null,
  })
  const links: AccountLink[] = [
    { to: '/user/policies', label: msg`Polisoverzicht`, menuLabel: msg`Mijn verzekeringen`, badge: 0 },
    { to: '/user/details', label: msg`Mijn gegevens`, menuLabel: msg`Mijn gegevens`, badge: 0 },
  ]
  if (!isFlagOn(partner, 'hide_invoices'))
    links.push({ to: '/user/invoices', label: msg`Facturen`, menuLabel: msg`Facturen`, badge: 0 })
  const inbox = msg`Inbox`
  links.push({ to: '/user/inbox', label: inbox, menuLabel: inbox, badge: badge.data?.badge ?? 0 })
  return links
}
