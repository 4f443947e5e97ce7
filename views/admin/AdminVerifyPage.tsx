import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Container, Loader, Stack, Title } from '@mantine/core'
import { getRouteApi, Link } from '@tanstack/react-router'
import { usePageTitle } from '../layout/page-title'
import { describeError } from '../platform/error-messages'

const route = getRouteApi('/admin/sign-in/verify')

/** While the link's token is checked. */
export function AdminVerifyPending() {
  usePageTitle(msg`Inloggen als beheerder`)
  return (
    <Container size="xs" py="xl">
      <Stack align="center" gap="md" aria-busy="true">
        <Loader />
        <Title order={1} size="h3">
          <Trans>Je wordt ingelogd als beheerder…</Trans>
        </Title>
      </Stack>
    </Container>
  )
}

/**
 * `/admin/sign-in/verify`: only shown when signing in did not work (on success the loader goes home):
 * the link was used, expired or is unknown, or the server could not be reached.
 */
export function AdminVerifyPage() {
  usePageTitle(msg`Inloggen als beheerder mislukt`)
  const { i18n } = useLingui()
  const outcome = route.useLoaderData()
  const failure = outcome.status === 'failed' ? describeError(outcome.error) : null
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Inloggen als beheerder mislukt</Trans>
        </Title>
        <Alert color="yellow" role="alert" data-testid="admin-verify-failed">
          {outcome.status === 'invalid' && (
            <Trans>
              Deze link werkt niet meer: hij is al gebruikt of langer dan 15 minuten geleden verstuurd. Vraag
              een nieuwe link aan.
            </Trans>
          )}
          {outcome.status === 'missing' && (
            <Trans>
              Deze link is niet compleet. Open de link uit de e-mail opnieuw, of vraag een nieuwe aan.
            </Trans>
          )}
          {failure && i18n._(failure.message)}
        </Alert>
        <Button component={Link} to="/admin/sign-in">
          <Trans>Vraag een nieuwe link aan</Trans>
        </Button>
      </Stack>
    </Container>
  )
}
