import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { useOptionalPartner } from '../partner/use-partner'
import { ErrorLayout } from './ErrorLayout'

/**
 * The router's error boundary: the crash page (Dutch by default), which offers to report the problem
 * and to go back. A screen chunk that fails to load never gets here the first time: the router's
 * lazy route component reloads the page once (per chunk and session) before giving up.
 */
export function RootErrorBoundary({ error, reset }: ErrorComponentProps) {
  return <CrashPage error={error} reset={reset} />
}

function CrashPage({ error, reset }: { error: unknown; reset: () => void }) {
  usePageTitle(msg`Er ging iets mis`)
  const partner = useOptionalPartner()
  const [reported, setReported] = useState(false)
  useEffect(() => console.error(error), [error])

  const report = () => {
    const details = `${new Date().toISOString()}\n${window.location.href}\n${error instanceof Error ? error.message : String(error)}`
    setReported(true)
    if (partner?.support_email) {
      window.location.href = `mailto:${partner.support_email}?subject=${encodeURIComponent('Storing')}&body=${encodeURIComponent(details)}`
    } else {
      void navigator.clipboard?.writeText(details).catch(() => undefined)
    }
  }
  const goBack = () => {
    reset()
    if (window.history.length > 1) window.history.back()
    else window.location.assign('/')
  }

  return (
    <div role="alert" data-testid="crash-page">
      <ErrorLayout
        graphic={<Graphic name="internal_server_error" width={200} />}
        title={<Trans>Oeps, er ging iets mis</Trans>}
        body={
          reported ? (
            <Trans>Bedankt voor je melding. We kijken ernaar.</Trans>
          ) : (
            <Trans>Er is een onverwachte fout opgetreden. Meld het probleem of ga terug.</Trans>
          )
        }
        actions={
          <>
            <Button onClick={report} variant="default" disabled={reported}>
              <Trans>Probleem melden</Trans>
            </Button>
            <Button onClick={goBack}>
              <Trans>Ga terug</Trans>
            </Button>
          </>
        }
      />
    </div>
  )
}
