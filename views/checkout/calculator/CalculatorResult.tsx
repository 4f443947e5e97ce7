import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import type { SnapshotFrom } from 'xstate'
import { getCalculatorSummary } from '../../../api/client/calculator'
import { NO_EMAIL, type SummaryItem } from '../../../api/contract/calculator'
import { formatDate, formatPrice } from '../../../i18n/format'
import type { CalculatorMachine } from '../../../machines/calculator/calculator.machine'
import { cartQueryKey } from '../../cart/cart-query'
import { useFocusHeading } from '../../forms/fields'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { Busy } from '../../funnel/FunnelFrame'
import { useAppDeps } from '../../platform/deps'
import type { CalculatorRef } from './CalculatorPage'
import classes from './calculator.module.css'

type CalculatorSnapshot = SnapshotFrom<CalculatorMachine>
const selectMail = (s: CalculatorSnapshot) =>
  s.matches({ result: 'mailing' })
    ? 'mailing'
    : s.matches({ result: 'mailed' })
      ? 'mailed'
      : s.matches({ result: 'mailFailed' })
        ? 'failed'
        : 'idle'
const selectFailure = (s: CalculatorSnapshot) => s.context.failure
const selectIds = (s: CalculatorSnapshot) => s.context.items.map((item) => item.id).join(',')

/** Risk classes 1–4 of the profession (products/pricing: the base premium's factor), in words. */
const RISK: Record<number, MessageDescriptor> = {
  1: msg`laag risico`,
  2: msg`gemiddeld risico`,
  3: msg`verhoogd risico`,
  4: msg`hoog risico`,
}

/**
 * The calculator's result (core §2 step result): per product the monthly premium and what it depends on
 * (the profession's risk class and the answers that set the price), to print, mail or take out. A product
 * priced by its own quote shows no price: it is calculated when taken out.
 */
export function CalculatorResult({ calculator }: { calculator: CalculatorRef }) {
  const { t, i18n } = useLingui()
  const { http } = useAppDeps()
  const ids = useSelector(calculator, selectIds)
  const mail = useSelector(calculator, selectMail)
  const failure = useSelector(calculator, selectFailure)
  const focusRoot = useFocusHeading<HTMLDivElement>('result')
  // Under the cart's key: an answer or a deleted item (the cart changed) fetches it again.
  const summary = useQuery({
    queryKey: [...cartQueryKey, 'calculator-summary', i18n.locale],
    queryFn: ({ signal }) => getCalculatorSummary(http, signal),
    staleTime: 0,
  })
  if (summary.isPending) return <Busy />
  if (summary.isError)
    return (
      <Stack gap="md" maw={720}>
        <Alert color="yellow" role="alert" title={t`Je berekening kon niet worden geladen`}>
          {t`Probeer het nog eens.`}
        </Alert>
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => void summary.refetch()}>
          {t`Opnieuw proberen`}
        </Button>
      </Stack>
    )
  const wanted = new Set(ids.split(',').map(Number))
  const items = summary.data.items.filter((item) => wanted.has(item.cart_item))
  const leave = () => calculator.send({ type: 'user.leave' })
  if (items.length === 0)
    return (
      <Stack gap="md" maw={720} ref={focusRoot} data-testid="calculator-empty">
        <Title order={1}>{t`Je winkelwagen is leeg`}</Title>
        <Text>{t`Kies eerst een of meer verzekeringen om je premie te berekenen.`}</Text>
        <Button style={{ alignSelf: 'flex-start' }} onClick={leave}>
          {t`Naar de verzekeringen`}
        </Button>
      </Stack>
    )
  const priced = items.filter((item) => item.price !== null)
  const currency = priced[0]?.price_currency ?? 'EUR'
  const total = formatPrice(
    priced.reduce((sum, item) => sum + Number(item.price), 0),
    currency,
    i18n.locale,
  )
  const today = formatDate(new Date(), i18n.locale)
  const profession = summary.data.profession
  return (
    <Stack gap="xl" ref={focusRoot} data-testid="calculator-result">
      <Stack gap="lg" className={classes.summary} data-testid="calculator-summary">
        <Stack gap={4}>
          <Title order={1} className={classes.name}>
            {t`Je premieberekening`}
          </Title>
          <Text c="var(--partner-text-muted)">{t`Berekend op ${today}`}</Text>
        </Stack>
        <Text>
          {t`Dit is een berekening, geen verzekering: je bent pas verzekerd als je de verzekering afsluit.`}
        </Text>
        {profession ? (
          <Text data-testid="calculator-profession">
            {t`Je beroep: ${profession.name}, risicoklasse ${profession.risk_class} van 4 (${i18n._(RISK[profession.risk_class] ?? RISK[4]!)}). Je beroep bepaalt de risicoklasse en daarmee de basispremie van je verzekeringen.`}
          </Text>
        ) : (
          <Text>{t`Je hebt nog geen beroep gekozen: je beroep bepaalt de basispremie.`}</Text>
        )}
        {items.map((item) => (
          <ItemSummary key={item.cart_item} item={item} />
        ))}
        {priced.length > 0 && (
          <Paper withBorder p="md" radius="md">
            <Text fw={700} data-testid="calculator-total">
              {t`Totaal: ${total} per maand`}
            </Text>
            <Text size="sm">
              {priced.length < items.length
                ? t`Inclusief assurantiebelasting, zonder de premies die we berekenen als je afsluit.`
                : t`Inclusief assurantiebelasting.`}
            </Text>
          </Paper>
        )}
      </Stack>
      <Stack gap="md" className={classes.noPrint}>
        {mail === 'mailed' && (
          <Alert color="green" role="status" data-testid="calculator-mailed">
            {t`We hebben je berekening naar je e-mailadres gestuurd.`}
          </Alert>
        )}
        {mail === 'failed' && (
          <Alert color="yellow" role="alert">
            {failure?.reason === NO_EMAIL
              ? t`We hebben geen e-mailadres van je. Print je berekening of bewaar hem als pdf.`
              : i18n._(checkoutFailureMessage({ code: failure?.code ?? null, reason: null }))}
          </Alert>
        )}
        <Group gap="sm">
          <Button size="md" onClick={() => calculator.send({ type: 'user.takeOut' })}>
            {t`Verzekeringen afsluiten`}
          </Button>
          <Button size="md" variant="default" onClick={() => window.print()}>
            {t`Printen`}
          </Button>
          <Button
            size="md"
            variant="default"
            loading={mail === 'mailing'}
            onClick={() => calculator.send({ type: 'user.mailSummary' })}
          >
            {t`Mail mij de berekening`}
          </Button>
        </Group>
        <Group gap="sm">
          <Button variant="subtle" onClick={() => calculator.send({ type: 'user.recalculate' })}>
            {t`Antwoorden aanpassen`}
          </Button>
          <Button variant="subtle" onClick={leave}>
            {t`Terug naar de verzekeringen`}
          </Button>
        </Group>
      </Stack>
    </Stack>
  )
}

/** One product: its premium (or why there is none yet) and the answers it depends on. */
function ItemSummary({ item }: { item: SummaryItem }) {
  const { t, i18n } = useLingui()
  const price = item.price === null ? null : formatPrice(Number(item.price), item.price_currency, i18n.locale)
  return (
    <Paper withBorder p="md" radius="md" component="section" data-testid="calculator-item">
      <Stack gap="xs">
        <Title order={2} size="h3" className={classes.name}>
          {item.product.name}
        </Title>
        {!item.calculated ? (
          <Text data-testid="calculator-own-step">
            {t`De premie van deze verzekering berekenen we als je hem afsluit: die hangt af van gegevens die we dan pas vragen.`}
          </Text>
        ) : price ? (
          <Text>
            <span className={classes.price} data-testid="calculator-price">
              {t`${price} per maand`}
            </span>{' '}
            <Text span size="sm">
              {t`inclusief assurantiebelasting`}
            </Text>
          </Text>
        ) : (
          <Text>{t`Nog niet alle vragen voor deze premie zijn beantwoord.`}</Text>
        )}
        {item.factors.length > 0 && (
          <>
            <Text fw={600}>{t`De premie hangt af van je beroep en van deze antwoorden:`}</Text>
            <dl className={classes.factors}>
              {item.factors.map((factor) => (
                <div key={factor.question}>
                  <dt>{factor.question}</dt>
                  <dd>{factor.answer}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </Stack>
    </Paper>
  )
}
