import { fromPromise } from 'xstate'
import { rethrow } from '../../api/client/failure'
import type { Http } from '../../api/client/http'
import { addCartItem, clearCheckoutCart, prepareCheckout, setCheckoutCart } from '../../api/client/products'
import type { CartItem, CheckoutCart } from '../../api/contract/cart'
import type { PreparedCheckout } from '../../machines/checkout/checkout.types'
import { aovJourneyLogic } from './aov/aov-journey-effects'
import { calculatorLogic } from './calculator/calculator-effects'
import { carJourneyLogic } from './car/car-journey-effects'
import { defaultJourneyLogic } from './default-journey-effects'
import { homeJourneyLogic } from './home/home-journey-effects'

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
    // Until each flow's own journey lands, its group runs the overview journey.
    carJourney: carJourneyLogic(http, onCartChanged),
    consumerJourney: homeJourneyLogic(http, onCartChanged),
    aovJourney: aovJourneyLogic(http, onCartChanged),
    defaultJourney: defaultJourneyLogic(http, onCartChanged),
    calculatorJourney: calculatorLogic(http, onCartChanged),
  },
})
