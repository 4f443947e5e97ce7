import { useCallback, useSyncExternalStore } from 'react'
import type { User } from '../../api/contract/auth'
import type { AuthEvent, AuthFailure } from '../../machines/auth/auth.types'
import type { AppRuntime } from './app-runtime'
import { useAppDeps } from './deps'

export interface AuthView {
  /** Still unknown: the journey is loading or resolving. */
  resolving: boolean
  signedIn: boolean
  user: User | null
  /** Why the last login failed or the session ended; null when nothing to say. */
  failure: AuthFailure | null
  /** The last refresh failed on the network; the session stays and can be retried. */
  refreshFailed: boolean
  /** The signed-in user could not be loaded (network); the session stays and can be retried. */
  userFailed: boolean
  /** Logged in with a quote: the cart cannot be changed and the logo stays put (core §2). */
  hasUserQuote: boolean
}

const UNKNOWN: AuthView = {
  resolving: true,
  signedIn: false,
  user: null,
  failure: null,
  refreshFailed: false,
  userFailed: false,
  hasUserQuote: false,
}
let lastView = UNKNOWN

/** Follows the journey, including from before it has loaded (then from the moment it loads). */
const subscribeTo = (runtime: AppRuntime) => (listener: () => void) => {
  let unsubscribeActor: (() => void) | undefined
  const follow = () => {
    unsubscribeActor ??= runtime.loadedAuth()?.subscribe(listener)
    listener()
  }
  const stopWaiting = runtime.onAuthLoaded(follow)
  if (runtime.loadedAuth()) follow()
  return () => {
    stopWaiting()
    unsubscribeActor?.()
  }
}

const snapshotOf = (runtime: AppRuntime): AuthView => {
  const s = runtime.loadedAuth()?.actor.getSnapshot()
  if (!s) return UNKNOWN
  const view: AuthView = {
    resolving: s.hasTag('resolving'),
    signedIn: s.matches('authenticated'),
    user: s.context.user,
    failure: s.context.failure,
    refreshFailed: s.context.refreshFailed,
    userFailed: s.matches({ authenticated: { user: 'failed' } }),
    hasUserQuote: s.context.user_quote !== null,
  }
  const same = (Object.keys(view) as (keyof AuthView)[]).every((k) => view[k] === lastView[k])
  return same ? lastView : (lastView = view)
}

/** The session as views need it; unknown (resolving) until the auth journey has loaded. */
export function useAuth(): AuthView {
  return useAuthWith(whole)
}
const whole = (view: AuthView) => view

/**
 * One value of the session (`select` returns a primitive or a kept object, like `view.user`): the view
 * renders again only when that value changes. A profile change (the profession saved) then renders its
 * readers, not the header's logo or the steps bar in the middle of the step (issue 26).
 */
export function useAuthWith<T>(select: (view: AuthView) => T): T {
  const { runtime } = useAppDeps()
  const subscribe = useCallback((listener: () => void) => subscribeTo(runtime)(listener), [runtime])
  const snapshot = () => select(snapshotOf(runtime))
  // The same on the server (issue 26): a rendered page shows the state the runtime starts in.
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

/** `useAuthWith` selectors several views share. */
export const isSignedIn = (view: AuthView) => view.signedIn
/** Known to be signed out (not while the session is still resolving). */
export const isSignedOut = (view: AuthView) => !view.signedIn && !view.resolving
export const withUserQuote = (view: AuthView) => view.hasUserQuote
export const userIdOf = (view: AuthView) => view.user?.id ?? null

/** Sends the auth journey an event (a sign-out, a retry), loading it first when needed. */
export function useAuthSend(): (event: AuthEvent) => void {
  const { runtime } = useAppDeps()
  return useCallback((event) => void runtime.loadAuth().then((auth) => auth.send(event)), [runtime])
}
