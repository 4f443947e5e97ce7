import { createFileRoute, redirect } from '@tanstack/react-router'
import { textParams } from '../../platform/search-params'
import { emailSignInOffered } from '../../partner/sign-in-path'
import { SignInPage } from '../../sign-in/SignInPage'
import { entryPrefillEmail } from '../../partner/entry-params'
import { usePartner } from '../../partner/use-partner'

export const Route = createFileRoute('/sign-in/')({
  ssr: true,
  validateSearch: (search) => textParams(search, ['email']),
  // Sent here to sign in with an address (another environment's /accounts) while already signed in with
  // it: nothing to do, so on to the products. Anonymous visitors never load the auth journey here.
  beforeLoad: async ({ search, context: { runtime } }) => {
    // A partner without e-mail sign-in (login_via_email_available off) sends its visitors to the calculator.
    if (!(await emailSignInOffered(runtime))) throw redirect({ to: '/insurance-calculator', replace: true })
    if (!search.email || !runtime.hasStoredSession()) return
    const settled = await (await runtime.loadAuth()).settled()
    const signedInAs = settled.matches('authenticated') ? settled.context.user?.email : undefined
    if (signedInAs && signedInAs.toLowerCase() === search.email.trim().toLowerCase())
      throw redirect({ to: '/products/available-products', replace: true })
  },
  component: function SignInRoute() {
    const { email } = Route.useSearch()
    // A bank partner's deep link may have brought the address (prefill_deep_link); the query wins.
    const partner = usePartner()
    return <SignInPage email={email ?? entryPrefillEmail(partner)} />
  },
})
