import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Alert, Anchor, Container, List, Loader, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getAccountEnvironments } from '../../api/client/auth'
import { useAppDeps } from '../platform/deps'
import { describeError } from '../platform/error-messages'
import { usePageTitle } from '../layout/page-title'
import { hostPartnerSlug } from '../partner/partner-query'

/** The sign-in page of another partner environment on the same base domain. */
const environmentUrl = (slug: string, email: string) => {
  const { protocol, host } = window.location
  const base = host.split('.').slice(1).join('.')
  return `${protocol}//${slug}.${base}/sign-in?email=${encodeURIComponent(email)}`
}

/** `/accounts`: the e-mail address has insurance with several partners; choose the environment (core §2). */
export function AccountsPage({ email }: { email: string }) {
  usePageTitle(msg`Kies je omgeving`)
  const { i18n } = useLingui()
  const { http } = useAppDeps()
  const here = hostPartnerSlug()
  const query = useQuery({
    queryKey: ['accounts', email],
    queryFn: ({ signal }) => getAccountEnvironments(http, email, signal),
  })
  const failure = query.isError ? describeError(query.error) : null
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Kies je omgeving</Trans>
        </Title>
        <Text>
          <Trans>Met {email} ben je bij meer dan één partner verzekerd. Waar wil je verder?</Trans>
        </Text>
        {query.isPending && <Loader role="status" aria-label={i18n._(msg`Laden`)} />}
        {failure && (
          <Alert color="yellow" role="alert">
            {i18n._(failure.message)}
          </Alert>
        )}
        {query.data && (
          <List spacing="sm" listStyleType="none" p={0}>
            {query.data.result.map(({ slug, name }) => (
              <List.Item key={slug}>
                {slug === here ? (
                  <Text fw={700}>
                    <Trans>{name} (hier ben je nu ingelogd)</Trans>
                  </Text>
                ) : (
                  <Anchor href={environmentUrl(slug, email)}>{name}</Anchor>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Container>
  )
}
