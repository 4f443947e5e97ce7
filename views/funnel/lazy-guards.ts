import type { ParsedLocation } from '@tanstack/react-router'
import type { FlowMode } from '../platform/flow-mode'
import type { AppRuntime, RouterContext } from '../platform/app-runtime'
import { redirectKnownSignedOut } from '../platform/guards'
import { knownSignInPath } from '../partner/sign-in-path'
import { loadOnce } from '../platform/load-once'

interface GuardArgs {
  context: RouterContext
  location: ParsedLocation
}

// Route options are in the first bundle; the funnel's guards (and the cart and checkout code they
// reach) are fetched only when a funnel page is opened by a visitor who may be signed in. One known to
// be signed out (the welcome page's search before signing in) is sent to sign in at once, without it
// (platform/guards.ts `redirectKnownSignedOut`). Once fetched, every navigation has them at once.
export const loadFunnelGuards = loadOnce(() => import('./funnel-guard'))

const funnelGuard =
  (name: 'requireCustomer' | 'requireFunnel') =>
  ({ context, location }: GuardArgs) => {
    redirectKnownSignedOut(context.runtime, location.href, knownSignInPath(context.runtime))
    return loadFunnelGuards().then((guards) => guards[name]({ context, location }))
  }

/** See funnel-guard.ts `requireCustomer`. */
export const requireCustomer = funnelGuard('requireCustomer')

/** See funnel-guard.ts `requireFunnel`. */
export const requireFunnel = funnelGuard('requireFunnel')

/** See checkout-loader.ts `enterCscCheckout`. */
export const enterCscCheckout = (runtime: AppRuntime, productId: number, mode: FlowMode) =>
  import('../platform/use-checkout').then((loader) => loader.enterCscCheckout(runtime, productId, mode))
