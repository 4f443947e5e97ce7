import { createFileRoute, redirect } from '@tanstack/react-router'
import { externalLoginFromSearch } from '../../machines/auth/entry'
import { withoutSignature } from '../../machines/flow-mode'
import { loadAuth } from '../auth/auth-loader'

/**
 * The entry (core §2). With a signature it signs in first (a failure is shown on /welcome; a failed
 * broker login with a quote goes to /404); then /welcome, keeping the entry's query parameters except
 * the signature ones. (quote_id → /checkout/quotation arrives with the quotation screen.)
 */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ search }) => {
    const entry = search as Record<string, unknown>
    const kept = withoutSignature(entry)
    const login = externalLoginFromSearch(entry)
    if (login) {
      const auth = await loadAuth()
      auth.send({ type: 'login.external', login })
      const settled = await auth.settled()
      if (settled.context.failure?.reason === 'brokerQuote') throw redirect({ to: '/404', replace: true })
    }
    throw redirect({ to: '/welcome', search: kept, replace: true })
  },
})
