import { useLingui } from '@lingui/react/macro'
import { Burger, Group, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, Suspense, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { FLOW_HOME } from '../platform/flow-mode'
import { useUrlFlowMode } from '../platform/use-flow-mode'
import { isFlagOn } from '../../api/contract/partner-rules'
import { useAuthWith, withUserQuote } from '../platform/use-auth'
import { usePartner } from '../partner/use-partner'
import { LanguageSelector } from './LanguageSelector'
import { preloadSupportItems, SupportMenu, SupportPanelsHost } from '../support/SupportMenu'
import { UserMenu } from './UserMenu'
import { SecondaryLogo } from './SecondaryLogo'
import classes from './layout.module.css'
import { useBackToPartner } from '../partner/use-back-to-partner'

/** The drawer (Mantine Drawer, its focus trap and scroll lock) loads when the burger is first pressed. */
const loadMobileNav = () => import('./MobileNav')
const MobileNav = lazy(loadMobileNav)
const preloadNav = () => {
  void loadMobileNav()
  preloadSupportItems()
}

/**
 * Logo (to the flow home) and the partner's second logo, the bank partner's way back to its app, language,
 * support and the user-menu slot; a drawer below 768 px.
 */
export function Header() {
  const { t } = useLingui()
  const [open, { toggle, close }] = useDisclosure(false)
  const [drawn, setDrawn] = useState(false)
  return (
    <header
      className={classes.header}
      data-theme-keys="header_background navigation_item navigation_item_active"
    >
      <div className={classes.headerInner}>
        <div className={classes.brand}>
          <Logo />
          <SecondaryLogo className={classes.logoSecondary} />
        </div>
        <div className={classes.headerEnd}>
          <BackToApp />
          <Group gap="xs" className={classes.desktopNav} component="nav" aria-label={t`Hoofdmenu`}>
            <LanguageSelector />
            <SupportMenu />
            <UserMenu />
          </Group>
          <Burger
            opened={open}
            onClick={() => (preloadNav(), setDrawn(true), toggle())}
            onPointerEnter={preloadNav}
            className={classes.burger}
            aria-label={open ? t`Menu sluiten` : t`Menu openen`}
            aria-expanded={open}
            aria-controls="mobile-nav"
          />
        </div>
      </div>
      {drawn && (
        <Suspense fallback={null}>
          <MobileNav opened={open} onClose={close} />
        </Suspense>
      )}
      <SupportPanelsHost />
    </header>
  )
}

function Logo() {
  const partner = usePartner()
  const hasUserQuote = useAuthWith(withUserQuote)
  const mode = useUrlFlowMode()
  const src = partner.brand.logo_primary
  const image = src ? (
    <img src={src} alt={partner.name} className={classes.logo} />
  ) : (
    <Text fw={700} size="lg">
      {partner.name}
    </Text>
  )
  // Two test partners (flag) and a customer with a user quote stay where they are (core §2).
  const keys = 'primary secondary accent'
  if (isFlagOn(partner, 'disable_logo_click') || hasUserQuote)
    return (
      <span data-testid="logo" data-theme-keys={keys}>
        {image}
      </span>
    )
  const home = FLOW_HOME[mode]
  return (
    <Link to={home} className={classes.logoLink} data-testid="logo" data-theme-keys={keys}>
      {image}
    </Link>
  )
}

/**
 * The back-to-app link (core §2 header): shown when the bank partner's app handed a return address at
 * entry (the dismiss deep link) and its back_to_partner_link flag is on. Below 768 px only "Terug" shows;
 * the link's name stays the whole sentence.
 */
function BackToApp() {
  const { t } = useLingui()
  const partner = usePartner()
  const href = useBackToPartner(partner, 'dismiss')
  if (!href) return null
  const partnerName = partner.name
  const label = t`Terug naar ${partnerName}`
  return (
    <a href={href} className={classes.backToApp} aria-label={label} data-testid="back-to-app">
      <span aria-hidden="true">←</span>
      <span className={classes.backLong}>{label}</span>
      <span className={classes.backShort}>{t`Terug`}</span>
    </a>
  )
}
