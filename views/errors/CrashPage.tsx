import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { reportClientError } from '../../api/client/client-errors'
import { useAppDeps } from '../platform/deps'
import { openErrorFeedback, reportError } from '../platform/error-reporting'
import { showErrorToast } from '../platform/toast'
import { ErrorLayout } from './ErrorLayout'

/**
 * The router's error boundary: the crash page (Dutch by default), which offers to report the problem
 * and to go back. A screen chunk that fails to load never gets here the first time: the router's
 * lazy route component reloads the page once (per chunk and session) before giving up.
 *
 * The crash goes to the error reporter at once (when SENTRY_DSN is set); "report" sends our own
 * report (POST /client-errors, which works without Sentry) and, with Sentry, opens its feedback form.
 */
export function RootErrorBoundary({ error, reset }: ErrorComponentProps) {
  usePageTitle(msg`Er ging iets mis`)
  const { http } = useAppDeps()
  const { i18n } = useLingui()
  const [reported, setReported] = useState(false)
  const crashEvent = useRef<Promise<string | undefined>>(undefined)
  useEffect(() => {
    console.error(error)
    crashEvent.current = reportError(error)
  }, [error])

  const report = () => {
    setReported(true)
    void reportClientError(http, {
      message: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000),
      // Without the query: entry parameters can carry an e-mail address or a signature.
      url: (window.location.origin + window.location.pathname).slice(0, 2000),
      at: new Date().toISOString(),
      user_agent: navigator.userAgent.slice(0, 500),
    }).catch((failure) => {
      setReported(false)
      void showErrorToast(i18n, failure)
    })
    // Without Sentry (or if its form cannot load) our own report above is all there is.
    void Promise.resolve(crashEvent.current)
      .then(openErrorFeedback)
      .catch(() => undefined)
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
