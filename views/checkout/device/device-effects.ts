import { fromPromise } from 'xstate'
import { getDeviceQuote, saveDeviceQuote } from '../../../api/client/device'
import { rethrow } from '../../../api/client/failure'
import type { Http } from '../../../api/client/http'
import type { DeviceQuote, DeviceQuoteRequest } from '../../../api/contract/device'
import { deviceQuoteMachine } from '../../../machines/device/device-quote.machine'

/** The device quote over the HTTP client; a saved quote prices the cart item, so the cart is fetched again. */
export const deviceQuoteLogic = (http: Http, onCartChanged: () => void) =>
  deviceQuoteMachine.provide({
    actors: {
      loadQuote: fromPromise<DeviceQuote | null, { cartItem: number }>(({ input, signal }) =>
        getDeviceQuote(http, input.cartItem, signal).catch(rethrow),
      ),
      saveQuote: fromPromise<DeviceQuote, { cartItem: number; form: DeviceQuoteRequest }>(
        async ({ input }) => {
          const quote = await saveDeviceQuote(http, input.cartItem, input.form).catch(rethrow)
          onCartChanged()
          return quote
        },
      ),
    },
  })
