import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Menu, Stack, VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useAuth, useAuthSend } from '../platform/use-auth'
import { usePartner } from '../partner/use-partner'
import { useBackToPartner } from '../partner/use-back-to-partner'
import { useAccountLinks, type AccountLink } from './account-links'
import type { LazyMenuBodyProps } from '../ui/LazyMenu'

/** The signed-in user's menu (core §2; see UserMenu.tsx, which loads this file on the menu's first use). */
export function SignedInMenu({ target }: LazyMenuBodyProps) {
  const auth = useAuth()
  const send = useAuthSend()
  const partner = usePartner()
  const links = useAccountLinks()
  const backToPartner = useBackToPartner(partner, 'menu')
  const partnerName = partner.name
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
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

/** The signed-in menu as links, for the mobile drawer (see UserLinks in UserMenu.tsx). */
export function SignedInLinks({ onChosen }: { onChosen: () => void }) {
  const { t } = useLingui()
  const auth = useAuth()
  const send = useAuthSend()
  const partner = usePartner()
  const links = useAccountLinks()
  const backToPartner = useBackToPartner(partner, 'menu')
  const partnerName = partner.name
  const link = (to: string, label: string, badge = 0) => (
    <Anchor
      key={to}
      renderRoot={(props) => <Link {...props} to={to} />}
      onClick={onChosen}
      underline="hover"
      fw={500}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, alignSelf: 'flex-start' }}
    >
      {label}
      {badge > 0 && (
        <Badge size="sm" circle>
          {badge}
          <VisuallyHidden>{t`nieuw`}</VisuallyHidden>
        </Badge>
      )}
    </Anchor>
  )
  return (
    <Stack gap="sm" data-testid="user-links">
      {auth.user?.email && <span style={{ overflowWrap: 'anywhere', fontSize: 14 }}>{auth.user.email}</span>}
      {link('/products/available-products', t`Beschikbare verzekeringen`)}
      {links.map((l) => link(l.to, t(l.menuLabel), l.badge))}
      {!partner.hide_profession_page && link('/profession', t`Beroep wijzigen`)}
      {backToPartner && (
        <Anchor href={backToPartner} underline="hover" fw={500} data-testid="back-to-partner">
          <Trans>Terug naar {partnerName}</Trans>
        </Anchor>
      )}
      <Button
        variant="default"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          onChosen()
          send({ type: 'session.signOut' })
        }}
      >
        <Trans>Uitloggen</Trans>
      </Button>
    </Stack>
  )
}
