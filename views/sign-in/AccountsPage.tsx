import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { getAccountEnvironments } from '../../api/client/auth'
import type { AccountEnvironment } from '../../api/contract/auth'
import { useAppDeps } from '../platform/deps'
import { describeError } from '../platform/error-messages'
import { usePageTitle } from '../layout/page-title'
import { hostPartnerSlug } from '../partner/partner-query'

/**
 * Another environment's sign-in page with the address filled in, at the partner's configured origin. A
 * customer already signed in there with this address goes straight on (the sign-in route forwards them).
 */
const signInThere = ({ origin }: AccountEnvironment, email: string) =>
  `${origin}/sign-in?email=${encodeURIComponent(email)}`

/**
 * `/accounts` (core §2): the partner environments where the signed-in address has an account, each a
 * way there: on here, or to another partner's site. The words follow what is listed (one or several).
 */
export function AccountsPage({ email }: { email: string }) {
  const { i18n } = useLingui()
  const { http } = useAppDeps()
  const here = hostPartnerSlug()
  const query = useQuery({
    queryKey: ['accounts', email],
    queryFn: ({ signal }) => getAccountEnvironments(http, email, signal),
  })
  const failure = query.isError ? describeError(query.error) : null
  const environments = query.data?.result ?? []
  const count = environments.length
  // Until the list is there the page is the choice it usually is; with one environment it says so.
  const several = count !== 1
  const name = environments[0]?.name ?? ''
  usePageTitle(several ? msg`Kies je omgeving` : msg`Je account`)
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>{several ? <Trans>Kies je omgeving</Trans> : <Trans>Je account</Trans>}</Title>
        {query.isPending && <Loader role="status" aria-label={i18n._(msg`Laden`)} />}
        {failure && (
          <Alert color="yellow" role="alert">
            {i18n._(failure.message)}
          </Alert>
        )}
        {count > 0 && (
          <>
            <Text data-testid="accounts-intro">
              {several ? (
                <Trans>
                  Met {email} heb je een account bij {count} partners. Waar wil je verder?
                </Trans>
              ) : (
                <Trans>
                  Met {email} heb je alleen een account bij {name}.
                </Trans>
              )}
            </Text>
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {environments.map((environment) => (
                <EnvironmentRow
                  key={environment.slug}
                  environment={environment}
                  here={environment.slug === here}
                  email={email}
                />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  )
}

/** One environment and the way there: on here, or to that partner's site (signed in, or to sign in). */
function EnvironmentRow({
  environment,
  here,
  email,
}: {
  environment: AccountEnvironment
  here: boolean
  email: string
}) {
  const { name } = environment
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="account-environment">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>{name}</Text>
          <Text size="sm" c="var(--partner-text-muted)">
            {here ? (
              <Trans>Hier ben je nu ingelogd.</Trans>
            ) : (
              <Trans>
                Op de site van {name} log je in met een link per e-mail, als je daar nog niet bent ingelogd.
              </Trans>
            )}
          </Text>
        </Stack>
        {here ? (
          <Button component={Link} to="/products/available-products">
            <Trans>Verder bij {name}</Trans>
          </Button>
        ) : (
          <Button component="a" href={signInThere(environment, email)} variant="default">
            <Trans>Naar {name}</Trans>
          </Button>
        )}
      </Group>
    </Paper>
  )
}
