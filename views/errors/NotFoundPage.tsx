import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { msg } from '@lingui/core/macro'
import { ErrorLayout } from './ErrorLayout'

/** 404: the page does not exist, with a way back home (core §8). */
export function NotFoundPage() {
  usePageTitle(msg`Pagina niet gevonden`)
  return (
    <ErrorLayout
      graphic={<Graphic name="not_found" width={220} />}
      title={<Trans>Sorry, er ging iets mis</Trans>}
      body={
        <Trans>Oeps! We kunnen niet vinden waar je naar zoekt. De pagina die je zoekt bestaat niet.</Trans>
      }
      actions={
        <Button component={Link} to="/" size="md">
          <Trans>Terug naar home</Trans>
        </Button>
      }
    />
  )
}
