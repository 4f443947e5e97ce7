import type { QueryClient } from '@tanstack/react-query'
import type { Http, HttpOptions } from '../../api/client/http'
import type { AuthRuntime } from './auth-runtime'
import { readStoredTokens } from './stored-session'
import type { Actor } from 'xstate'
import type { Failure } from '../../api/contract/failure'
import type { CheckoutMachine } from '../../machines/checkout/checkout.machine'

/**
 * The app's one runtime (ARCHITECTURE "One app runtime"): the auth journey and the signed-in user's
 * checkout journey, each created once and held here, not in module globals. main.tsx creates it and
 * hands it to the router context and the views' deps; tests create their own. Both journeys load on
 * first need, so an anonymous visitor's first page carries neither statechart.
 */
export interface AppRuntime {
  http: Http
  /**
   * Puts `wrap` around the HTTP client `http` sends with (the profession's save holds the customer's
   * requests behind itself: api/client/ordered-http.ts). Out of the first page, which only has the hook.
   */
  wrapHttp(wrap: (http: Http) => Http): void
  queryClient: QueryClient
  /** The auth journey, loaded on first need (a guarded page, a sign-in, a stored session, a 401). */
  loadAuth(): Promise<AuthRuntime>
  /** The auth journey if already loaded (for synchronous reads), else null. */
  loadedAuth(): AuthRuntime | null
  /** Calls back once the auth journey has loaded. */
  onAuthLoaded(listener: () => void): () => void
  /** True when a session is stored, so the auth journey is worth loading at start. */
  hasStoredSession(): boolean
  /**
   * The checkout journey of the signed-in user, loaded by the funnel pages' guards. It belongs to that
   * user: when the session ends or another user signs in, a fresh journey takes its place, and the
   * stored one and the cart queries are forgotten.
   */
  loadCheckout(): Promise<CheckoutRuntime>
  loadedCheckout(): CheckoutRuntime | null
  /** Calls back when the checkout journey is loaded or replaced (another user). */
  onCheckoutReplaced(listener: () => void): () => void
}

/** The signed-in user's checkout journey as the app holds it (views/checkout/checkout-runtime.ts makes it). */
export interface CheckoutRuntime {
  actor: CheckoutActor
  /** The user it belongs to (0 before anyone signed in). */
  owner: number
  /** Hears every change of the journey and of its running child journeys. */
  subscribe(listener: () => void): () => void
  /** The one listener of the journey's failures, each told once. */
  onFailure(listener: (failure: Failure) => void): () => void
  stop(): void
}
export type CheckoutActor = Actor<CheckoutMachine>

/** The checkout feature's runtime module, loaded with the first funnel page (main.tsx gives it). */
export interface CheckoutModule {
  checkoutOfSignedInUser(
    auth: AuthRuntime,
    http: Http,
    queryClient: QueryClient,
    onReplaced: (checkout: CheckoutRuntime) => void,
  ): CheckoutRuntime
}

/** What routes' guards and loaders get: the one app runtime, and its HTTP client and query cache. */
export interface RouterContext {
  queryClient: QueryClient
  http: Http
  runtime: AppRuntime
}

/** What the HTTP client needs from the runtime: the token to send, and who decides on a 401. */
export type SessionHooks = Required<Pick<HttpOptions, 'getToken' | 'onUnauthorized'>>

export function createAppRuntime(
  queryClient: QueryClient,
  createHttp: (session: SessionHooks) => Http,
  loadCheckoutModule: () => Promise<CheckoutModule>,
): AppRuntime {
  let auth: AuthRuntime | null = null
  let authLoading: Promise<AuthRuntime> | null = null
  const authListeners = new Set<() => void>()
  let checkout: CheckoutRuntime | null = null
  let checkoutLoading: Promise<CheckoutRuntime> | null = null
  const checkoutListeners = new Set<() => void>()
  const listen = (set: Set<() => void>) => (listener: () => void) => {
    set.add(listener)
    return () => void set.delete(listener)
  }

  let send = createHttp({
    // The journey's token when loaded, else the stored one.
    getToken: () =>
      auth ? (auth.actor.getSnapshot().context.tokens?.access ?? null) : (readStoredTokens()?.access ?? null),
    // A 401 loads the journey if needed and lets it decide.
    onUnauthorized: async (token) => (await runtime.loadAuth()).bridge(token),
  })
  const runtime: AppRuntime = {
    http: (options) => send(options),
    wrapHttp(wrap) {
      send = wrap(send)
    },
    queryClient,
    loadAuth: () =>
      (authLoading ??= import('./auth-runtime').then(({ createAuthRuntime }) => {
        auth = createAuthRuntime(runtime.http)
        authListeners.forEach((listener) => listener())
        return auth
      })),
    loadedAuth: () => auth,
    onAuthLoaded: listen(authListeners),
    hasStoredSession: () => readStoredTokens() !== null,
    loadCheckout: () =>
      (checkoutLoading ??= Promise.all([loadCheckoutModule(), runtime.loadAuth()]).then(([module, auth]) =>
        module.checkoutOfSignedInUser(auth, runtime.http, queryClient, (next) => {
          checkout = next
          checkoutListeners.forEach((listener) => listener())
        }),
      )),
    loadedCheckout: () => checkout,
    onCheckoutReplaced: listen(checkoutListeners),
  }
  return runtime
}
