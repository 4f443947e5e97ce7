import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { Claim } from '../../api/contract/claims'
import { formatDate, formatPrice } from '../../i18n/format'
import { usePageTitle } from '../layout/page-title'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { hyphenate } from '../ui/hyphenate'
import { LoadFailed } from '../ui/LoadFailed'
import { ClaimForm } from './ClaimForm'
import { CLAIM_STATUS_TEXTS, CLAIMS_PAGE_TITLE } from './claim-texts'
import { claimablePoliciesQuery, claimsQuery, claimsQueryKey } from './claims-query'

/**
 * `/user/policies/claims` (forms §2 "my claims"): the customer's claims with their status, and the form
 * to report one on a current policy. A sent claim shows at once in the list as received.
 */
export function ClaimsPage() {
  usePageTitle(CLAIMS_PAGE_TITLE)
  const { t, i18n } = useLingui()
  const { http, queryClient } = useAppDeps()
  const { user } = useAuth()
  const owner = user?.id ?? 0
  const claims = useQuery({ ...claimsQuery(http, owner, i18n.locale), enabled: user !== null })
  const policies = useQuery({ ...claimablePoliciesQuery(http, owner, i18n.locale), enabled: user !== null })
  // A new form (and upload list) after each claim sent.
  const [formKey, setFormKey] = useState(0)
  const [reported, setReported] = useState<Claim | null>(null)
  const thanks = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (reported) thanks.current?.focus()
  }, [reported])

  const onReported = (claim: Claim) => {
    queryClient.setQueryData(claimsQuery(http, owner, i18n.locale).queryKey, (list) => [
      claim,
      ...(list ?? []).filter((c) => c.id !== claim.id),
    ])
    void queryClient.invalidateQueries({ queryKey: claimsQueryKey })
    setReported(claim)
    setFormKey((k) => k + 1)
  }

  return (
    <Stack gap="xl">
      <Stack gap="md" component="section" aria-labelledby="claims-heading">
        <Title order={1} id="claims-heading" fz={{ base: 'h2', sm: 'h1' }}>
          {i18n._(CLAIMS_PAGE_TITLE)}
        </Title>
        {reported && (
          <Alert
            ref={thanks}
            tabIndex={-1}
            color="green"
            role="status"
            title={t`Je schademelding is ontvangen`}
            data-testid="claim-received"
          >
            <Text size="sm">
              <Trans>
                Je melding staat hieronder met de status Ontvangen. Je krijgt een bevestiging per e-mail en in
                je inbox. De melding wordt beoordeeld; er is nog niets besloten over een vergoeding.
              </Trans>
            </Text>
          </Alert>
        )}
        {claims.isPending ? (
          <Skeleton height={120} radius="md" role="status" aria-label={t`Laden`} />
        ) : claims.isError ? (
          <LoadFailed
            message={t`We konden je schademeldingen niet ophalen.`}
            onRetry={() => void claims.refetch()}
          />
        ) : claims.data.length === 0 ? (
          <Text c="dimmed" data-testid="claims-empty">
            {t`Je hebt nog geen schade gemeld.`}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} data-testid="claims-list">
            {claims.data.map((claim) => (
              <ClaimCard key={claim.id} claim={claim} />
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="report-claim-heading">
        <Title order={2} id="report-claim-heading" fz="h3">
          {t`Schade melden`}
        </Title>
        {policies.isPending ? (
          <Skeleton height={240} radius="md" role="status" aria-label={t`Laden`} />
        ) : policies.isError ? (
          <LoadFailed
            message={t`We konden je verzekeringen niet ophalen.`}
            onRetry={() => void policies.refetch()}
          />
        ) : policies.data.length === 0 ? (
          <Text data-testid="no-claimable-policies">
            <Trans>
              Je hebt geen lopende verzekering waarop je schade kunt melden.{' '}
              <Anchor component={Link} to="/user/policies">
                Naar mijn verzekeringen
              </Anchor>
            </Trans>
          </Text>
        ) : (
          <ClaimForm key={formKey} policies={policies.data} onReported={onReported} />
        )}
      </Stack>
    </Stack>
  )
}

function ClaimCard({ claim }: { claim: Claim }) {
  const { t, i18n } = useLingui()
  const occurred = formatDate(claim.occurred_on, i18n.locale)
  const reportedOn = formatDate(claim.created_at, i18n.locale)
  const amount = claim.amount === null ? null : formatPrice(Number(claim.amount), 'EUR', i18n.locale)
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="claim">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {hyphenate(claim.policy.product_name)}
          </Text>
          <Text size="sm" c="dimmed">
            {t`Polis ${claim.policy.number}`}
          </Text>
        </div>
        <Badge variant="light" data-testid="claim-status">
          {i18n._(CLAIM_STATUS_TEXTS[claim.status])}
        </Badge>
      </Group>
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {claim.description}
      </Text>
      <Stack gap={2} mt="xs">
        <Text size="sm">{t`Gebeurd op ${occurred}, gemeld op ${reportedOn}`}</Text>
        {amount && <Text size="sm">{t`Geschat bedrag: ${amount}`}</Text>}
        {claim.documents.length > 0 && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t`Bestanden: ${claim.documents.map((d) => d.name).join(', ')}`}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
