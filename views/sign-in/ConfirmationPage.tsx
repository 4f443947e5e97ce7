import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { requestMagicLink } from '../../api/client/auth'
import { useAppDeps } from '../platform/deps'
import { describeError } from '../platform/error-messages'
import { usePageTitle } from '../layout/page-title'

/** `/confirmation`: check your e-mail, with a resend (core §2). */
export function ConfirmationPage({ email }: { email: string | undefined }) {
  usePageTitle(msg`Controleer je e-mail`)
  const { i18n } = useLingui()
  const { http } = useAppDeps()
  const [state, setState] = useState<
    { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; error: unknown }
  >({
    status: 'idle',
  })
  const resend = async () => {
    if (!email) return
    setState({ status: 'sending' })
    try {
      await requestMagicLink(http, email)
      setState({ status: 'sent' })
    } catch (error) {
      setState({ status: 'failed', error })
    }
  }
  const failure = state.status === 'failed' ? describeError(state.error) : null
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Controleer je e-mail</Trans>
        </Title>
        <Text>
          {email ? (
            <Trans>
              We hebben een inloglink gestuurd naar <strong>{email}</strong>. De link werkt 10 minuten en één
              keer.
            </Trans>
          ) : (
            <Trans>We hebben je een inloglink gestuurd. De link werkt 10 minuten en één keer.</Trans>
          )}
        </Text>
        <Text size="sm">
          <Trans>
            Geen e-mail ontvangen? Kijk ook in je map met ongewenste e-mail, of stuur de link opnieuw.
          </Trans>
        </Text>
        {state.status === 'sent' && (
          <Alert color="green" role="status">
            <Trans>We hebben een nieuwe link gestuurd.</Trans>
          </Alert>
        )}
        {failure && (
          <Alert color="yellow" role="alert">
            {i18n._(failure.message)}
          </Alert>
        )}
        {email && (
          <Button variant="default" onClick={() => void resend()} loading={state.status === 'sending'}>
            <Trans>Stuur de link opnieuw</Trans>
          </Button>
        )}
        <Link to="/sign-in" search={{ email }}>
          <Trans>Ander e-mailadres gebruiken</Trans>
        </Link>
      </Stack>
    </Container>
  )
}
