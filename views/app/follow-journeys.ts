import { i18n } from '../../i18n/i18n'
import { selectResultType, selectRoute } from '../../machines/checkout/selectors'
import { checkoutFailureMessage } from '../forms/failure-messages'
import type { createAppRouter } from '../router'
import type { AppRuntime } from '../platform/app-runtime'
import { isChoosingPage, navigationFor, type JourneyFacts, type Place } from './navigation'
import { showMessageToast } from '../platform/toast'

type AppRouter = ReturnType<typeof createAppRouter>

/**
 * The one place that turns the journeys' outcomes into navigation and toasts (ARCHITECTURE "One app
 * runtime"): it listens to the auth and checkout journeys and to the router, asks `navigationFor`
 * where the customer should be, and goes there; each checkout failure becomes one closable toast.
 * A move the journey made is a new history entry; correcting a page the customer opened that the
 * journey is not on replaces it.
 */
export function followJourneys(runtime: AppRuntime, router: AppRouter): () => void {
  let started = false
  let startedOn: string | null = null
  const shown = (): Place => {
    const location = router.state.resolvedLocation ?? router.state.location
    return { pathname: location.pathname, search: location.search as Record<string, unknown> }
  }

  const facts = (): JourneyFacts => {
    const auth = runtime.loadedAuth()?.actor.getSnapshot()
    const checkout = runtime.loadedCheckout()?.actor.getSnapshot()
    return {
      signedOut: !!auth && !auth.hasTag('resolving') && !auth.matches('authenticated'),
      checkout: checkout
        ? {
            route: selectRoute(checkout),
            mode: checkout.context.mode,
            busy: checkout.hasTag('busy'),
            resultType: selectResultType(checkout),
          }
        : null,
      started,
    }
  }

  const follow = (cause: 'journey' | 'page') => {
    const here = shown()
    // "Started" belongs to the page it happened on: Continue pressed there.
    if (startedOn !== here.pathname) started = false
    const checkout = runtime.loadedCheckout()?.actor.getSnapshot()
    if (
      checkout &&
      (checkout.matches('preparing') || checkout.matches('addingProduct')) &&
      isChoosingPage(here.pathname)
    ) {
      started = true
      startedOn = here.pathname
    }
    const next = navigationFor(facts(), here)
    if (!next) return
    // Already on the way there.
    const heading = router.state.location
    if (
      heading.pathname === next.to &&
      JSON.stringify(heading.search) === JSON.stringify(next.search ?? heading.search)
    )
      return
    started = false
    void router.navigate({
      to: next.to,
      ...(next.search ? { search: next.search } : {}),
      replace: cause === 'page' || next.search !== undefined,
    })
  }

  const stops: (() => void)[] = []
  let stopCheckout: (() => void) | null = null
  const watchCheckout = () => {
    stopCheckout?.()
    const checkout = runtime.loadedCheckout()
    if (!checkout) return
    const unsubscribe = checkout.subscribe(() => follow('journey'))
    const stopTelling = checkout.onFailure((failure) =>
      showMessageToast(i18n, checkoutFailureMessage(failure)),
    )
    stopCheckout = () => {
      unsubscribe()
      stopTelling()
    }
    follow('journey')
  }
  let stopAuth: (() => void) | null = null
  const watchAuth = () => {
    stopAuth ??= runtime.loadedAuth()?.subscribe(() => follow('journey')) ?? null
  }
  stops.push(runtime.onCheckoutReplaced(watchCheckout), runtime.onAuthLoaded(watchAuth))
  stops.push(router.subscribe('onResolved', () => follow('page')))
  watchAuth()
  watchCheckout()
  return () => {
    stops.forEach((stop) => stop())
    stopCheckout?.()
    stopAuth?.()
  }
}
