import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, useRef, type PropsWithChildren } from 'react'
import type { BrokerContact, BrokerQuote, QuotedProduct } from '../../api/contract/broker'
import type { ListItem } from '../../api/contract/cart'
import { formatDate, formatPrice } from '../../i18n/format'
import type { QuotationInput, QuotationMachine } from '../../machines/broker/quotation.machine'
import { checkoutFailureMessage } from '../forms/failure-messages'
import { FunnelFrame } from '../funnel/FunnelFrame'
import { usePageTitle } from '../layout/page-title'
import { useAppDeps } from '../platform/deps'
import { countJourneys } from '../platform/journey-counting'
import { useAuth } from '../platform/use-auth'
import { hyphenate } from '../ui/hyphenate'
import type { SnapshotFrom } from 'xstate'
import { quotationLogic } from './quotation-effects'
import classes from './quotation.module.css'

type Snapshot = SnapshotFrom<QuotationMachine>
const selectView = (s: Snapshot) => s.value as string
const selectContext = (s: Snapshot) => s.context
const selectBusy = (s: Snapshot) => s.hasTag('busy')

/**
 * `/checkout/quotation` (core §2, forms §2 quote summary and quotation): the broker's quote for the
 * customer their link signed in, to accept or decline; a link whose quote ended says whom to ask.
 * The quotation journey (machines/broker/quotation.machine.ts) decides; this page renders and sends.
 */
export function QuotationPage({ input }: { input: QuotationInput }) {
  usePageTitle(msg`Offerte`)
  const deps = useAppDeps()
  const exit = useRef<string | null>(null)
  const logic = useMemo(() => quotationLogic(deps, () => exit.current), [deps])
  const quotation = useActorRef(logic, { input, inspect: countJourneys(deps.http) })
  const view = useSelector(quotation, selectView)
  const context = useSelector(quotation, selectContext)
  const busy = useSelector(quotation, selectBusy)
  const { signedIn } = useAuth()
  exit.current = context.quote?.exit_url ?? null
  const send = quotation.send

  const body = (() => {
    switch (view) {
      case 'showing':
      case 'accepting':
        return (
          <QuoteSummary
            quote={context.quote!}
            busy={busy}
            failure={context.failure}
            onAccept={() => send({ type: 'user.accept' })}
            onDecline={() => send({ type: 'user.decline' })}
          />
        )
      case 'ended':
        return (
          <QuoteEnded
            code={context.ended!.code}
            broker={context.ended!.broker}
            onLeave={() => send({ type: 'user.leave' })}
          />
        )
      case 'missing':
        return <QuoteMissing onLeave={() => send({ type: 'user.leave' })} />
      case 'loadFailed':
        return (
          <LoadFailed
            onRetry={() => send({ type: 'user.retry' })}
            onLeave={() => send({ type: 'user.leave' })}
          />
        )
      case 'accepted':
      case 'leaving':
        return <Moving accepted={view === 'accepted'} />
      default:
        return <Loading />
    }
  })()

  return signedIn ? (
    <FunnelFrame resetStep withCart={false}>
      <div className={classes.page}>{body}</div>
    </FunnelFrame>
  ) : (
    <Container size="md" py="xl">
      <div className={classes.page}>{body}</div>
    </Container>
  )
}

/** A cover line's value in the page's language: money and dates come as data, texts as words. */
const lineValue = (line: ListItem, currency: string, locale: string) =>
  line.type === 'money'
    ? formatPrice(Number(line.value), currency, locale)
    : line.type === 'date'
      ? formatDate(line.value, locale)
      : line.value

function QuoteSummary({
  quote,
  busy,
  failure,
  onAccept,
  onDecline,
}: {
  quote: BrokerQuote
  busy: boolean
  failure: Parameters<typeof checkoutFailureMessage>[0] | null
  onAccept: () => void
  onDecline: () => void
}) {
  const { t, i18n } = useLingui()
  const broker = quote.broker.name
  const until = formatDate(quote.valid_until, i18n.locale)
  const total = formatPrice(Number(quote.total), quote.price_currency, i18n.locale)
  const profession = quote.profession.name
  return (
    <Stack gap="lg" data-testid="quotation">
      <Stack gap="xs">
        <Title order={1}>{t`Je offerte van ${broker}`}</Title>
        <Text>
          {t`${broker} heeft deze offerte voor je gemaakt, passend bij je beroep ${profession}. Bekijk de verzekeringen en premies; accepteer je de offerte, dan ga je verder met afsluiten en staan je antwoorden al klaar.`}
        </Text>
        <Text fw={600} data-testid="quotation-valid-until">{t`Geldig tot en met ${until}`}</Text>
      </Stack>

      {quote.products.map((product) => (
        <QuotedProductCard key={product.product.id} product={product} currency={quote.price_currency} />
      ))}

      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{t`Totaal per maand`}</Text>
          <Text fw={700} data-testid="quotation-total">
            {total}
          </Text>
        </Group>
        <Text size="sm">
          {quote.products.some((p) => p.price === null)
            ? t`Inclusief assurantiebelasting, zonder de premies die volgen uit je antwoorden bij het afsluiten. Je betaalt pas als je de verzekering afsluit.`
            : t`Inclusief assurantiebelasting. Je betaalt pas als je de verzekering afsluit.`}
        </Text>
      </Paper>

      <BrokerContactText
        broker={quote.broker}
        lead={t`Vragen over deze offerte? Neem contact op met ${broker}.`}
      />

      {failure && (
        <Alert color="yellow" role="alert">
          {i18n._(checkoutFailureMessage(failure))}
        </Alert>
      )}
      <Group>
        <Button onClick={onAccept} loading={busy} data-testid="quotation-accept">
          {t`Offerte accepteren`}
        </Button>
        <Button variant="default" onClick={onDecline} disabled={busy}>
          {t`Niet nu`}
        </Button>
      </Group>
    </Stack>
  )
}

function QuotedProductCard({ product, currency }: { product: QuotedProduct; currency: string }) {
  const { t, i18n } = useLingui()
  const price = product.price === null ? null : formatPrice(Number(product.price), currency, i18n.locale)
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`quoted-${product.product.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={2} size="h3" id={`quoted-${product.product.id}`}>
            {hyphenate(product.product.name)}
          </Title>
          <Text fw={700} data-testid="quoted-price">
            {price === null ? t`Premie volgt uit je antwoorden bij het afsluiten` : t`${price} per maand`}
          </Text>
        </Group>
        {product.cover.length > 0 && (
          <>
            <Title order={3} size="h5">{t`Dekking`}</Title>
            <dl className={classes.lines}>
              {product.cover.map((line) => (
                <div key={line.label} className={classes.line}>
                  <dt>{line.label}</dt>
                  <dd>{lineValue(line, currency, i18n.locale)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        {product.answers.length > 0 && (
          <>
            <Title order={3} size="h5">{t`Je antwoorden, zoals je adviseur ze invulde`}</Title>
            <dl className={classes.lines}>
              {product.answers.map((answer) => (
                <div key={answer.question} className={classes.line}>
                  <dt>{answer.text}</dt>
                  <dd>
                    {answer.type === 'text'
                      ? answer.answer
                      : lineValue(
                          { label: '', value: answer.answer, type: answer.type },
                          currency,
                          i18n.locale,
                        )}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </Stack>
    </Paper>
  )
}

/** The broker's name with their phone and e-mail as links. */
function BrokerContactText({ broker, lead }: { broker: BrokerContact; lead: string }) {
  const { t } = useLingui()
  return (
    <Stack gap={4} data-testid="broker-contact">
      <Text>{lead}</Text>
      {broker.phone && (
        <Text>
          {t`Telefoon`}: <Anchor href={`tel:${broker.phone.replace(/[^\d+]/g, '')}`}>{broker.phone}</Anchor>
        </Text>
      )}
      <Text>
        {t`E-mail`}: <Anchor href={`mailto:${broker.email}`}>{broker.email}</Anchor>
      </Text>
    </Stack>
  )
}

function QuoteEnded({
  code,
  broker,
  onLeave,
}: {
  code: 'quote_expired' | 'quote_used'
  broker: BrokerContact | null
  onLeave: () => void
}) {
  const { t } = useLingui()
  const name = broker?.name
  return (
    <Stack gap="md" data-testid="quotation-ended">
      <Title order={1}>
        {code === 'quote_expired' ? t`Deze offerte is verlopen` : t`Deze offerte is al gebruikt`}
      </Title>
      {broker ? (
        <BrokerContactText broker={broker} lead={t`Vraag een nieuwe offerte aan bij ${name}.`} />
      ) : (
        <Text>{t`Vraag je adviseur om een nieuwe offerte.`}</Text>
      )}
      <Group>
        <Button variant="default" onClick={onLeave}>
          {t`Sluiten`}
        </Button>
      </Group>
    </Stack>
  )
}

function QuoteMissing({ onLeave }: { onLeave: () => void }) {
  const { t } = useLingui()
  return (
    <Stack gap="md">
      <Title order={1}>{t`We kunnen deze offerte niet vinden`}</Title>
      <Text>{t`Controleer de link in het bericht van je adviseur, of vraag om een nieuwe offerte.`}</Text>
      <Group>
        <Button variant="default" onClick={onLeave}>
          {t`Sluiten`}
        </Button>
      </Group>
    </Stack>
  )
}

function LoadFailed({ onRetry, onLeave }: { onRetry: () => void; onLeave: () => void }) {
  const { t } = useLingui()
  return (
    <Stack gap="md">
      <Title order={1}>{t`Offerte`}</Title>
      <Alert color="yellow" role="alert">
        {t`Je offerte kon niet worden geladen. Controleer je internetverbinding en probeer het opnieuw.`}
      </Alert>
      <Group>
        <Button onClick={onRetry}>{t`Opnieuw proberen`}</Button>
        <Button variant="default" onClick={onLeave}>
          {t`Sluiten`}
        </Button>
      </Group>
    </Stack>
  )
}

function Loading() {
  const { t } = useLingui()
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Offerte laden`}>
      <Skeleton height={36} width="60%" />
      <Skeleton height={160} radius="md" />
      <Skeleton height={48} radius="md" />
    </Stack>
  )
}

function Moving({ accepted }: PropsWithChildren<{ accepted: boolean }>) {
  const { t } = useLingui()
  return (
    <Stack gap="md" align="flex-start" role="status">
      <Title order={1}>{accepted ? t`Offerte geaccepteerd` : t`Offerte`}</Title>
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{accepted ? t`We zetten je aanvraag klaar…` : t`Een moment…`}</Text>
      </Group>
    </Stack>
  )
}
