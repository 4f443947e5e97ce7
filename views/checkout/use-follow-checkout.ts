import { useLingui } from '@lingui/react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { CheckoutFailure } from '../../machines/checkout/checkout.types'
import { selectRoute } from '../../machines/checkout/selectors'
import { isFunnelStarted } from '../../machines/flow-mode'
import { showMessageToast } from '../app/toast'
import { useCheckoutRuntime } from './checkout-loader'
import { pathOf, productsPathOf } from './checkout-paths'
import { checkoutFailureMessage } from './failure-messages'

/** Failures already told, across pages (a csc entry fails before any funnel page is shown). */
const told = new WeakSet<CheckoutFailure>()

/**
 * Routes follow the checkout journey (ARCHITECTURE): when the journey enters a state with another
 * route, the page goes there: on the checkout's own pages always; elsewhere (the products page) only
 * when the user started the checkout, so deleting an item there never pulls the user into checkout.
 * Back to choosing from a checkout page goes to the products. Failures become a closable toast.
 */
export function useFollowCheckout() {
  const runtime = useCheckoutRuntime()
  const navigate = useNavigate()
  const router = useRouter()
  const { i18n } = useLingui()
  useEffect(() => {
    const { actor } = runtime
    let previous = selectRoute(actor.getSnapshot())
    let started = false
    const tell = (failure: CheckoutFailure | null) => {
      if (!failure || told.has(failure)) return
      told.add(failure)
      showMessageToast(i18n, checkoutFailureMessage(failure))
    }
    const follow = () => {
      const snapshot = actor.getSnapshot()
      const { failure, mode } = snapshot.context
      tell(failure)
      if (snapshot.matches('preparing') || snapshot.matches('addingProduct')) started = true
      const route = selectRoute(snapshot)
      if (route === previous) return
      previous = route
      const here = router.state.location.pathname
      const onCheckoutPage = isFunnelStarted(here) || here === '/result'
      if (route && (onCheckoutPage || started)) {
        started = false
        if (pathOf(route, mode) !== here) void navigate({ to: pathOf(route, mode) })
      } else if (!route && snapshot.matches('idle') && onCheckoutPage) {
        void navigate({ to: productsPathOf(mode) })
      }
    }
    // A failure restored from before a reload was told then; one from this page load (a csc entry
    // that failed before this page showed) is told now.
    if (runtime.restoredFailure) told.add(runtime.restoredFailure)
    tell(actor.getSnapshot().context.failure)
    return runtime.subscribe(follow)
  }, [runtime, navigate, router, i18n])
}
