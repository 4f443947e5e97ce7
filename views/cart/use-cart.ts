import { useLingui } from '@lingui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { isApiError } from '../../api/client/api-error'
import { failureOf } from '../../api/contract/failure'
import { addCartItem, deleteCartItem } from '../../api/client/products'
import { ALREADY_IN_CART, ALREADY_INSURED, type CartItem } from '../../api/contract/cart'
import { cartList } from '../../machines/checkout/grouping'
import { ecommerce, track, type AnalyticsProduct } from '../analytics/data-layer'
import { useAppDeps } from '../platform/deps'
import { isSignedIn, useAuthWith } from '../platform/use-auth'
import { showErrorToast, showMessageToast } from '../platform/toast'
import { useCheckoutActor } from '../platform/use-checkout'
import { checkoutFailureMessage } from '../forms/failure-messages'
import { cartQuery, cartQueryKey, productsQueryKey } from './cart-query'

export type CartEntry = CartItem & { inCheckoutCart: boolean }

/** A price that still has to be calculated: missing or zero (core §2 cart panel). */
export const isCalculating = (price: string | null) => price === null || Number(price) === 0

/** The cart as the panel shows it: checkout-cart items first, totals, and removing with the journey told. */
export function useCart() {
  const { http } = useAppDeps()
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const checkout = useCheckoutActor()
  const signedIn = useAuthWith(isSignedIn)
  const checkoutItems = useSelector(checkout, (s) => s.context.checkoutItems)
  const query = useQuery(cartQuery(http, i18n.locale, signedIn))
  const items: CartEntry[] = cartList(query.data ?? [], checkoutItems)
  const priced = items.filter((i) => !isCalculating(i.insurance_product.price))
  const total = priced.reduce((sum, i) => sum + Number(i.insurance_product.price), 0)

  const remove = useCallback(
    async (item: CartItem) => {
      try {
        await deleteCartItem(http, item.id)
      } catch (error) {
        showErrorToast(i18n, error)
        return false
      }
      checkout.send({ type: 'cart.itemRemoved', id: item.id })
      track('remove_from_cart', ecommerce([item.insurance_product]))
      await queryClient.invalidateQueries({ queryKey: cartQueryKey })
      return true
    },
    [http, i18n, checkout, queryClient],
  )

  /** Adds a product (listed in `list` for analytics); a product already there is said so, not an error. */
  const add = useCallback(
    async (product: AnalyticsProduct, list: Record<string, unknown>) => {
      try {
        const item = await addCartItem(http, product.id)
        // The answer is the item: the panel shows it at once, the refetch below only confirms the cart.
        queryClient.setQueryData(cartQuery(http, i18n.locale, true).queryKey, (cart) =>
          cart && !cart.some((entry) => entry.id === item.id) ? [...cart, item] : cart,
        )
        track('add_to_cart', ecommerce([product], list))
      } catch (error) {
        // Already there (another tab, a double click) or insured already: say so, the page shows it.
        const known = [ALREADY_IN_CART, ALREADY_INSURED].find(
          (reason) => isApiError(error) && error.body?.non_field_errors.includes(reason),
        )
        if (known) showMessageToast(i18n, checkoutFailureMessage(failureOf(known)))
        else showErrorToast(i18n, error)
        if (known === ALREADY_INSURED) await queryClient.invalidateQueries({ queryKey: productsQueryKey })
      } finally {
        await queryClient.invalidateQueries({ queryKey: cartQueryKey })
      }
    },
    [http, i18n, queryClient],
  )

  return {
    items,
    add,
    loading: query.isPending,
    error: query.error,
    refetch: query.refetch,
    total,
    /** Some prices are still being calculated (the total covers the others). */
    partial: priced.length < items.length,
    currency: items[0]?.insurance_product.price_currency ?? 'EUR',
    remove,
  }
}
