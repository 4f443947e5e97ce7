import type { Http } from '../../api/client/http'
import { readAdmin } from './admin-storage'

/** What the partner portal hands over in the fragment (impersonation, core §4): never sent to a server log. */
export interface AdminHandover {
  token: string
  name: string | null
  returnURL: string | null
}

/**
 * Takes `#admin_token=…&name=…&return_url=…` out of the address bar at once (history.replaceState),
 * whatever becomes of it: the token must not stay there, be bookmarked or shared. Null without one.
 */
export function takeAdminHandover(): AdminHandover | null {
  if (!window.location.hash.includes('admin_token=')) return null
  const fragment = new URLSearchParams(window.location.hash.slice(1))
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  const token = fragment.get('admin_token')
  return token ? { token, name: fragment.get('name'), returnURL: fragment.get('return_url') } : null
}

let settled: Promise<void> = Promise.resolve()

/** Resolves once the admin session of this tab is known (a hand-over exchanged, a stored one confirmed). */
export const adminSessionSettled = (): Promise<void> => settled

/**
 * At boot, on any page: only an admin's tab (a hand-over in the fragment, or a stored admin session)
 * loads the admin module, which exchanges or confirms it. A customer's first page carries only this.
 * A hand-over can also come without a new page (the same address with a new fragment): the hash change.
 */
export function startAdminSession(http: Http, boot: () => Promise<{ bootAdmin: BootAdmin }>): void {
  const take = () => {
    const handover = takeAdminHandover()
    if (!handover && !readAdmin()) return
    settled = boot()
      .then(({ bootAdmin }) => bootAdmin(http, handover))
      .catch(() => undefined)
  }
  take()
  window.addEventListener('hashchange', () => {
    if (window.location.hash.includes('admin_token=')) take()
  })
}

export type BootAdmin = (http: Http, handover: AdminHandover | null) => Promise<void>
