import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'

import { useSelector } from '@xstate/react'
import { selectBusy, selectRoute } from '../../machines/checkout/selectors'
import { usePageTitle } from '../layout/page-title'
import { useCheckoutActor } from './checkout-loader'
import { checkoutFailureMessage } from './failure-messages'
import { FLOW_LABELS } from './flow-labels'
import { Busy, FunnelFrame, useSignedOut } from './FunnelFrame'
import { productsPathOf } from './checkout-paths'
import { Redirect } from '../ui/Redirect'
import { CheckoutPage } from './CheckoutPage'

/** `/checkout/failure`: a group could not be checked out; try that group again or stop. */
export function FailurePage() {
  usePageTitle(msg`Er ging iets mis`)
  const signedOut = useSignedOut()
  const { t, i18n } = useLingui()
  const checkout = useCheckoutActor()
  const failed = useSelector(checkout, (s) => s.matches('failed'))
  const busy = useSelector(checkout, selectBusy)
  const { failure, currentFlow, mode } = useSelector(checkout, (s) => s.context)
  // A journey's own failure page (the identity verification could not be requested) is its screen.
  const journeyFailed = useSelector(
    checkout,
    (s) => !s.matches('failed') && selectRoute(s) === '/checkout/failure',
  )
  if (signedOut) return <Redirect to="/welcome" />
  if (journeyFailed) return <CheckoutPage />
  // Retrying: the journey follows to the group's page when it is set; meanwhile, wait here.
  if (busy)
    return (
      <FunnelFrame>
        <Busy />
      </FunnelFrame>
    )
  if (!failed) return <Redirect to={productsPathOf(mode)} />
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
