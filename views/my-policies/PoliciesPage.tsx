import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Policy, RecommendedProduct } from '../../api/contract/policies'
import { formatPrice } from '../../i18n/format'
import { usePageTitle } from '../layout/page-title'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { hyphenate } from '../ui/hyphenate'
import { LoadFailed } from '../ui/LoadFailed'
import { policiesQuery } from './policies-query'
import classes from './policies.module.css'
import { PolicyFacts } from './PolicyFacts'

/**
 * `/user/policies` (forms §2, core §2 "my insurances"): the current policies, the expired ones and the
 * insurances recommended for the customer's profession, each policy with its facts and cover and a
 * way to its detail page.
 */
export function PoliciesPage() {
  usePageTitle(msg`Mijn verzekeringen`)
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const { user } = useAuth()
  const policies = useQuery({ ...policiesQuery(http, user?.id ?? 0, i18n.locale), enabled: user !== null })

  return (
    <Stack gap="xl" data-testid="policies-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t`Mijn verzekeringen`}</Title>
        <Button component={Link} to="/user/policies/claims" variant="light">
          {t`Mijn schademeldingen`}
        </Button>
      </Group>
      {policies.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t`Verzekeringen laden`}>
          <Skeleton height={28} width="40%" />
          <Skeleton height={140} />
          <Skeleton height={140} />
        </Stack>
      ) : policies.isError ? (
        <LoadFailed
          message={t`Je verzekeringen konden niet worden geladen.`}
          onRetry={() => policies.refetch()}
        />
      ) : (
        <>
          {policies.data.current.length === 0 && policies.data.expired.length === 0 ? (
            <Alert color="blue" data-testid="no-policies">
              <Stack gap="sm" align="flex-start">
                <Text>{t`Je hebt nog geen verzekeringen. Bekijk welke verzekeringen je kunt afsluiten.`}</Text>
                <Button component={Link} to="/products/available-products">
                  {t`Beschikbare verzekeringen`}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <>
              <PolicySection
                title={t`Lopende verzekeringen`}
                empty={t`Je hebt op dit moment geen lopende verzekeringen.`}
                policies={policies.data.current}
                testId="current-policies"
              />
              <PolicySection
                title={t`Verlopen verzekeringen`}
                empty={t`Je hebt geen verlopen verzekeringen.`}
                policies={policies.data.expired}
                testId="expired-policies"
                expired
              />
            </>
          )}
          <Recommended products={policies.data.recommended} />
        </>
      )}
    </Stack>
  )
}

function PolicySection({
  title,
  empty,
  policies,
  testId,
  expired = false,
}: {
  title: string
  empty: string
  policies: Policy[]
  testId: string
  expired?: boolean
}) {
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Title order={2} size="h3" mb="sm" id={`${testId}-title`}>
        {title}
      </Title>
      {policies.length === 0 ? (
        <Text c="var(--partner-text-muted)">{empty}</Text>
      ) : (
        <ul className={classes.list}>
          {policies.map((policy) => (
            <PolicyCard key={policy.id} policy={policy} expired={expired} />
          ))}
        </ul>
      )}
    </section>
  )
}

function PolicyCard({ policy, expired }: { policy: Policy; expired: boolean }) {
  const { t } = useLingui()
  const name = policy.product.name
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="policy-card" data-policy={policy.number}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {hyphenate(name)}
          </Title>
          {expired ? (
            <Badge variant="light" color="gray">{t`Verlopen`}</Badge>
          ) : policy.cancelled_at ? (
            <Badge variant="light" color="orange">{t`Opgezegd`}</Badge>
          ) : (
            <Badge variant="light" color="green">{t`Lopend`}</Badge>
          )}
        </Group>
        <PolicyFacts policy={policy} />
        <Anchor
          size="sm"
          underline="always"
          style={{ alignSelf: 'flex-start' }}
          renderRoot={(props) => (
            <Link {...props} to="/user/policies/$policyId" params={{ policyId: String(policy.id) }} />
          )}
        >
          {t`Bekijk polis ${policy.number}`}
        </Anchor>
      </Stack>
    </Paper>
  )
}

function Recommended({ products }: { products: RecommendedProduct[] }) {
  const { t, i18n } = useLingui()
  return (
    <section aria-labelledby="recommended-title" data-testid="recommended-products">
      <Title order={2} size="h3" mb="sm" id="recommended-title">
        {t`Aanbevolen voor jou`}
      </Title>
      {products.length === 0 ? (
        <Text c="var(--partner-text-muted)">{t`Je hebt alle verzekeringen die bij je beroep passen.`}</Text>
      ) : (
        <Stack gap="sm">
          <ul className={classes.list}>
            {products.map((product) => {
              const price = product.price
                ? formatPrice(Number(product.price), product.price_currency, i18n.locale)
                : null
              return (
                <Paper
                  component="li"
                  key={product.id}
                  withBorder
                  radius="md"
                  p="md"
                  data-testid="recommended"
                >
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Anchor
                      fw={600}
                      underline="always"
                      style={{ overflowWrap: 'anywhere' }}
                      renderRoot={(props) => <Link {...props} to="/products/available-products" />}
                    >
                      {hyphenate(product.name)}
                    </Anchor>
                    <Text size="sm">{price ? t`${price} per maand` : t`Prijs volgt`}</Text>
                  </Group>
                </Paper>
              )
            })}
          </ul>
          <Button component={Link} to="/products/available-products" style={{ alignSelf: 'flex-start' }}>
            {t`Bekijk de beschikbare verzekeringen`}
          </Button>
        </Stack>
      )}
    </section>
  )
}
