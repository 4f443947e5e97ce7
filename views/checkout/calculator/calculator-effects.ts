import { fromPromise } from 'xstate'
import { mailCalculatorSummary } from '../../../api/client/calculator'
import { rethrow } from '../../../api/client/failure'
import type { Http } from '../../../api/client/http'
import { calculatorMachine } from '../../../machines/calculator/calculator.machine'
import { questionFlowLogic } from '../default-journey-effects'

/** The calculator journey with its effects: the question flow over the HTTP client, and the summary's mail. */
export const calculatorLogic = (http: Http, onCartChanged: () => void) =>
  calculatorMachine.provide({
    actors: {
      questionFlow: questionFlowLogic(http, onCartChanged),
      mailSummary: fromPromise<void, { cartItems: number[] }>(async ({ input }) => {
        await mailCalculatorSummary(http, { cart_items: input.cartItems }).catch(rethrow)
      }),
    },
  })
