import { redirect } from '@tanstack/react-router'
import { ApiError } from '../../api/client/api-error'
import { verifyAdminLink } from '../../api/client/admin-session'
import type { Http } from '../../api/client/http'
import { writeAdmin } from '../platform/admin-storage'
import { loadAdminMessages } from './messages'

/** Where the sign-in page keeps the return address until the link is opened (this tab). */
export const ADMIN_RETURN_KEY = 'admin-return-url'

export type AdminVerifyOutcome =
  { status: 'invalid' } | { status: 'missing' } | { status: 'failed'; error: unknown }
type Verified = AdminVerifyOutcome | { status: 'signedIn' }

/** One verification per token: the link is single use, so a second run of the loader must not post it again. */
const outcomes = new Map<string, Promise<Verified>>()

const takeReturnURL = (): string | null => {
  try {
    const value = sessionStorage.getItem(ADMIN_RETURN_KEY)
    sessionStorage.removeItem(ADMIN_RETURN_KEY)
    return value
  } catch {
    return null
  }
}

/**
 * `/admin/sign-in/verify#token=…`: takes the token out of the address bar at once (it works once, but
 * must not be bookmarked or shared), posts it, keeps the admin session for this tab and goes home. A
 * used, expired or unknown link answers `invalid`; a network or server failure `failed`.
 */
export async function verifyAdminLinkLoader(http: Http): Promise<AdminVerifyOutcome> {
  const language = loadAdminMessages()
  const fragment = new URLSearchParams(window.location.hash.slice(1))
  const token = fragment.get('token')
  if (window.location.hash) {
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  }
  await language
  if (!token) return { status: 'missing' }
  let outcome = outcomes.get(token)
  if (!outcome) {
    outcome = verify(http, token)
    outcomes.set(token, outcome)
  }
  const result = await outcome
  if (result.status === 'signedIn') throw redirect({ to: '/', replace: true })
  return result
}

async function verify(http: Http, token: string): Promise<Verified> {
  try {
    const started = await verifyAdminLink(http, token)
    writeAdmin({ access_token: started.access, name: started.name, returnURL: takeReturnURL() })
    return { status: 'signedIn' }
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'unauthorized' || error.kind === 'validation'))
      return { status: 'invalid' }
    return { status: 'failed', error }
  }
}
