import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState, type PropsWithChildren } from 'react'
import { selectStep } from '../../machines/checkout/selectors'
import { currentStepIndex, stepsFlowOf } from '../../machines/checkout/steps'
import { flowModeOf } from '../../machines/flow-mode'
import { CartDock } from '../cart/CartDock'
import { useCheckoutActor } from './checkout-loader'
import classes from './funnel.module.css'
import { StepsBar } from './StepsBar'
import { useFollowCheckout } from './use-follow-checkout'

/**
 * A funnel page: the steps bar, the page, and the cart beside it. The profession and products
 * pages pass `resetStep`: there the current step is insurance (core §2).
 */
export function FunnelFrame({
  resetStep = false,
  withCart = true,
  children,
}: PropsWithChildren<{ resetStep?: boolean; withCart?: boolean }>) {
  useFollowCheckout()
  const checkout = useCheckoutActor()
  const location = useRouterState({ select: (s) => s.location })
  const mode = flowModeOf(location.pathname, location.search)
  const step = useSelector(checkout, selectStep)
  const currentFlow = useSelector(checkout, (s) => s.context.currentFlow)
  const checkoutItems = useSelector(checkout, (s) => s.context.checkoutItems)
  const flow = stepsFlowOf(mode, currentFlow, checkoutItems)
  // The side panel can be closed on large screens (its button reads Close in the funnel); the page then
  // takes the width. Each page opens with the cart shown.
  const [cartOpen, setCartOpen] = useState(true)
  return (
    <div className={withCart ? classes.frameWithCart : classes.frame} data-cart-open={cartOpen}>
      <StepsBar flow={flow} current={resetStep ? 0 : currentStepIndex(flow, step)} />
      <div className={classes.content}>{children}</div>
      {withCart && <CartDock open={cartOpen} onOpenChange={setCartOpen} />}
    </div>
  )
}
