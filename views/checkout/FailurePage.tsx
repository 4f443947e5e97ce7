import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'

import { useSelector } from '@xstate/react'
import { usePageTitle } from '../layout/page-title'
import { useCheckoutActor } from '../platform/use-checkout'
import { checkoutFailureMessage } from '../forms/failure-messages'
import { FLOW_LABELS } from '../funnel/flow-labels'
import { FunnelFrame } from '../funnel/FunnelFrame'
import { CheckoutPage } from './CheckoutPage'

/** `/checkout/failure`: a group could not be checked out; try that group again or stop. */
export function FailurePage() {
  usePageTitle(msg`Er ging iets mis`)
  const { t, i18n } = useLingui()
  const checkout = useCheckoutActor()
  const failed = useSelector(checkout, (s) => s.matches('failed'))
  const { failure, currentFlow } = useSelector(checkout, (s) => s.context)
  // Not the checkout's failure: the checkout page shows what the journey is on. That is a journey's own
  // failure page (the identity verification could not be requested), the wait while a retry sets the
  // cart, or, after a retry, a redirect to where the journey went (the products when nothing runs).
  if (!failed) return <CheckoutPage />
  const group = i18n._(FLOW_LABELS[currentFlow])
  return (
    <FunnelFrame>
      <Stack gap="lg" maw={720}>
        <Title order={1}>{t`Dit onderdeel kon niet worden afgerond`}</Title>
        <Text>{t`Het afsluiten van ${group} is niet gelukt. Je kunt het opnieuw proberen.`}</Text>
        {failure && (
          <Alert color="yellow" role="alert">
            {i18n._(checkoutFailureMessage(failure))}
          </Alert>
        )}
        <Group>
          <Button onClick={() => checkout.send({ type: 'user.retry' })}>{t`Opnieuw proberen`}</Button>
          <Button variant="default" onClick={() => checkout.send({ type: 'user.cancel' })}>
            {t`Stoppen`}
          </Button>
        </Group>
      </Stack>
    </FunnelFrame>
  )
}
