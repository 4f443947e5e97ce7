// The checkout journey at run time, loaded with the funnel pages (never by the welcome page).
import type { QueryClient } from '@tanstack/react-query'
import { createActor, waitFor, type Snapshot } from 'xstate'
import type { Http } from '../../api/client/http'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import { selectRoute } from '../../machines/checkout/selectors'
import type { FlowMode } from '../../machines/flow-mode'
import { cartQueryKey } from '../cart/cart-query'
import { checkoutEffects } from './checkout-effects'
import { pathOf, productsPathOf } from './checkout-paths'

/** Local storage key of the checkout journey (core §3 lists `cart`). */
export const CHECKOUT_STORAGE_KEY = 'cart'
const VERSION = 2

/**
 * The stored journey of this user, or undefined when there is none, it is another user's, or it does
 * not parse (then it is dropped: corrupted storage never stops the app).
 */
function readStored(owner: number): Snapshot<unknown> | undefined {
  try {
    const raw = localStorage.getItem(CHECKOUT_STORAGE_KEY)
    if (!raw) return undefined
    const stored = JSON.parse(raw) as { version?: number; owner?: number; snapshot?: Snapshot<unknown> }
    if (
      stored?.version === VERSION &&
      stored.owner === owner &&
      stored.snapshot &&
      typeof stored.snapshot === 'object'
    )
      return stored.snapshot
  } catch {
    // fall through
  }
  forgetStoredCheckout()
  return undefined
}

export function forgetStoredCheckout() {
  try {
    localStorage.removeItem(CHECKOUT_STORAGE_KEY)
  } catch {
    // storage blocked: nothing stored either
  }
}

/**
 * The journey of one signed-in user (`owner`), restored from storage when it is theirs. `subscribe`
 * hears every change of the journey and of its running child journey (a child's step does not change
 * the parent's snapshot), so persistence, routing and the steps bar follow both.
 */
export function createCheckoutRuntime(http: Http, queryClient: QueryClient, owner: number) {
  const listeners = new Set<() => void>()
  const logic = checkoutMachine.provide(
    checkoutEffects(http, () => void queryClient.invalidateQueries({ queryKey: cartQueryKey })),
  )
  const start = (snapshot?: Snapshot<unknown>) => {
    const actor = createActor(logic, {
      input: {},
      ...(snapshot ? { snapshot } : {}),
      inspect: (event) => {
        if (event.type === '@xstate.snapshot') listeners.forEach((listener) => listener())
      },
    })
    actor.start()
    // A snapshot that no longer fits the machine shows as an error or an unknown state: drop it.
    if (snapshot && (actor.getSnapshot().status !== 'active' || !actor.getSnapshot().value)) {
      actor.stop()
      throw new Error('stale checkout snapshot')
    }
    return actor
  }
  let actor: ReturnType<typeof start>
  try {
    actor = start(readStored(owner))
  } catch {
    forgetStoredCheckout()
    actor = start()
  }

  const persist = () => {
    try {
      const snapshot = actor.getPersistedSnapshot()
      localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ version: VERSION, owner, snapshot }))
    } catch {
      // Storage full or blocked: the journey goes on, it just will not survive a reload.
    }
  }
  listeners.add(persist)
  return {
    actor,
    owner,
    /** The failure the restored journey carried (already told before the reload). */
    restoredFailure: actor.getSnapshot().context.failure,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    stop() {
      listeners.clear()
      actor.stop()
    },
  }
}

export type CheckoutRuntime = ReturnType<typeof createCheckoutRuntime>
export type CheckoutActor = CheckoutRuntime['actor']

/** A csc login's product: into the cart and straight to its review; answers the path to go to. */
export async function enterCsc(actor: CheckoutActor, productId: number, mode: FlowMode): Promise<string> {
  actor.send({ type: 'entry.csc', productId, mode })
  const ready = await waitFor(actor, (s) => !s.hasTag('busy') && !s.matches('routing'), { timeout: 60_000 })
  const route = selectRoute(ready)
  return route ? pathOf(route, mode) : productsPathOf(mode)
}
