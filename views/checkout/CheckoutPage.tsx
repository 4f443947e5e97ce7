import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button, Group, List, Stack, Text, Title } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { FLOW_ORDER } from '../../machines/checkout/grouping'
import { selectRoute } from '../../machines/checkout/selectors'
import { track } from '../analytics/data-layer'
import { flowModeOf } from '../platform/flow-mode'
import { formatList } from '../../i18n/format'
import { usePageTitle } from '../layout/page-title'
import { useCheckoutActor, useCheckoutValue } from '../platform/use-checkout'
import { FLOW_LABELS } from '../funnel/flow-labels'
import { Busy, FunnelFrame, useSignedOut } from '../funnel/FunnelFrame'
import { pathOf, productsPathOf } from '../platform/checkout-paths'
import { DefaultJourneyView } from './default/DefaultJourneyView'
import type { DefaultJourneyRef } from './default/journey-ref'
import { AovJourneyView } from './aov/AovJourneyView'
import type { AovJourneyRef } from './aov/journey-ref'
import { HomeJourneyView } from './home/HomeJourneyView'
import type { HomeJourneyRef } from './home/journey-ref'
import { CarJourneyView } from './car/CarJourneyView'
import type { CarJourneyRef } from './car/journey-ref'

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
        <Button
          size="md"
          onClick={() => {
            track('funnel_button_click', { button: 'disclaimer_continue', groups })
            checkout.send({ type: 'user.acceptDisclaimer' })
          }}
        >
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
  if (flow === 'consumer') return <HomeJourneyView journey={journey as unknown as HomeJourneyRef} />
  if (flow === 'car') return <CarJourneyView journey={journey as unknown as CarJourneyRef} />
  return <DefaultJourneyView journey={journey} />
}
