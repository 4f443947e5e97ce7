import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { describeError } from '../platform/error-messages'
import { ErrorLayout } from './ErrorLayout'

/** The partner could not be loaded (server down, network gone): say why and offer a retry. */
export function BootError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui()
  usePageTitle(msg`Storing`)
  const text = describeError(error)
  return (
    <ErrorLayout
      graphic={<Graphic name="internal_server_error" width={200} />}
      title={<Trans>De website kon niet worden geladen</Trans>}
      body={text ? i18n._(text.message) : null}
      actions={
        <Button onClick={onRetry} size="md">
          <Trans>Opnieuw proberen</Trans>
        </Button>
      }
    />
  )
}
