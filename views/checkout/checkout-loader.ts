import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { waitFor } from 'xstate'
import type { Http } from '../../api/client/http'
import { selectRoute } from '../../machines/checkout/selectors'
import type { FlowMode } from '../../machines/flow-mode'
import { loadAuth } from '../auth/auth-loader'
import { cartQueryKey, productsQueryKey } from '../cart/cart-query'
import { pathOf, productsPathOf } from './checkout-paths'
import type { CheckoutActor, CheckoutRuntime } from './checkout-runtime'

let runtime: CheckoutRuntime | null = null
let loading: Promise<CheckoutRuntime> | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/**
 * The checkout journey of the signed-in user, loaded by the funnel pages' guards (after the session
 * is known). It belongs to that user: when the session ends or another user signs in, a fresh journey
 * takes its place and the stored one and the cart queries are forgotten.
 */
export function loadCheckout(http: Http, queryClient: QueryClient): Promise<CheckoutRuntime> {
  loading ??= Promise.all([import('./checkout-runtime'), loadAuth()]).then(([module, auth]) => {
    const ownerNow = () => auth.actor.getSnapshot().context.user?.id ?? null
    const replace = (owner: number | null) => {
      runtime?.stop()
      // Signed out: the stored journey goes too. Another user: theirs is restored if it is stored.
      if (owner === null) module.forgetStoredCheckout()
      queryClient.removeQueries({ queryKey: cartQueryKey })
      queryClient.removeQueries({ queryKey: productsQueryKey })
      runtime = module.createCheckoutRuntime(http, queryClient, owner ?? 0)
      emit()
    }
    runtime = module.createCheckoutRuntime(http, queryClient, ownerNow() ?? 0)
    auth.subscribe(() => {
      const snapshot = auth.actor.getSnapshot()
      const owner = ownerNow()
      const signedOut = snapshot.matches('signedOut')
      if (signedOut && runtime?.owner !== 0) replace(null)
      else if (owner !== null && owner !== runtime?.owner) replace(owner)
    })
    return runtime
  })
  return loading
}

const subscribeRuntime = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The current user's checkout runtime (funnel pages render after their guard loaded it). */
export function useCheckoutRuntime(): CheckoutRuntime {
  const current = useSyncExternalStore(subscribeRuntime, () => runtime)
  if (!current) throw new Error('checkout journey not loaded: the route must await loadCheckout')
  return current
}

/** The checkout journey's actor, for `useSelector` and `send`. */
export const useCheckoutActor = (): CheckoutActor => useCheckoutRuntime().actor

/**
 * A value of the journey that may depend on its running child journey (route, step): re-read on
 * every change of either. The selector must return a primitive or a stable value.
 */
export function useCheckoutValue<T>(select: (snapshot: ReturnType<CheckoutActor['getSnapshot']>) => T): T {
  const current = useCheckoutRuntime()
  return useSyncExternalStore(current.subscribe, () => select(current.actor.getSnapshot()))
}

/** A csc login (core §4): the product into the cart, checkout prepared; answers where to go. */
export async function enterCscCheckout(
  http: Http,
  queryClient: QueryClient,
  productId: number,
  mode: FlowMode,
): Promise<string> {
  const { actor } = await loadCheckout(http, queryClient)
  actor.send({ type: 'entry.csc', productId, mode })
  const ready = await waitFor(actor, (s) => !s.hasTag('busy') && !s.matches('routing'), { timeout: 60_000 })
  const route = selectRoute(ready)
  return route ? pathOf(route, mode) : productsPathOf(mode)
}
