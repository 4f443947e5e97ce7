import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Menu, VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useAuth, useAuthSend } from '../platform/use-auth'
import { usePartner } from '../partner/use-partner'
import { backToPartnerUrl } from '../partner/back-to-partner'
import { useAccountLinks, type AccountLink } from './account-links'

/**
 * Signed in: the user's menu (core §2): available insurances, the account area's pages (my insurances,
 * my details, invoices, inbox), changing the profession, the bank partner's way back, and sign-out.
 * Signed out: a sign-in link.
 */
export function UserMenu() {
  const auth = useAuth()
  if (!auth.signedIn) {
    return (
      <Button component={Link} to="/sign-in" variant="subtle" size="compact-md">
        <Trans>Inloggen</Trans>
      </Button>
    )
  }
  return <SignedInMenu />
}

function SignedInMenu() {
  const auth = useAuth()
  const send = useAuthSend()
  const partner = usePartner()
  const links = useAccountLinks()
  const label = auth.user?.first_name || auth.user?.email || '…'
  const backToPartner = backToPartnerUrl(partner)
  const partnerName = partner.name
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-md" data-testid="user-menu">
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {auth.user?.email && <Menu.Label>{auth.user.email}</Menu.Label>}
        <Menu.Item component={Link} to="/products/available-products">
          <Trans>Beschikbare verzekeringen</Trans>
        </Menu.Item>
        {links.map((link) => (
          <AccountMenuItem key={link.to} link={link} />
        ))}
        {!partner.hide_profession_page && (
          <Menu.Item component={Link} to="/profession">
            <Trans>Beroep wijzigen</Trans>
          </Menu.Item>
        )}
        {backToPartner && (
          <Menu.Item component="a" href={backToPartner} data-testid="back-to-partner">
            <Trans>Terug naar {partnerName}</Trans>
          </Menu.Item>
        )}
        <Menu.Item onClick={() => send({ type: 'session.signOut' })}>
          <Trans>Uitloggen</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

function AccountMenuItem({ link }: { link: AccountLink }) {
  const { t } = useLingui()
  const count = link.badge
  return (
    <Menu.Item
      component={Link}
      to={link.to}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle>
            {count}
            <VisuallyHidden>{t`nieuw`}</VisuallyHidden>
          </Badge>
        ) : null
      }
    >
      {t(link.menuLabel)}
    </Menu.Item>
  )
}
