import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { CartItem } from '../../../api/contract/cart'
import type { CrossSellProduct, HomeQuote } from '../../../api/contract/home'
import type { QuoteChoice } from '../../../machines/home/home.rules'
import { formatPrice } from '../../../i18n/format'
import { checkoutFailureMessage } from '../../forms/failure-messages'
import { refusalText } from '../refusal-texts'
import type { HomeJourneyRef, HomeJourneySnapshot } from './journey-ref'

const selectContext = (s: HomeJourneySnapshot) => s.context

/** The price of a coverage and the extra coverages chosen, per month. */
function totalOf(quote: HomeQuote, choice: QuoteChoice | undefined) {
  const option = quote.coverages.options.find((o) => o.id === choice?.coverage)
  if (!option) return null
  const extras = quote.extra_coverages.filter((e) => choice?.extras.includes(e.id))
  return extras.reduce((sum, e) => sum + Number(e.price), Number(option.price))
}

/**
 * The quotes (forms §4 Consumer coverage quote): per product a coverage, its extra coverages and the
 * monthly price; a refused product says why. Another home product is offered. Nothing is covered yet.
 */
export function QuotedStep({ journey }: { journey: HomeJourneyRef }) {
  const { t, i18n } = useLingui()
  const { items, quotes, refusals, choices, failure } = useSelector(journey, selectContext)
  const inGroup = new Set(items.map((item) => item.insurance_product.id))
  const offered = new Map<number, CrossSellProduct>()
  for (const quote of Object.values(quotes))
    for (const product of quote.cross_sell_products)
      if (!inGroup.has(product.id)) offered.set(product.id, product)
  const ready = items.every(
    (item) => refusals[item.insurance_product.id] || choices[item.insurance_product.id]?.coverage,
  )
  return (
    <Stack gap="lg" maw={720} data-testid="home-quotes">
      <Title order={1}>{t`Je premie`}</Title>
      <Text>
        {t`Kies per verzekering je dekking. Je bent pas verzekerd als je de verzekering hebt afgesloten.`}
      </Text>
      {failure && (
        <Alert color="yellow" role="alert">
          {i18n._(checkoutFailureMessage(failure))}
        </Alert>
      )}
      {items.map((item) => {
        const id = item.insurance_product.id
        const quote = quotes[id]
        return refusals[id] ? (
          <RefusedProduct key={item.id} item={item} code={refusals[id]} />
        ) : quote ? (
          <ProductQuote key={item.id} journey={journey} item={item} quote={quote} choice={choices[id]} />
        ) : null
      })}
      <Text size="sm" c="var(--partner-text-muted)" data-testid="home-quote-cart-note">
        {t`Je winkelwagen toont je premie zodra je je keuze bevestigt met ‘Verder naar je gegevens’.`}
      </Text>
      {offered.size > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-cross-sell">
          <Title order={2} size="h4" id="home-cross-sell">
            {t`Ook verzekeren?`}
          </Title>
          <Stack gap="xs" mt="xs">
            {[...offered.values()].map((product) => (
              <Group key={product.id} justify="space-between" wrap="wrap" gap="xs" data-testid="cross-sell">
                <Text>
                  {product.name}
                  {product.price && (
                    <Text span size="sm" c="var(--partner-text-muted)">
                      {' '}
                      {t`vanaf ${formatPrice(Number(product.price), 'EUR', i18n.locale)} per maand`}
                    </Text>
                  )}
                </Text>
                <Button
                  variant="light"
                  aria-label={t`${product.name} toevoegen aan deze berekening`}
                  onClick={() => journey.send({ type: 'user.addCrossSell', product: product.id })}
                >
                  {t`Toevoegen`}
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      <Group>
        <Button size="md" disabled={!ready} onClick={() => journey.send({ type: 'user.continue' })}>
          {t`Verder naar je gegevens`}
        </Button>
        <Button variant="default" size="md" onClick={() => journey.send({ type: 'user.changeAnswers' })}>
          {t`Antwoorden aanpassen`}
        </Button>
      </Group>
    </Stack>
  )
}

function RefusedProduct({ item, code }: { item: CartItem; code: string }) {
  const { t, i18n } = useLingui()
  return (
    <Paper withBorder radius="md" p="md" data-testid="home-refused-product">
      <Title order={2} size="h4">
        {item.insurance_product.name}
      </Title>
      <Alert color="yellow" mt="xs" title={t`Niet mogelijk`}>
        {i18n._(refusalText(code))} {t`Deze verzekering sluit je nu niet af; hij blijft in je winkelwagen.`}
      </Alert>
    </Paper>
  )
}

function ProductQuote({
  journey,
  item,
  quote,
  choice,
}: {
  journey: HomeJourneyRef
  item: CartItem
  quote: HomeQuote
  choice: QuoteChoice | undefined
}) {
  const { t, i18n } = useLingui()
  const money = (price: string) => formatPrice(Number(price), 'EUR', i18n.locale)
  const product = quote.product
  const total = totalOf(quote, choice)
  const headingId = `home-quote-${product}`
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="home-quote"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {item.insurance_product.name}
        </Title>
        <Radio.Group
          label={t`Dekking`}
          value={choice?.coverage ?? ''}
          onChange={(coverage) => journey.send({ type: 'user.chooseCoverage', product, coverage })}
        >
          <Stack gap="xs" mt="xs">
            {quote.coverages.options.map((option) => (
              <Radio
                key={option.id}
                value={option.id}
                label={t`${option.name}: ${money(option.price)} per maand`}
              />
            ))}
          </Stack>
        </Radio.Group>
        {quote.extra_coverages.length > 0 && (
          <Checkbox.Group label={t`Extra dekking`} value={(choice?.extras ?? []).map(String)}>
            <Stack gap="xs" mt="xs">
              {quote.extra_coverages.map((extra) => (
                <Checkbox
                  key={extra.id}
                  value={String(extra.id)}
                  label={t`${extra.name}: + ${money(extra.price)} per maand`}
                  onChange={() => journey.send({ type: 'user.toggleExtra', product, extra: extra.id })}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="space-between">
          <Text fw={600}>{t`Premie per maand`}</Text>
          <Text fw={600} data-testid="home-quote-total">
            {total === null ? '–' : formatPrice(total, 'EUR', i18n.locale)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
