import { i18n } from '../../i18n/i18n'
import type { User } from '../../api/contract/auth'
import type { RouterContext } from '../platform/app-runtime'
import { cartQuery, productsQuery } from '../cart/cart-query'

/**
 * Loader of the products pages: the products priced for the user's profession and the cart are asked
 * for as soon as the guard knows the user, beside the page's code, instead of after its first render;
 * the page then paints with its prices, not with a skeleton first (issue 26). A failure is left to
 * the page, which shows it with a retry.
 */
export async function loadProducts({
  context: { http, queryClient, user },
}: {
  context: RouterContext & { user: User | null }
}) {
  if (!user) return
  await Promise.all([
    queryClient.prefetchQuery(productsQuery(http, i18n.locale, user.profession?.id ?? null, true)),
    queryClient.prefetchQuery(cartQuery(http, i18n.locale, true)),
  ])
}
