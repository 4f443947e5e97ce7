import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { ErrorLayout } from './ErrorLayout'

/** A host name that belongs to no partner: say so plainly instead of showing a broken site. */
export function UnknownPartnerPage() {
  usePageTitle(msg`Onbekende partner`)
  const host = window.location.hostname
  return (
    <ErrorLayout
      graphic={<Graphic name="not_found" width={200} />}
      title={<Trans>Onbekende partner</Trans>}
      body={
        <Trans>
          Het adres {host} hoort niet bij een van onze partners. Controleer het adres of gebruik de link die
          je van je partner hebt gekregen.
        </Trans>
      }
      actions={null}
    />
  )
}
