import { useLingui } from '@lingui/react/macro'
import { usePartner } from '../partner/use-partner'

/**
 * The partner's second logo (brand.logo_secondary): after the primary one on wide screens, on the
 * header's colour at the top of the mobile drawer. Not a link: the primary logo is the way home.
 */
export function SecondaryLogo({ className }: { className: string | undefined }) {
  const { t } = useLingui()
  const partner = usePartner()
  const src = partner.brand.logo_secondary
  if (!src) return null
  const partnerName = partner.name
  return (
    <img
      src={src}
      alt={t`Tweede logo van ${partnerName}`}
      className={className}
      data-testid="logo-secondary"
    />
  )
}
