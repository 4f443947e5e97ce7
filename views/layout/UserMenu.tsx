import { Trans } from '@lingui/react/macro'
import { Button, Menu } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useAuth, useAuthSend } from '../platform/use-auth'
import { usePartner } from '../partner/use-partner'
import { backToPartnerUrl } from '../partner/back-to-partner'

/** Signed in: the user's menu with sign-out; signed out: a sign-in link. (More entries come with the account area.) */
export function UserMenu() {
  const auth = useAuth()
  const send = useAuthSend()
  const partner = usePartner()
  if (!auth.signedIn) {
    return (
      <Button component={Link} to="/sign-in" variant="subtle" size="compact-md">
        <Trans>Inloggen</Trans>
      </Button>
    )
  }
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
