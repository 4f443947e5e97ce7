import { todayInNl } from '../../contract/date-rules'
import { isFlagOn } from '../../contract/partner'
import type { AppDeps } from '../deps'

/**
 * What a start date is judged on: today in Amsterdam, the partner's `start_date_from_tomorrow` flag and its
 * `validate_policy_start_date` setting.
 */
export interface StartRules {
  today: string
  fromTomorrow: boolean
  /** The partner's `validate_policy_start_date` setting: the one-month limit (date-rules.ts). */
  validate: boolean
}

/** The start-date rules of `partner` today (the cart, the payment step and the purchase share them). */
export async function startRulesOf(deps: Pick<AppDeps, 'partners'>, partner: string): Promise<StartRules> {
  const cached = await deps.partners.get(partner)
  return {
    today: todayInNl(),
    fromTomorrow: cached !== null && isFlagOn(cached.partner, 'start_date_from_tomorrow'),
    // An unknown partner gets the strict rule.
    validate: cached === null || cached.partner.validate_policy_start_date,
  }
}
