import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { AOV_PAGE } from '../../machines/aov/aov-page'
import type { User } from '../../api/contract/auth'
import type { Partner } from '../../api/contract/partner'
import { flowModeOf, type FlowMode } from '../platform/flow-mode'
import { loadMessagesPart } from '../../i18n/i18n'
import { requireSignedIn } from '../platform/guards'
import { partnerQuery } from '../partner/partner-query'
import { signInPathOf } from '../partner/sign-in-path'
import type { CheckoutRuntime, RouterContext } from '../platform/app-runtime'
import { professionPathOf } from '../platform/checkout-paths'

interface GuardArgs {
  context: RouterContext
  location: ParsedLocation
}

/** `beforeLoad` of the profession page: signed in, and the checkout journey loaded for the steps bar. */
export async function requireCustomer({ context, location }: GuardArgs) {
  const { user } = await requireSignedIn(context.runtime, location.href, () => signInPathOf(context.runtime))
  // These pages' texts come with them (the first page does not carry them).
  const [checkout] = await Promise.all([context.runtime.loadCheckout(), loadMessagesPart('funnel')])
  return { user, checkout }
}

/** A user without a profession chooses one first, unless in check-in mode or the partner hides that page (core §2). */
export const choosesProfessionFirst = (user: User | null, mode: FlowMode, partner: Partner) =>
  !!user && !user.profession && mode !== 'checkin' && !partner.hide_profession_page

/**
 * `beforeLoad` of the products and checkout pages: signed in, and a user who chooses a profession first
 * (`choosesProfessionFirst`) goes to the profession page.
 */
export async function requireFunnel(args: GuardArgs) {
  const { user, checkout } = await requireCustomer(args)
  const { context, location } = args
  const mode = flowModeOf(location.pathname, location.search as Record<string, unknown>)
  const partner = await context.queryClient.ensureQueryData(partnerQuery(context.http))
  if (choosesProfessionFirst(user, mode, partner))
    throw redirect({
      to: professionPathOf(mode),
      search: location.search,
      replace: true,
    })
  await enterFromLink(args, checkout, mode)
  return { user, checkout }
}

/**
 * The income-protection page opened from a link with a product (the alternative quiz's e-mail:
 * `/checkout/aov-premium-review?quiz=alternative&product=<id>`), while that group's journey is not
 * running: the product goes into the cart and its checkout starts, as after a csc login (core §4).
 */
async function enterFromLink(
  { context, location }: GuardArgs,
  checkout: CheckoutRuntime,
  mode: ReturnType<typeof flowModeOf>,
) {
  const search = location.search as Record<string, unknown>
  if (location.pathname.replace(/\/$/, '') !== AOV_PAGE || search.quiz !== 'alternative') return
  const product = Number(search.product)
  if (!Number.isSafeInteger(product) || product <= 0) return
  // Only a checkout that is not under way (or is over): the link never throws away a group being taken out.
  const state = checkout.actor.getSnapshot()
  if (!state.matches('idle') && !state.matches('result')) return
  // Only for such a link: a visitor sent on to sign in fetches no statechart code with this guard.
  const { enterCscCheckout } = await import('../platform/use-checkout')
  await enterCscCheckout(context.runtime, product, mode)
}
