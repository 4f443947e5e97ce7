import { useLingui } from '@lingui/react/macro'
import { Loader, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useState, type PropsWithChildren } from 'react'
import { selectInFunnel, selectStep } from '../../machines/checkout/selectors'
import { currentStepIndex, stepsFlowOf } from './steps'
import { useUrlFlowMode } from '../platform/use-flow-mode'
import { CartDock } from '../cart/CartDock'
import { FailedPaymentNotice } from '../invoices/FailedPaymentNotice'
import { isSignedOut, useAuthWith } from '../platform/use-auth'
import { useCheckoutActor, useCheckoutValue } from '../platform/use-checkout'
import classes from './funnel.module.css'
import { StepsBar } from './StepsBar'

/**
 * A funnel page: the steps bar, the page, and the cart beside it. The profession and products
 * pages pass `resetStep`: there the current step is insurance (core §2); being where a signed-in
 * customer lands, they also tell of a failed payment still to pay.
 */
export function FunnelFrame({
  resetStep = false,
  withCart = true,
  children,
}: PropsWithChildren<{ resetStep?: boolean; withCart?: boolean }>) {
  const signedOut = useSignedOut()
  const checkout = useCheckoutActor()
  const urlMode = useUrlFlowMode()
  // In the checkout the journey knows its mode (its pages are shared with the calculator); before, the URL.
  const inFunnel = useSelector(checkout, selectInFunnel)
  const journeyMode = useSelector(checkout, (s) => s.context.mode)
  const mode = inFunnel ? journeyMode : urlMode
  const step = useCheckoutValue(selectStep)
  const currentFlow = useSelector(checkout, (s) => s.context.currentFlow)
  const checkoutItems = useSelector(checkout, (s) => s.context.checkoutItems)
  const flow = stepsFlowOf(mode, currentFlow, checkoutItems)
  // The side panel can be closed on large screens (its button reads Close in the funnel); the page then
  // takes the width. Each page opens with the cart shown.
  const [cartOpen, setCartOpen] = useState(true)
  // Signed out here (the menu, another tab, an ended session): the app's follower goes to /welcome.
  if (signedOut) return <Busy />
  return (
    <div className={withCart ? classes.frameWithCart : classes.frame} data-cart-open={cartOpen}>
      <StepsBar flow={flow} current={resetStep ? 0 : currentStepIndex(flow, step)} />
      <div className={classes.content}>
        {resetStep && <FailedPaymentNotice />}
        {children}
      </div>
      {withCart && <CartDock open={cartOpen} onOpenChange={setCartOpen} />}
    </div>
  )
}

/** Signed out while on a customer's page (the menu, another tab, an ended session). */
export function useSignedOut(): boolean {
  return useAuthWith(isSignedOut)
}

/** The journey is waiting on the server (preparing, setting the checkout cart, retrying). */
export function Busy() {
  const { t } = useLingui()
  return (
    <Stack align="center" py="xl" aria-busy="true">
      <Loader />
      <Text>{t`Even geduld…`}</Text>
    </Stack>
  )
}
