import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { isSignedIn, useAuthWith, type AuthView } from '../platform/use-auth'
import { LazyMenu } from '../ui/LazyMenu'
import { usePartner } from '../partner/use-partner'

// The signed-in menu loads on its first use, its links with the drawer: no page carries them before
// (issue 26's first-page budget).
const loadMenu = () => import('./SignedInMenu')
/** The menu's label: the user's first name or e-mail ('' when neither is known yet); null before the user loads. */
const nameOf = ({ user }: AuthView) => (user ? user.first_name || user.email || '' : null)
const SignedInMenu = lazy(() => loadMenu().then((m) => ({ default: m.SignedInMenu })))
const SignedInLinks = lazy(() => loadMenu().then((m) => ({ default: m.SignedInLinks })))

/**
 * Signed in: the user's menu (core §2): available insurances, the account area's pages (my insurances,
 * my details, invoices, inbox), changing the profession, the bank partner's way back, and sign-out.
 * Signed out: a sign-in link, where the partner offers signing in by e-mail.
 */
export function UserMenu() {
  const { t } = useLingui()
  const signedIn = useAuthWith(isSignedIn)
  const name = useAuthWith(nameOf)
  const partner = usePartner()
  if (!signedIn) {
    // No sign-in link where the partner signs its customers in itself (login_via_email_available off).
    if (!partner.login_via_email_available) return null
    return (
      <Button component={Link} to="/sign-in" variant="subtle" size="compact-md">
        <Trans>Inloggen</Trans>
      </Button>
    )
  }
  // A customer signed in by a partner's or broker's link may have neither name nor e-mail yet.
  const label = name === null ? '…' : name || t`Mijn account`
  return (
    <LazyMenu body={SignedInMenu} preload={loadMenu} buttonProps={{ 'data-testid': 'user-menu' }}>
      {label}
    </LazyMenu>
  )
}

/**
 * The user menu's entries as a plain list of links, for the mobile drawer (a menu inside a drawer hid
 * them behind a second tap). Signed out: the sign-in link. `onChosen` closes the drawer.
 */
export function UserLinks({ onChosen }: { onChosen: () => void }) {
  const signedIn = useAuthWith(isSignedIn)
  if (!signedIn) return <UserMenu />
  return (
    <Suspense fallback={null}>
      <SignedInLinks onChosen={onChosen} />
    </Suspense>
  )
}
