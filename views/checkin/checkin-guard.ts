import type { ParsedLocation } from '@tanstack/react-router'
import { loadMessagesPart } from '../../i18n/i18n'
import { requireAccount } from '../account/lazy-account-guard'
import type { RouterContext } from '../platform/app-runtime'

interface GuardArgs {
  context: RouterContext
  location: ParsedLocation
}

// The check-in's texts are in the account area's lazily loaded catalog (with the upload field it uses).

/**
 * `beforeLoad` of the check-in's welcome and steps (forms §2, guarded): signed in, with the texts loaded.
 * No profession is asked in check-in mode (core §2): a freelancer confirms cover they already hold.
 */
export const requireCheckin = (args: GuardArgs) => requireAccount(args)

/** `beforeLoad` of the check-in's pages without sign-in (its entry, the client's confirmation). */
export const loadCheckinTexts = () =>
  // The account guard registers that catalog; it loads with the check-in's pages, not the first page.
  import('../account/account-guard').then(() => loadMessagesPart('account'))
