import { expect } from '@playwright/test'
import { fillDetails } from '../../e2e/checkout-forms'
import { liabilityToForms } from '../../e2e/liability'
import type { PathRun } from '../runtime'

import type { Args } from './args'

/** The page's own API call with its access token (JSON answer). */
const api = (run: PathRun, path: string) =>
  run.page.evaluate(async (p) => {
    const { access_token } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
      access_token?: string
    }
    const res = await fetch(p, { headers: { Authorization: `Bearer ${access_token ?? ''}` } })
    return (await res.json()) as unknown
  }, path)

/** Named steps for the account area's journeys (cancellation). */
export const accountDrive = {
  /** A new carpenter buys the business liability insurance through the whole funnel: a policy. */
  async buyLiability(run: PathRun, _args: Args) {
    await liabilityToForms(run.page, 'pad')
    await fillDetails(run.page)
    await expect(run.page).toHaveURL(/\/result$/)
  },
  /** The customer's newest policy's cancellation page. */
  async openCancellation(run: PathRun, _args: Args) {
    const invoices = (await api(run, '/invoices')) as { result: { policies: { id: number }[] }[] }
    const policyId = invoices.result[0]!.policies[0]!.id
    await run.page.goto(run.url(`/user/policies/${policyId}/cancel`))
  },
}
