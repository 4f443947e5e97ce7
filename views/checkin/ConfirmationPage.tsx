import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Container, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Fragment } from 'react'
import { getCheckinConfirmation } from '../../api/client/checkin'
import { isApiError } from '../../api/client/api-error'
import type { ListItem } from '../../api/contract/cart'
import type { CheckinCover } from '../../api/contract/checkin'
import { formatDate, formatPrice } from '../../i18n/format'
import { Graphic } from '../layout/Graphic'
import { usePageTitle } from '../layout/page-title'
import { useAppDeps } from '../platform/deps'
import { hyphenate } from '../ui/hyphenate'
import { LoadFailed } from '../ui/LoadFailed'
import { DOCUMENT_TEXTS } from './checkin-texts'
import { CheckinTitle } from './CheckinTitle'
import classes from './checkin.module.css'

const valueOf = (item: ListItem, locale: string) =>
  item.type === 'money'
    ? formatPrice(Number(item.value), 'EUR', locale)
    : item.type === 'date'
      ? formatDate(item.value, locale)
      : item.value

/**
 * `/insurance-checkin/confirmation?token=` (docs/checkin.md): the client's read-only confirmation of the
 * freelancer's cover for the assignment. No sign-in: the link's token is the proof; an unknown or expired
 * link says so. It shows only what the client needs, never more of the freelancer.
 */
export function ConfirmationPage({ token }: { token: string }) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  usePageTitle(msg`Bevestiging van verzekering`)
  const query = useQuery({
    queryKey: ['checkin-confirmation', token, i18n.locale],
    queryFn: ({ signal }) => getCheckinConfirmation(http, token, signal),
    enabled: token !== '',
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status && error.status < 500),
    staleTime: 60_000,
  })
  const unknown =
    token === '' || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400))
  const c = query.data
  const locale = i18n.locale
  return (
    <div className={classes.page}>
      <Graphic name="checkin_backdrop" className={classes.backdrop} />
      <Container size="md" py="xl" className={classes.content}>
        <Stack gap="lg" data-testid="checkin-confirmation">
          <CheckinTitle>{t`Bevestiging van verzekeringsdekking`}</CheckinTitle>
          {unknown ? (
            <Alert color="yellow" role="alert" data-testid="confirmation-unknown">
              <Text size="sm">
                <Trans>
                  Deze link is onbekend of verlopen. Vraag je opdrachtnemer om opnieuw in te checken; je
                  krijgt dan een nieuwe link.
                </Trans>
              </Text>
            </Alert>
          ) : query.isError ? (
            <LoadFailed
              message={t`We konden de bevestiging niet laden.`}
              onRetry={() => void query.refetch()}
            />
          ) : !c ? (
            <Skeleton height={320} radius="md" role="status" aria-busy="true" aria-label={t`Laden`} />
          ) : (
            <>
              <Intro
                who={[c.freelancer_name, c.company_name].filter(Boolean).join(', ')}
                partner={c.partner_name}
                client={c.client_name}
              />
              <Paper withBorder radius="md" p="md" className={classes.facts}>
                <Stack gap={6}>
                  <Title order={2} size="h4">
                    {t`Opdracht`}
                  </Title>
                  <Text fw={700}>{c.client_name}</Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {c.description}
                  </Text>
                  <Text size="sm">
                    {t`Periode: ${formatDate(c.period_from, locale)} tot en met ${formatDate(c.period_to, locale)}`}
                  </Text>
                </Stack>
              </Paper>
              <Title order={2} size="h3">
                {t`Verzekeringen`}
              </Title>
              {c.covers.map((cover) => (
                <CoverCard key={cover.number} cover={cover} />
              ))}
              <Paper withBorder radius="md" p="md" className={classes.facts}>
                <Title order={2} size="h4" mb={6}>
                  {t`Meegestuurde documenten`}
                </Title>
                {c.documents.length === 0 ? (
                  <Text size="sm">{t`Geen documenten.`}</Text>
                ) : (
                  <List size="sm">
                    {c.documents.map((d) => (
                      <List.Item key={`${d.kind}-${d.name}`}>
                        {i18n._(DOCUMENT_TEXTS[d.kind].label)}: {d.name}
                      </List.Item>
                    ))}
                  </List>
                )}
                <Text size="xs" c="dimmed" mt={6}>
                  {t`De documenten zelf deelt je opdrachtnemer met je als je daarom vraagt.`}
                </Text>
              </Paper>
              <Text size="sm" c="dimmed">
                {t`Bevestigd op ${formatDate(c.confirmed_at, locale)}. Deze link werkt tot en met ${formatDate(c.expires_at, locale)}.`}
              </Text>
            </>
          )}
        </Stack>
      </Container>
    </div>
  )
}

function Intro({ who, partner, client }: { who: string; partner: string; client: string }) {
  return (
    <Text size="lg" className={classes.facts}>
      {who ? (
        <Trans>
          {who} bevestigt via {partner} de volgende verzekeringen voor de opdracht van {client}.
        </Trans>
      ) : (
        <Trans>
          Je opdrachtnemer bevestigt via {partner} de volgende verzekeringen voor de opdracht van {client}.
        </Trans>
      )}
    </Text>
  )
}

function CoverCard({ cover }: { cover: CheckinCover }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const until = cover.end_date ? formatDate(cover.end_date, locale) : null
  return (
    <Paper withBorder radius="md" p="md" className={classes.facts} data-testid="confirmation-cover">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {hyphenate(cover.product_name)}
        </Title>
        <dl className={classes.factsList}>
          <dt>{t`Polisnummer`}</dt>
          <dd>{cover.number}</dd>
          <dt>{t`Geldig tot en met`}</dt>
          <dd>{until ?? t`Loopt door, geen einddatum`}</dd>
          {cover.cover.map((item) => (
            <Fragment key={item.label}>
              <dt>{item.label}</dt>
              <dd>{valueOf(item, locale)}</dd>
            </Fragment>
          ))}
        </dl>
      </Stack>
    </Paper>
  )
}
