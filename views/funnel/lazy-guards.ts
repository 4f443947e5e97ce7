import type { ParsedLocation } from '@tanstack/react-router'
import type { FlowMode } from '../platform/flow-mode'
import type { AppRuntime, RouterContext } from '../platform/app-runtime'
import { redirectKnownSignedOut } from '../platform/guards'
import { knownSignInPath } from '../partner/sign-in-path'

interface GuardArgs {
  context: RouterContext
  location: ParsedLocation
}

// Route options are in the first bundle; the funnel's guards (and the cart and checkout code they
// reach) are fetched only when a funnel page is opened by a visitor who may be signed in. One known to
// be signed out (the welcome page's search before signing in) is sent to sign in at once, without it
// (platform/guards.ts `redirectKnownSignedOut`).
const signedOutToSignIn = ({ context, location }: GuardArgs) =>
  redirectKnownSignedOut(context.runtime, location.href, knownSignInPath(context.runtime))

/** See funnel-guard.ts `requireCustomer`. */
export const requireCustomer = (args: GuardArgs) => {
  signedOutToSignIn(args)
  return import('./funnel-guard').then((guards) => guards.requireCustomer(args))
}

/** See funnel-guard.ts `requireFunnel`. */
export const requireFunnel = (args: GuardArgs) => {
  signedOutToSignIn(args)
  return import('./funnel-guard').then((guards) => guards.requireFunnel(args))
}

/** See checkout-loader.ts `enterCscCheckout`. */
export const enterCscCheckout = (runtime: AppRuntime, productId: number, mode: FlowMode) =>
  import('../platform/use-checkout').then((loader) => loader.enterCscCheckout(runtime, productId, mode))
