import { startAsCarpenter } from '../../e2e/helpers'
import type { PathRun } from '../runtime'
import { buyByApi } from './api-purchase'
import type { Args } from './args'

/** Named steps for the account area's journeys (cancellation). */
export const accountDrive = {
  /**
   * A new carpenter (signed in by the e-mailed link, profession chosen on screen) buys the business
   * liability insurance through the funnel's API calls: a policy, remembered for the next steps.
   */
  async buyLiability(run: PathRun, _args: Args) {
    await startAsCarpenter(run.page, 'pad')
    run.memo.policyId = (await buyByApi(run.page, 'business_liability')).policyId
  },
  /** The bought policy's cancellation page. */
  async openCancellation(run: PathRun, _args: Args) {
    await run.page.goto(run.url(`/user/policies/${String(run.memo.policyId)}/cancel`))
  },
}
