import type { ParsedLocation } from '@tanstack/react-router'
import { addMessagesPart, loadMessagesPart } from '../../i18n/i18n'
import type { RouterContext } from '../platform/app-runtime'
import { requireSignedIn } from '../platform/guards'
import { signInPathOf } from '../partner/sign-in-path'

// The account area's texts are their own catalog, loaded with its pages (the first page does not carry them).
addMessagesPart('account', {
  nl: () => import('../../i18n/locales/nl/account.po'),
  en: () => import('../../i18n/locales/en/account.po'),
  fr: () => import('../../i18n/locales/fr/account.po'),
  de: () => import('../../i18n/locales/de/account.po'),
})

interface GuardArgs {
  context: RouterContext
  location: ParsedLocation
}

/**
 * `beforeLoad` of every `/user/...` page (core §2, guarded): signed in (signed out goes to sign-in, which
 * brings the customer back here), with the account area's texts loaded. No profession is needed: a
 * customer manages what they hold whatever they do now.
 */
export async function requireAccount({ context, location }: GuardArgs) {
  const [{ user }] = await Promise.all([
    requireSignedIn(context.runtime, location.href, () => signInPathOf(context.runtime)),
    loadMessagesPart('account'),
  ])
  return { user }
}
