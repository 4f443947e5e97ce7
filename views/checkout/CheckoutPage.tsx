import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { FLOW_ORDER } from '../../machines/checkout/grouping'
import type { groupOverviewMachine } from '../../machines/checkout/group-overview.machine'
import { selectRoute } from '../../machines/checkout/selectors'
import { flowModeOf } from '../platform/flow-mode'
import { formatList, formatPrice } from '../../i18n/format'
import { usePageTitle } from '../layout/page-title'
import { isCalculating, useCart } from '../cart/use-cart'
import { useCheckoutActor, useCheckoutValue } from '../platform/use-checkout'
import { FLOW_LABELS } from '../funnel/flow-labels'
import { Busy, FunnelFrame, useSignedOut } from '../funnel/FunnelFrame'
import { pathOf, productsPathOf } from '../platform/checkout-paths'
import { DefaultJourneyView } from './default/DefaultJourneyView'
import type { DefaultJourneyRef } from './default/journey-ref'
import { AovJourneyView } from './aov/AovJourneyView'
import type { AovJourneyRef } from './aov/journey-ref'

type View = 'disclaimer' | 'journey' | 'busy' | 'elsewhere'

/**
 * `/checkout` and `/checkout/aov-premium-review`: what the checkout journey is on. A URL typed by
 * hand that the journey is not on goes to the page it is on (or the products when nothing runs).
 */
export function CheckoutPage() {
  usePageTitle(msg`Afsluiten`)
  const signedOut = useSignedOut()
  const checkout = useCheckoutActor()
  const view = useSelector(checkout, (s): View =>
    s.matches('disclaimer')
      ? 'disclaimer'
      : s.matches('journey')
        ? 'journey'
        : s.hasTag('busy')
          ? 'busy'
          : 'elsewhere',
  )
  const route = useCheckoutValue(selectRoute)
  const mode = useSelector(checkout, (s) => s.context.mode)
  // The address of the page shown: while a navigation elsewhere is pending, `location` is already the
  // next one, and comparing with it would pull the user back here.
  const pathname = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  const target = route ? pathOf(route, mode) : productsPathOf(flowModeOf(pathname, {}))
  // Not what the journey is on (a URL typed by hand, a journey that moved on): the app's follower is
  // taking the customer there (views/app/follow-journeys.ts).
  const elsewhere = signedOut || view === 'elsewhere' || (view !== 'busy' && target !== pathname)
  return (
    <FunnelFrame>
      {elsewhere ? (
        <Busy />
      ) : view === 'disclaimer' ? (
        <Disclaimer />
      ) : view === 'journey' ? (
        <GroupJourney />
      ) : (
        <Busy />
      )}
    </FunnelFrame>
  )
}

/** More than one group: they are taken out one after another (core §4). */
function Disclaimer() {
  const { t, i18n } = useLingui()
  const checkout = useCheckoutActor()
  const remaining = useSelector(checkout, (s) => s.context.remaining)
  const groups = FLOW_ORDER.filter((flow) => remaining[flow].length > 0)
  return (
    <Stack gap="lg" maw={720} data-testid="disclaimer">
      <Title order={1}>{t`Je verzekeringen sluit je in stappen af`}</Title>
      <Text>
        {t`In je winkelwagen zitten verschillende soorten verzekeringen. Die sluit je na elkaar af, in deze volgorde:`}
      </Text>
      <List type="ordered" spacing="sm" data-testid="disclaimer-groups">
        {groups.map((flow) => (
          <List.Item key={flow}>
            <Text fw={600}>{i18n._(FLOW_LABELS[flow])}</Text>
            <Text size="sm" c="var(--partner-text-muted)">
              {formatList(
                remaining[flow].map((item) => item.insurance_product.name),
                i18n.locale,
              )}
            </Text>
          </List.Item>
        ))}
      </List>
      <Group>
        <Button size="md" onClick={() => checkout.send({ type: 'user.acceptDisclaimer' })}>
          {t`Begrepen, verder`}
        </Button>
        <Button variant="default" size="md" onClick={() => checkout.send({ type: 'user.cancel' })}>
          {t`Terug naar de verzekeringen`}
        </Button>
      </Group>
    </Stack>
  )
}

/** The group being checked out now, by its flow's journey. */
function GroupJourney() {
  const checkout = useCheckoutActor()
  const flow = useSelector(checkout, (s) => s.context.currentFlow)
  const journey = useSelector(checkout, (s) => (s.children as { journey?: DefaultJourneyRef }).journey)
  if (!journey) return <Busy />
  if (flow === 'aov') return <AovJourneyView journey={journey as unknown as AovJourneyRef} />
  if (flow !== 'normal') return <GroupOverview />
  return <DefaultJourneyView journey={journey} />
}

/** A group whose flow has no journey of its own yet: its products on one page, confirmed or left. */
function GroupOverview() {
  const { t, i18n } = useLingui()
  const checkout = useCheckoutActor()
  const flow = useSelector(checkout, (s) => s.context.currentFlow)
  const checkoutItems = useSelector(checkout, (s) => s.context.checkoutItems)
  // The journey keeps the items as prepared; the cart query has them in the current language and price.
  const current = new Map(useCart().items.map((item) => [item.id, item]))
  const items = checkoutItems.map((item) => current.get(item.id) ?? item)
  const remaining = useSelector(checkout, (s) => s.context.remaining)
  const laterFlows = FLOW_ORDER.filter((f) => remaining[f].length > 0)
  const journey = useSelector(
    checkout,
    (s) => (s.children as { journey?: ActorRefFrom<typeof groupOverviewMachine> }).journey,
  )
  const label = i18n._(FLOW_LABELS[flow])
  const later = formatList(
    laterFlows.map((f) => i18n._(FLOW_LABELS[f])),
    i18n.locale,
  )
  const perMonth = ({ insurance_product: p }: (typeof items)[number]) => {
    const amount = formatPrice(Number(p.price), p.price_currency, i18n.locale)
    return t`${amount} per maand`
  }
  return (
    <Stack gap="lg" maw={720} data-testid="group-overview" data-flow={flow}>
      <Title order={1}>{label}</Title>
      <Text>{t`Controleer de verzekeringen van deze stap en hun premie per maand.`}</Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Paper component="li" key={item.id} withBorder radius="md" p="md">
            <Group justify="space-between">
              <Text fw={600}>{item.insurance_product.name}</Text>
              <Text>
                {isCalculating(item.insurance_product.price) ? t`Premie wordt berekend…` : perMonth(item)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
      {laterFlows.length > 0 && (
        <Text size="sm" c="var(--partner-text-muted)" data-testid="later-groups">
          {t`Hierna: ${later}`}
        </Text>
      )}
      <Group>
        <Button size="md" disabled={!journey} onClick={() => journey?.send({ type: 'user.confirm' })}>
          {t`Verder`}
        </Button>
        <Button
          variant="default"
          size="md"
          disabled={!journey}
          onClick={() => journey?.send({ type: 'user.dropOut' })}
        >
          {t`Deze stap overslaan`}
        </Button>
      </Group>
    </Stack>
  )
}
