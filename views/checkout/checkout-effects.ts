import { fromPromise } from 'xstate'
import { isApiError } from '../../api/client/api-error'
import type { Http } from '../../api/client/http'
import { addCartItem, clearCheckoutCart, prepareCheckout, setCheckoutCart } from '../../api/client/products'
import type { CartItem, CheckoutCart } from '../../api/contract/cart'
import type { CheckoutFailure, PreparedCheckout } from '../../machines/checkout/checkout.types'
import { groupOverviewMachine } from '../../machines/checkout/group-overview.machine'

/** A failure as the checkout journey stores it: the catalogue code and the server's reason. */
export function toCheckoutFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error)) return { code: null, reason: null }
  return { code: error.code(), reason: error.body?.non_field_errors[0] ?? null }
}
const rethrow = (error: unknown): never => {
  throw toCheckoutFailure(error)
}

/** The checkout journey's effects over the HTTP client. */
export const checkoutEffects = (http: Http, onCartChanged: () => void) => ({
  actors: {
    addProduct: fromPromise<CartItem | null, { productId: number }>(async ({ input }) => {
      try {
        return await addCartItem(http, input.productId)
      } catch (error) {
        return rethrow(error)
      } finally {
        onCartChanged()
      }
    }),
    prepareCheckout: fromPromise<PreparedCheckout, void>(async () => {
      const prepared = await prepareCheckout(http).catch(rethrow)
      return { items: prepared.result, entryDate: prepared.entry_date }
    }),
    setCheckoutCart: fromPromise(({ input }: { input: CheckoutCart }) =>
      setCheckoutCart(http, input).catch(rethrow),
    ),
    clearCheckoutCart: fromPromise<void, void>(async () => {
      await clearCheckoutCart(http).catch(rethrow)
    }),
    // Until each flow's own journey lands, every group runs the overview journey.
    carJourney: groupOverviewMachine,
    consumerJourney: groupOverviewMachine,
    aovJourney: groupOverviewMachine,
    defaultJourney: groupOverviewMachine,
  },
})
