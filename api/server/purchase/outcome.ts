import type { ReviewAction } from '../../contract/aov'
import type { Outcome } from '../../contract/checkout-forms'
import type { Consequence, QuestionGroup } from '../../contract/questions'

/** What the outcome of one checkout item is decided on. */
export interface ItemFacts {
  /** The user's profession may buy the product (the cart's availability rule: its risk classes). */
  mayBuy: boolean
  /** The item has a monthly price; a product priced later by a quote (car, building) has none yet. */
  priced: boolean
  /** Every question of the product, with whether the user answered it. */
  questions: readonly { group: QuestionGroup; answered: boolean }[]
  /** The consequences of every option the user chose in answers to the product's questions. */
  chosen: readonly Consequence[]
  /** An option was chosen that needs an explanation (revenue over 250,000, forms §5) and none was given. */
  unexplained?: boolean
  /**
   * Income protection (aov, aov_acture) only, where the journey decides instead of the product's
   * questions (`questions` is then empty and `chosen` holds the stored medical review's action as a
   * consequence, `reviewConsequence`): the knowledge quiz passed, failed twice or still open, and the
   * premium confirmed.
   */
  incomeProtection?: { quiz: QuizStanding; confirmed: boolean }
}

/** Where the customer stands with a knowledge quiz: passed, failed twice (no attempt left), or still open. */
export type QuizStanding = 'passed' | 'failed' | 'open'

/**
 * A medical review's action as the consequence of the same name: review actions and answer consequences
 * share one vocabulary (core §3), so every action is a consequence (the compiler checks it).
 */
export const reviewConsequence = (action: ReviewAction): Consequence => action

/** What one item can come to: every outcome but `partially_insured`, which only a whole purchase has. */
export type ItemOutcome = Exclude<Outcome, 'partially_insured'>

/** Item outcomes from most to least serious; `insured` is none of them. */
export const SEVERITY: readonly ItemOutcome[] = [
  'hard_drop_out',
  'unavailable',
  'soft_drop_out',
  'additional_information',
]

/**
 * The completion outcome of one item (forms §4), the most serious that applies:
 * - an option of consequence `hard_drop_out` chosen, or income protection whose knowledge quiz was failed
 *   twice: `hard_drop_out` (an advisor is needed);
 * - an option of consequence `reject` chosen, or a product the profession may not buy: `unavailable`;
 * - an option of consequence `drop_out` chosen: `soft_drop_out` (contact within one business day);
 * - a normal or price question left unanswered, an option that needs an explanation chosen without
 *   one, no price yet, or income protection whose quiz is still open or whose premium is not confirmed:
 *   `additional_information`;
 * - otherwise `insured`. `none`, `price_increase` and `approve` never stop a purchase, and extra
 *   coverages are optional.
 */
export function itemOutcome(facts: ItemFacts): ItemOutcome {
  const { incomeProtection } = facts
  if (facts.chosen.includes('hard_drop_out') || incomeProtection?.quiz === 'failed') return 'hard_drop_out'
  if (facts.chosen.includes('reject') || !facts.mayBuy) return 'unavailable'
  if (facts.chosen.includes('drop_out')) return 'soft_drop_out'
  const open = facts.questions.some((q) => q.group !== 'extra_coverage' && !q.answered)
  const unconfirmed =
    incomeProtection !== undefined && (incomeProtection.quiz !== 'passed' || !incomeProtection.confirmed)
  if (open || facts.unexplained || !facts.priced || unconfirmed) return 'additional_information'
  return 'insured'
}

/**
 * The outcome of the whole purchase: every item insured is `insured`; some insured and some not is
 * `partially_insured` (the others need a follow-up); none insured is the most serious item outcome.
 * No items at all is not a purchase (the route refuses an empty checkout cart first).
 */
export function purchaseOutcome(items: readonly ItemOutcome[]): Outcome {
  if (items.length === 0) throw new RangeError('a purchase has at least one item')
  const insured = items.filter((o) => o === 'insured').length
  if (insured === items.length) return 'insured'
  if (insured > 0) return 'partially_insured'
  return SEVERITY.find((o) => items.includes(o)) ?? 'additional_information'
}
