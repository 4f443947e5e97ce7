// The checkout journey at run time, loaded with the funnel pages (never by the welcome page).
import type { QueryClient } from '@tanstack/react-query'
import { createActor, type AnyActor, type EventObject, type Snapshot } from 'xstate'
import type { Http } from '../../api/client/http'
import type { Failure } from '../../api/contract/failure'
import type { CheckoutActor, CheckoutRuntime } from '../platform/app-runtime'
import type { AuthRuntime } from '../platform/auth-runtime'
import { checkoutMachine } from '../../machines/checkout/checkout.machine'
import { cartQueryKey, productsQueryKey } from '../cart/cart-query'
import { countJourneys } from '../platform/journey-counting'
import { showLive } from '../platform/live-hub'
import { checkoutEffects } from './checkout-effects'

/**
 * Session-storage key of the checkout journey. Not local storage under the spec's `cart` (core §3): the
 * journey holds the answers, the personal details and the IBAN typed in, which must not outlive the tab
 * unencrypted on disk. A reload keeps it; another tab or a new visit starts from the cart, which the server
 * keeps, and from the answers saved there (docs/local-storage.md).
 */
export const CHECKOUT_STORAGE_KEY = 'checkout'
// 3: the aov group runs its own journey (quiz, medical, premium) instead of the overview.
// 4: the checkout forms are a child of their own (the default journey runs questions, then forms).
// 5: a group's outcome carries the first invoice of its purchase (the result follows its payment).
// 6: the car and home groups' stand-in says "not online yet" (new states); the forms may stop at a refused identity.
// 7: the payment step is a compound state (it saves the chosen start date for the checkout cart).
// 8: calculator mode runs the calculator journey (a new state) instead of the group journeys.
const VERSION = 8

/**
 * The stored journey of this user, or undefined when there is none, it is another user's, or it does
 * not parse (then it is dropped: corrupted storage never stops the app).
 */
function readStored(owner: number): Snapshot<unknown> | undefined {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_STORAGE_KEY)
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

/** The cart and products of the user before (another user's, or nobody's) are not shown again. */
export function forgetCartQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: cartQueryKey })
  queryClient.removeQueries({ queryKey: productsQueryKey })
}

export function forgetStoredCheckout() {
  try {
    sessionStorage.removeItem(CHECKOUT_STORAGE_KEY)
  } catch {
    // storage blocked: nothing stored either
  }
}

/**
 * The journey of one signed-in user (`owner`), restored from storage when it is theirs. `subscribe`
 * hears every change of the journey and of its running child journey (a child's step does not change
 * the parent's snapshot), so persistence, routing and the steps bar follow both.
 */
export function createCheckoutRuntime(http: Http, queryClient: QueryClient, owner: number): CheckoutRuntime {
  const listeners = new Set<() => void>()
  // A cart change may be a purchase: the products' "insured already" changes with it (only a page that
  // shows the products refetches at once; the others are stale and refetch when shown).
  const cartChanged = () => {
    void queryClient.invalidateQueries({ queryKey: cartQueryKey })
    void queryClient.invalidateQueries({ queryKey: productsQueryKey })
  }
  const logic = checkoutMachine.provide(checkoutEffects(http, cartChanged))
  // Failures are told by one subscriber (the app's follower); one that happens before it listens
  // (a csc entry failing before any page shows) waits for it.
  let tell: ((failure: Failure) => void) | null = null
  const untold: Failure[] = []
  const told = (emitted: EventObject) => {
    if (!('failure' in emitted)) return
    const failure = emitted.failure as Failure
    if (tell) tell(failure)
    else untold.push(failure)
  }
  // Where customers drop off: the counts of the checkout and the journeys it runs (issue 22 point 5).
  const count = countJourneys(http)
  const start = (snapshot?: Snapshot<unknown>) => {
    const actor = createActor(logic, {
      input: {},
      ...(snapshot ? { snapshot } : {}),
      inspect: (event) => {
        if (event.type === '@xstate.snapshot') listeners.forEach((listener) => listener())
        // Every journey of the checkout (itself, a group's, the identity step) emits its failures.
        if (event.type === '@xstate.actor') (event.actorRef as AnyActor).on('failure', told)
        count(event)
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

  // One step reports a snapshot per actor (the journey, its child, their promises): write once per
  // step, after they all settled, and only when something stored changed.
  let scheduled = false
  let stopped = false
  let stored = ''
  const persist = () => {
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      if (stopped) return // a signed-out journey is not written back after it was forgotten
      try {
        const next = JSON.stringify({ version: VERSION, owner, snapshot: actor.getPersistedSnapshot() })
        if (next === stored) return
        stored = next
        sessionStorage.setItem(CHECKOUT_STORAGE_KEY, next)
      } catch {
        // Storage full or blocked: the journey goes on, it just will not survive a reload.
      }
    })
  }
  listeners.add(persist)

  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  showLive('checkout', { actor, subscribe })
  return {
    actor,
    owner,
    subscribe,
    /** The one listener of the journey's failures, each told once (a restored one was told before the reload). */
    onFailure(listener: (failure: Failure) => void) {
      tell = listener
      untold.splice(0).forEach(listener)
      return () => void (tell = null)
    },
    stop() {
      stopped = true
      showLive('checkout', null)
      listeners.clear()
      actor.stop()
    },
  }
}

export type { CheckoutActor, CheckoutRuntime }

/**
 * The checkout journey of whoever is signed in: created now, and replaced (`onReplaced`) when the
 * session ends (the stored journey is forgotten) or another user signs in (theirs is restored if
 * stored); the cart queries of the user before are dropped either way.
 */
export function checkoutOfSignedInUser(
  auth: AuthRuntime,
  http: Http,
  queryClient: QueryClient,
  onReplaced: (checkout: CheckoutRuntime) => void,
): CheckoutRuntime {
  const ownerNow = () => auth.actor.getSnapshot().context.user?.id ?? null
  let checkout = createCheckoutRuntime(http, queryClient, ownerNow() ?? 0)
  const replace = (owner: number | null) => {
    checkout.stop()
    if (owner === null) forgetStoredCheckout()
    forgetCartQueries(queryClient)
    checkout = createCheckoutRuntime(http, queryClient, owner ?? 0)
    onReplaced(checkout)
  }
  auth.subscribe(() => {
    const owner = ownerNow()
    if (auth.actor.getSnapshot().matches('signedOut') && checkout.owner !== 0) replace(null)
    else if (owner !== null && owner !== checkout.owner) replace(owner)
  })
  onReplaced(checkout)
  return checkout
}
