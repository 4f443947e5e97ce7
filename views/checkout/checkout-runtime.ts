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
const VERSION = 1

/** The stored journey, or undefined when there is none or it does not parse (then it is dropped). */
function readStored(): Snapshot<unknown> | undefined {
  try {
    const raw = localStorage.getItem(CHECKOUT_STORAGE_KEY)
    if (!raw) return undefined
    const stored = JSON.parse(raw) as { version?: number; snapshot?: Snapshot<unknown> }
    if (stored?.version === VERSION && stored.snapshot && typeof stored.snapshot === 'object')
      return stored.snapshot
  } catch {
    // fall through: corrupted storage never stops the app
  }
  localStorage.removeItem(CHECKOUT_STORAGE_KEY)
  return undefined
}

export function createCheckoutRuntime(http: Http, queryClient: QueryClient) {
  const logic = checkoutMachine.provide(
    checkoutEffects(http, () => void queryClient.invalidateQueries({ queryKey: cartQueryKey })),
  )
  const start = (snapshot?: Snapshot<unknown>) => {
    const actor = createActor(logic, { input: {}, ...(snapshot ? { snapshot } : {}) })
    actor.start()
    // A snapshot that no longer fits the machine shows as an error or an unknown state: drop it.
    if (snapshot && (actor.getSnapshot().status !== 'active' || !actor.getSnapshot().value)) {
      actor.stop()
      throw new Error('stale checkout snapshot')
    }
    return actor
  }
  let actor: ReturnType<typeof start>
  const stored = readStored()
  try {
    actor = start(stored)
  } catch {
    localStorage.removeItem(CHECKOUT_STORAGE_KEY)
    actor = start()
  }

  actor.subscribe(() => {
    try {
      const snapshot = actor.getPersistedSnapshot()
      localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ version: VERSION, snapshot }))
    } catch {
      // Storage full or blocked: the journey goes on, it just will not survive a reload.
    }
  })
  return actor
}

export type CheckoutActor = ReturnType<typeof createCheckoutRuntime>

/** A csc login's product: into the cart and straight to its review; answers the path to go to. */
export async function enterCsc(actor: CheckoutActor, productId: number, mode: FlowMode): Promise<string> {
  actor.send({ type: 'entry.csc', productId, mode })
  const ready = await waitFor(actor, (s) => !s.hasTag('busy') && !s.matches('routing'), { timeout: 60_000 })
  const route = selectRoute(ready)
  return route ? pathOf(route, mode) : productsPathOf(mode)
}
