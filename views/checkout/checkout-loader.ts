import type { QueryClient } from '@tanstack/react-query'
import type { Http } from '../../api/client/http'
import type { FlowMode } from '../../machines/flow-mode'
import { loadAuth } from '../auth/auth-loader'
import { cartQueryKey, productsQueryKey } from '../cart/cart-query'
import type { CheckoutActor } from './checkout-runtime'

let actor: CheckoutActor | null = null
let loading: Promise<CheckoutActor> | null = null

/**
 * The checkout journey, loaded by the funnel pages' guards (after the session is known). Signing
 * out stops it and forgets the stored journey and the cart queries: they belong to that user.
 */
export function loadCheckout(http: Http, queryClient: QueryClient): Promise<CheckoutActor> {
  loading ??= Promise.all([import('./checkout-runtime'), loadAuth()]).then(([runtime, auth]) => {
    actor = runtime.createCheckoutRuntime(http, queryClient)
    auth.subscribe(() => {
      if (!actor || !auth.actor.getSnapshot().matches('signedOut')) return
      actor.stop()
      actor = null
      loading = null
      localStorage.removeItem(runtime.CHECKOUT_STORAGE_KEY)
      queryClient.removeQueries({ queryKey: cartQueryKey })
      queryClient.removeQueries({ queryKey: productsQueryKey })
    })
    return actor
  })
  return loading
}

/** The loaded journey (funnel pages render after their guard loaded it). */
export function useCheckoutActor(): CheckoutActor {
  if (!actor) throw new Error('checkout journey not loaded: the route must await loadCheckout')
  return actor
}

export const loadedCheckout = () => actor

/** A csc login (core §4): the product into the cart, checkout prepared; answers where to go. */
export async function enterCscCheckout(
  http: Http,
  queryClient: QueryClient,
  productId: number,
  mode: FlowMode,
): Promise<string> {
  const [checkout, runtime] = await Promise.all([
    loadCheckout(http, queryClient),
    import('./checkout-runtime'),
  ])
  return runtime.enterCsc(checkout, productId, mode)
}
