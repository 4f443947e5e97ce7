import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Container, Loader, Stack, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { ERROR_MESSAGES } from '../platform/error-messages'
import { usePageTitle } from '../layout/page-title'
import { ErrorCode } from '../../api/contract/errors'

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

/** The link was used before, expired or is unknown (core §8 invalid-link message). */
export function VerifyFailed() {
  usePageTitle(msg`Inloggen mislukt`)
  const { i18n } = useLingui()
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Inloggen mislukt</Trans>
        </Title>
        <Alert color="yellow" role="alert">
          {i18n._(ERROR_MESSAGES[ErrorCode.invalidLink])}
        </Alert>
        <Button component={Link} to="/sign-in">
          <Trans>Vraag een nieuwe link aan</Trans>
        </Button>
      </Stack>
    </Container>
  )
}
