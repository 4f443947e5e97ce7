import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Container, Loader, Stack, Title } from '@mantine/core'
import { Link, useLoaderData, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { ERROR_MESSAGES } from '../platform/error-messages'
import { usePageTitle } from '../layout/page-title'
import { ErrorCode } from '../../api/contract/error-catalogue'

/**
 * `/sign-in/verify?token=`: the page the e-mailed link opens. The route's loader signs in (a plain
 * GET of this page, as e-mail scanners do, consumes nothing: only this page's POST does).
 */
export function VerifyPending() {
  usePageTitle(msg`Inloggen`)
  return (
    <Container size="xs" py="xl">
      <Stack align="center" gap="md" aria-busy="true">
        <Loader />
        <Title order={1} size="h3">
          <Trans>Je wordt ingelogd…</Trans>
        </Title>
      </Stack>
    </Container>
  )
}

/**
 * The link did not sign in. Used before, expired or unknown: the invalid-link message (core §8) and a way to
 * ask for a new one. Not reached (offline, the server down): the link may still work, so a retry comes first.
 */
export function VerifyFailed() {
  usePageTitle(msg`Inloggen mislukt`)
  const { i18n } = useLingui()
  const router = useRouter()
  const outcome = useLoaderData({ from: '/sign-in/verify' })
  const [retrying, setRetrying] = useState(false)
  const retry = () => {
    setRetrying(true)
    void router.invalidate().finally(() => setRetrying(false))
  }
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Inloggen mislukt</Trans>
        </Title>
        <Alert color="yellow" role="alert">
          {outcome.retryable
            ? i18n._(msg`De server was niet bereikbaar, dus je bent nog niet ingelogd. Probeer het opnieuw.`)
            : i18n._(ERROR_MESSAGES[ErrorCode.invalidLink])}
        </Alert>
        {outcome.retryable && (
          <Button onClick={retry} loading={retrying}>
            <Trans>Opnieuw proberen</Trans>
          </Button>
        )}
        <Button component={Link} to="/sign-in" variant={outcome.retryable ? 'default' : 'filled'}>
          <Trans>Vraag een nieuwe link aan</Trans>
        </Button>
      </Stack>
    </Container>
  )
}
