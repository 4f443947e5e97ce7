import type { ParsedLocation } from '@tanstack/react-router'
import type { FlowMode } from '../platform/flow-mode'
import type { AppRuntime, RouterContext } from '../platform/app-runtime'

interface GuardArgs {
  context: RouterContext
  location: ParsedLocation
}

// Route options are in the first bundle; the funnel's guards (and the cart and checkout code they
// reach) are fetched only when a funnel page is opened.

/** See funnel-guard.ts `requireCustomer`. */
export const requireCustomer = (args: GuardArgs) =>
  import('./funnel-guard').then((guards) => guards.requireCustomer(args))

/** See funnel-guard.ts `requireFunnel`. */
export const requireFunnel = (args: GuardArgs) =>
  import('./funnel-guard').then((guards) => guards.requireFunnel(args))

/** See checkout-loader.ts `enterCscCheckout`. */
export const enterCscCheckout = (runtime: AppRuntime, productId: number, mode: FlowMode) =>
  import('../platform/use-checkout').then((loader) => loader.enterCscCheckout(runtime, productId, mode))
