import { useLingui } from '@lingui/react'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { selectRoute } from '../../machines/checkout/selectors'
import { showMessageToast } from '../app/toast'
import { useCheckoutActor } from './checkout-loader'
import { pathOf, productsPathOf } from './checkout-paths'
import { checkoutFailureMessage } from './failure-messages'

/**
 * Routes follow the checkout journey (ARCHITECTURE): when the journey enters a state with another
 * route, the page goes there; when it goes back to choosing, to the products. Its failures become a
 * closable toast.
 */
export function useFollowCheckout() {
  const checkout = useCheckoutActor()
  const navigate = useNavigate()
  const { i18n } = useLingui()
  useEffect(() => {
    let previous = selectRoute(checkout.getSnapshot())
    let previousFailure = checkout.getSnapshot().context.failure
    const subscription = checkout.subscribe((snapshot) => {
      const route = selectRoute(snapshot)
      const { failure, mode } = snapshot.context
      if (failure && failure !== previousFailure) showMessageToast(i18n, checkoutFailureMessage(failure))
      previousFailure = failure
      if (route === previous) return
      const wasInFunnel = previous !== null
      previous = route
      if (route) void navigate({ to: pathOf(route, mode) })
      else if (wasInFunnel && snapshot.matches('idle')) void navigate({ to: productsPathOf(mode) })
    })
    return () => subscription.unsubscribe()
  }, [checkout, navigate, i18n])
}
