import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { ApiError } from '../../api/client/api-error'
import { getDocumentContent } from '../../api/client/policies'
import type { DocumentInfo, PolicyDetail } from '../../api/contract/policies'
import { formatDate } from '../../i18n/format'
import { usePageTitle } from '../layout/page-title'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { useDocumentDownload } from '../ui/document-download'
import { hyphenate } from '../ui/hyphenate'
import { LoadFailed } from '../ui/LoadFailed'
import { policyQuery } from './policies-query'
import classes from './policies.module.css'
import { PolicyFacts } from './PolicyFacts'

/** A path id as the server takes it (positive, plain digits); anything else is no policy at all. */
const idOf = (raw: string) =>
  /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null

/** `/user/policies/$policyId` (forms §2): a policy's facts and its documents, each downloadable. */
export function PolicyDetailPage() {
  usePageTitle(msg`Polis`)
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const { user } = useAuth()
  const { policyId } = useParams({ from: '/user/policies/$policyId/' })
  const id = idOf(policyId)
  const policy = useQuery({
    ...policyQuery(http, user?.id ?? 0, id ?? 0, i18n.locale),
    enabled: user !== null && id !== null,
  })
  const notFound = id === null || (policy.error instanceof ApiError && policy.error.status === 404)

  return (
    <Stack gap="lg" data-testid="policy-page">
      <BackLink />
      {notFound ? (
        <Alert color="yellow" role="alert" data-testid="policy-not-found">
          <Stack gap="sm" align="flex-start">
            <Title order={1} size="h3">
              {t`Deze polis bestaat niet`}
            </Title>
            <Text>{t`We vinden deze polis niet bij je verzekeringen. Misschien is de link niet goed.`}</Text>
            <Button component={Link} to="/user/policies">
              {t`Naar mijn verzekeringen`}
            </Button>
          </Stack>
        </Alert>
      ) : policy.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t`Polis laden`}>
          <Skeleton height={32} width="50%" />
          <Skeleton height={160} />
        </Stack>
      ) : policy.isError ? (
        <LoadFailed message={t`De polis kon niet worden geladen.`} onRetry={() => policy.refetch()} />
      ) : (
        <Policy policy={policy.data} />
      )}
    </Stack>
  )
}

function BackLink() {
  const { t } = useLingui()
  return (
    <Anchor
      size="sm"
      underline="always"
      style={{ alignSelf: 'flex-start' }}
      renderRoot={(props) => <Link {...props} to="/user/policies" />}
    >
      {t`Terug naar mijn verzekeringen`}
    </Anchor>
  )
}

function Policy({ policy }: { policy: PolicyDetail }) {
  const { t, i18n } = useLingui()
  const extra: [string, string][] = []
  if (policy.next_billing_date)
    extra.push([t`Volgende afschrijving`, formatDate(policy.next_billing_date, i18n.locale)])
  if (policy.cancelled_at) extra.push([t`Opgezegd op`, formatDate(policy.cancelled_at, i18n.locale)])
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
          {hyphenate(policy.product.name)}
        </Title>
        {policy.expired ? (
          <Badge variant="light" color="gray">{t`Verlopen`}</Badge>
        ) : policy.cancelled_at ? (
          <Badge variant="light" color="orange">{t`Opgezegd`}</Badge>
        ) : (
          <Badge variant="light" color="green">{t`Lopend`}</Badge>
        )}
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t`Gegevens van je polis`}
          </Title>
          <PolicyFacts policy={policy} extra={extra} />
          <Text size="sm" c="var(--partner-text-muted)">
            {t`De premie is inclusief assurantiebelasting.`}
          </Text>
        </Stack>
      </Paper>
      <Documents documents={policy.documents} />
      {!policy.expired && <Actions policy={policy} />}
    </>
  )
}

/** What a customer can do with a current policy: report a claim, and cancel it while it is not cancelled. */
function Actions({ policy }: { policy: PolicyDetail }) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="actions-title">
      <Title order={2} size="h3" mb="sm" id="actions-title">
        {t`Wat wil je doen?`}
      </Title>
      <Group gap="sm">
        <Button component={Link} to="/user/policies/claims" variant="light">
          {t`Schade melden`}
        </Button>
        {!policy.cancelled_at && (
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link
                {...props}
                to="/user/policies/$policyId/cancel"
                params={{ policyId: String(policy.id) }}
              />
            )}
          >
            {t`Opzeggen`}
          </Button>
        )}
      </Group>
    </section>
  )
}

function Documents({ documents }: { documents: DocumentInfo[] }) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const { download, busy, failed } = useDocumentDownload((id) => getDocumentContent(http, id))
  return (
    <section aria-labelledby="documents-title" data-testid="policy-documents">
      <Title order={2} size="h3" mb="sm" id="documents-title">
        {t`Documenten`}
      </Title>
      {documents.length === 0 ? (
        <Text c="var(--partner-text-muted)">
          {t`Je polisblad wordt gemaakt. Het staat hier zodra het klaar is, en je ontvangt het per e-mail.`}
        </Text>
      ) : (
        <ul className={classes.list}>
          {documents.map((doc) => {
            const size = formatSize(doc.size, i18n.locale)
            const date = formatDate(doc.created_at, i18n.locale)
            return (
              <Paper component="li" key={doc.id} withBorder radius="md" p="md" data-testid="policy-document">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {doc.file_name}
                      </Text>
                      <Text size="sm" c="var(--partner-text-muted)">
                        {t`PDF, ${size}, van ${date}`}
                      </Text>
                    </div>
                    <Button
                      variant="light"
                      loading={busy === doc.id}
                      onClick={() => download({ id: doc.id, name: doc.file_name })}
                      aria-label={t`${doc.file_name} downloaden`}
                    >
                      {t`Downloaden`}
                    </Button>
                  </Group>
                  {failed === doc.id && (
                    <Text size="sm" c="red" role="alert">
                      {t`Het downloaden is niet gelukt. Probeer het opnieuw.`}
                    </Text>
                  )}
                </Stack>
              </Paper>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** A file size in kB (at least 1) in the page's language. */
const formatSize = (bytes: number, locale: string) =>
  `${new Intl.NumberFormat(locale).format(Math.max(1, Math.round(bytes / 1024)))} kB`
