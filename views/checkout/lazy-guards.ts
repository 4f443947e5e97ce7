import type { QueryClient } from '@tanstack/react-query'
import type { ParsedLocation } from '@tanstack/react-router'
import type { Http } from '../../api/client/http'
import type { FlowMode } from '../../machines/flow-mode'

interface GuardArgs {
  context: { http: Http; queryClient: QueryClient }
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
export const enterCscCheckout = (http: Http, queryClient: QueryClient, productId: number, mode: FlowMode) =>
  import('./checkout-loader').then((loader) => loader.enterCscCheckout(http, queryClient, productId, mode))
