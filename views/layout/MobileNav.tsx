import { useLingui } from '@lingui/react/macro'
import { Drawer, Stack } from '@mantine/core'
import { usePartner } from '../partner/use-partner'
import { SupportList } from '../support/SupportMenu'
import { LanguageList } from './LanguageSelector'
import { SecondaryLogo } from './SecondaryLogo'
import { UserLinks } from './UserMenu'
import classes from './layout.module.css'

/**
 * The navigation drawer below 768 px (Header.tsx loads it when the burger is first pressed: the drawer's
 * focus trap and scroll lock stay off the first page).
 */
export default function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const partner = usePartner()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t`Menu`}
      id="mobile-nav"
      closeButtonProps={{ 'aria-label': t`Menu sluiten` }}
    >
      <Stack gap="sm" component="nav" aria-label={t`Hoofdmenu`}>
        {partner.brand.logo_secondary && (
          <div className={classes.drawerLogo}>
            <SecondaryLogo className={classes.drawerLogoImage} />
          </div>
        )}
        <UserLinks onChosen={onClose} />
        <LanguageList onChosen={onClose} />
        <SupportList onChosen={onClose} />
      </Stack>
    </Drawer>
  )
}
