import type { ParsedLocation } from '@tanstack/react-router'
import type { RouterContext } from '../platform/app-runtime'

/** See account-guard.ts: fetched only when an account page opens, so the first page does not carry it. */
export const requireAccount = (args: { context: RouterContext; location: ParsedLocation }) =>
  import('./account-guard').then((guard) => guard.requireAccount(args))
