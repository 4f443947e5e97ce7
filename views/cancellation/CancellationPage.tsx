import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { isApiError } from '../../api/client/api-error'
import { CancelRefusal, type CancellationInfo } from '../../api/contract/cancellation'
import { queryIdSchema } from '../../api/contract/query-id'
import { formatDate } from '../../i18n/format'
import { usePageTitle } from '../layout/page-title'
import { useAppDeps } from '../platform/deps'
import { useAuth } from '../platform/use-auth'
import { LoadFailed } from '../ui/LoadFailed'
import { CancellationFlow } from './CancellationFlow'
import { cancellationQuery } from './cancellation-query'
import { PAGE_TITLE } from './cancellation-texts'

export const POLICIES_PATH = '/user/policies'

/**
 * `/user/policies/$policyId/cancel` (forms §4 Cancellation, issue 18): the policy and its window of dates
 * are loaded; a policy that may be cancelled goes through the cancellation journey step by step, one
 * cancelled or ended already says so, and one that is not the customer's is not found.
 */
export function CancellationPage({ policyId }: { policyId: string }) {
  usePageTitle(PAGE_TITLE)
  const { t } = useLingui()
  const { http } = useAppDeps()
  const { user } = useAuth()
  const id = queryIdSchema.safeParse(policyId)
  const info = useQuery({
    ...cancellationQuery(http, user?.id ?? null, id.success ? id.data : 0),
    enabled: id.success && user !== null,
  })
  // Judged on an answer of this visit (never a cached one); once the journey has started it stays, also
  // when the policy's data then says it is cancelled.
  const started = useRef(false)
  const fresh = info.isFetchedAfterMount && !info.isFetching ? info.data : undefined
  if (fresh && fresh.refusal === null) started.current = true

  const notFound = !id.success || (isApiError(info.error) && info.error.status === 404)
  return (
    <Stack gap="lg" maw={720} w="100%">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t`Verzekering opzeggen`}
      </Title>
      {notFound ? (
        <Alert color="yellow" role="alert" data-testid="cancel-not-found">
          <Text size="sm">{t`We kunnen deze verzekering niet vinden. Misschien is de link niet meer juist.`}</Text>
        </Alert>
      ) : started.current && info.data ? (
        <CancellationFlow info={info.data} />
      ) : info.isError ? (
        <LoadFailed message={t`We konden je verzekering niet laden.`} onRetry={() => void info.refetch()} />
      ) : fresh ? (
        <NotCancellable info={fresh} />
      ) : (
        <Skeleton height={240} radius="md" role="status" aria-busy="true" aria-label={t`Laden`} />
      )}
      <Anchor component={Link} to={POLICIES_PATH} style={{ alignSelf: 'flex-start' }}>
        {t`Terug naar mijn verzekeringen`}
      </Anchor>
    </Stack>
  )
}

/** A policy cancelled or ended already: when it ends (or ended). */
function NotCancellable({ info }: { info: CancellationInfo }) {
  const { i18n } = useLingui()
  const { policy } = info
  const product = policy.product_name
  const end = policy.end_date ? formatDate(policy.end_date, i18n.locale) : null
  return (
    <Alert color="blue" role="status" data-testid="cancel-refused">
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {info.refusal === CancelRefusal.alreadyCancelled ? (
            <Trans>Je {product} is al opgezegd.</Trans>
          ) : (
            <Trans>Je {product} is al beëindigd.</Trans>
          )}
        </Text>
        {end && (
          <Text size="sm">
            <Trans>De laatste dag van je dekking is {end}.</Trans>
          </Text>
        )}
      </Stack>
    </Alert>
  )
}
