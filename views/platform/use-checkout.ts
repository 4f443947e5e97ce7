import { useCallback, useSyncExternalStore } from 'react'
import { waitFor } from 'xstate'
import { selectRoute } from '../../machines/checkout/selectors'
import type { FlowMode } from './flow-mode'
import type { AppRuntime, CheckoutActor, CheckoutRuntime } from './app-runtime'
import { useAppDeps } from './deps'
import { pathOf, productsPathOf } from './checkout-paths'

/** The current user's checkout runtime (funnel pages render after their guard loaded it). */
export function useCheckoutRuntime(): CheckoutRuntime {
  const { runtime } = useAppDeps()
  const subscribe = useCallback((listener: () => void) => runtime.onCheckoutReplaced(listener), [runtime])
  const current = useSyncExternalStore(subscribe, runtime.loadedCheckout)
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

/**
 * A finished checkout (the result) starts no other: it is left first, as the result page's own button
 * leaves it (the checkout cart is cleared), then the new checkout starts from the products.
 */
export async function leaveResult(actor: CheckoutActor): Promise<void> {
  if (!actor.getSnapshot().matches('result')) return
  actor.send({ type: 'user.cancel' })
  await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 60_000 })
}

/** A csc login (core §4): the product into the cart, checkout prepared; answers where to go. */
export async function enterCscCheckout(
  runtime: AppRuntime,
  productId: number,
  mode: FlowMode,
): Promise<string> {
  const { actor } = await runtime.loadCheckout()
  await leaveResult(actor)
  actor.send({ type: 'entry.csc', productId, mode })
  const ready = await waitFor(actor, (s) => !s.hasTag('busy') && !s.matches('routing'), { timeout: 60_000 })
  const route = selectRoute(ready)
  return route ? pathOf(route, mode) : productsPathOf(mode)
}
