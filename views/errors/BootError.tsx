import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useEffect } from 'react'
import { isApiError } from '../../api/client/api-error'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { describeError } from '../platform/error-messages'
import { reportError } from '../platform/error-reporting'
import { ErrorLayout } from './ErrorLayout'

/**
 * Whether a failed start is worth an error report: the server answered something the app could not use
 * (a 5xx, an answer off the contract). The customer's own network going away is not (the reporter's
 * rules drop a 401 too: api/contract/error-reporting.ts).
 */
const serverFailed = (error: unknown) =>
  isApiError(error) && error.kind !== 'network' && error.kind !== 'timeout' && error.kind !== 'cancelled'

/** The partner could not be loaded (server down, network gone): say why and offer a retry. */
export function BootError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui()
  useEffect(() => {
    if (serverFailed(error)) void reportError(error)
  }, [error])
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
