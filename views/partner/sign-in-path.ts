import type { QueryClient } from '@tanstack/react-query'
import type { Http } from '../../api/client/http'
import { partnerQuery } from './partner-query'

interface PartnerLoader {
  http: Http
  queryClient: QueryClient
}

/**
 * Whether this partner offers signing in by e-mail (its `login_via_email_available`,
 * docs/partner-settings.md). Without it the customer signs in through the partner's own platform (a
 * signed link), and the sign-in page sends visitors to the calculator's entry instead. When the partner
 * cannot be loaded the sign-in page stays offered: it is where a failure is explained.
 */
export async function emailSignInOffered(runtime: PartnerLoader) {
  try {
    const partner = await runtime.queryClient.ensureQueryData(partnerQuery(runtime.http))
    return partner.login_via_email_available
  } catch {
    return true
  }
}

/** Where a signed-out visitor goes to sign in: the sign-in page, or the calculator's entry without it. */
export async function signInPathOf(runtime: PartnerLoader) {
  return pathFor(await emailSignInOffered(runtime))
}

const pathFor = (emailOffered: boolean) =>
  emailOffered ? ('/sign-in' as const) : ('/insurance-calculator' as const)

/** The same without waiting: from the partner already loaded (it is, once the app shows), else null. */
export function knownSignInPath(runtime: PartnerLoader) {
  const partner = runtime.queryClient.getQueryData(partnerQuery(runtime.http).queryKey)
  return partner ? pathFor(partner.login_via_email_available) : null
}
