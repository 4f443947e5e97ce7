import { fromPromise } from 'xstate'
import { rethrow } from '../../api/client/failure'
import type { Http } from '../../api/client/http'
import { addCartItem, clearCheckoutCart, prepareCheckout, setCheckoutCart } from '../../api/client/products'
import type { CartItem, CheckoutCart } from '../../api/contract/cart'
import type { PrepareInput, PreparedCheckout } from '../../machines/checkout/checkout.types'
import { aovJourneyLogic } from './aov/aov-journey-effects'
import { calculatorLogic } from './calculator/calculator-effects'
import { carJourneyLogic } from './car/car-journey-effects'
import { defaultJourneyLogic } from './default-journey-effects'
import { homeJourneyLogic } from './home/home-journey-effects'

/** The same checkout cart: the same flow and the same items. */
const sameCheckoutCart = (a: CheckoutCart, b: CheckoutCart) =>
  a.flow === b.flow &&
  a.cart_item_ids.length === b.cart_item_ids.length &&
  a.cart_item_ids.every((id) => b.cart_item_ids.includes(id))

/** The checkout journey's effects over the HTTP client. */
export const checkoutEffects = (http: Http, onCartChanged: () => void) => {
  // The checkout cart the server set with the preparation (a cart of one group). The journey's next step
  // sets that same cart, and then needs no request of its own: Continue costs one round trip, not two
  // (issue 26). Used once: a retry after a failure always asks the server.
  let setWhenPrepared: CheckoutCart | null = null
  return {
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
      prepareCheckout: fromPromise<PreparedCheckout, PrepareInput>(async ({ input }) => {
        setWhenPrepared = null
        const prepared = await prepareCheckout(http, input).catch(rethrow)
        setWhenPrepared = prepared.checkout_cart ?? null
        return { items: prepared.result, entryDate: prepared.entry_date }
      }),
      setCheckoutCart: fromPromise(({ input }: { input: CheckoutCart }) => {
        const prepared = setWhenPrepared
        setWhenPrepared = null
        if (prepared && sameCheckoutCart(prepared, input)) return Promise.resolve(prepared)
        return setCheckoutCart(http, input).catch(rethrow)
      }),
      clearCheckoutCart: fromPromise<void, void>(async () => {
        await clearCheckoutCart(http).catch(rethrow)
      }),
      // Until each flow's own journey lands, its group runs the overview journey.
      carJourney: carJourneyLogic(http, onCartChanged),
      consumerJourney: homeJourneyLogic(http, onCartChanged),
      aovJourney: aovJourneyLogic(http, onCartChanged),
      defaultJourney: defaultJourneyLogic(http, onCartChanged),
      calculatorJourney: calculatorLogic(http, onCartChanged),
    },
  }
}
