import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { ErrorLayout } from './ErrorLayout'

/** 500: a problem on the platform, with a way back to the start (core §8). */
export function ServerErrorPage() {
  usePageTitle(msg`Storing`)
  return (
    <ErrorLayout
      graphic={<Graphic name="internal_server_error" width={220} />}
      title={<Trans>Er is een probleem met het platform</Trans>}
      body={<Trans>We werken eraan om het zo snel mogelijk op te lossen. Probeer het later nog eens.</Trans>}
      actions={
        <Button component={Link} to="/" size="md">
          <Trans>Terug naar start</Trans>
        </Button>
      }
    />
  )
}
