import { fromPromise } from 'xstate'
import { acceptBrokerQuote, getBrokerQuote } from '../../api/client/broker'
import { isApiError } from '../../api/client/api-error'
import { getCurrentUser } from '../../api/client/auth'
import { toFailure } from '../../api/client/failure'
import type { Failure } from '../../api/contract/failure'
import { quotationMachine } from '../../machines/broker/quotation.machine'
import { cartQueryKey } from '../cart/cart-query'
import type { AppDeps } from '../platform/deps'
import { endBrokerSession } from './end-broker-session'

/** A call's error as the quotation keeps it: the one failure shape, with the broker of an ended quote (410). */
const quoteFailure = (error: unknown): never => {
  const failure: Failure & { broker?: unknown } = toFailure(error)
  if (isApiError(error) && error.body?.broker) failure.broker = error.body.broker
  throw failure
}

/**
 * The quotation journey's effects: the quote read and accepted over the HTTP client; accepted, the cart is
 * refetched and the checkout starts (the app's follower then opens its page); leaving ends the broker
 * session (a plain session goes back to the products instead).
 */
export const quotationLogic = ({ http, queryClient, runtime }: AppDeps, exitUrl: () => string | null) =>
  quotationMachine.provide({
    actors: {
      loadQuote: fromPromise(({ input, signal }: { input: { quoteId: string }; signal: AbortSignal }) =>
        getBrokerQuote(http, input.quoteId, signal).catch(quoteFailure),
      ),
      // Accepting may give the customer the quote's profession and e-mail: the session's user follows.
      acceptQuote: fromPromise(
        async ({ input, signal }: { input: { quoteId: string }; signal: AbortSignal }) => {
          const accepted = await acceptBrokerQuote(http, input.quoteId, signal).catch(quoteFailure)
          const user = await getCurrentUser(http, signal).catch(() => null)
          if (user) (await runtime.loadAuth()).send({ type: 'user.changed', user })
          return accepted
        },
      ),
    },
    actions: {
      startCheckout: () => {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey })
        void runtime
          .loadCheckout()
          .then(({ actor }) => actor.send({ type: 'cart.continue', mode: 'default' }))
      },
      endBrokerSession: () => void endBrokerSession(runtime, exitUrl()),
    },
  })
