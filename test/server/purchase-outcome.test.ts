import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Consequence, QuestionGroup } from '../../api/contract/questions'
import { reviewActionSchema, type ReviewAction } from '../../api/contract/aov'
import {
  itemOutcome,
  purchaseOutcome,
  reviewConsequence,
  SEVERITY,
  type ItemFacts,
  type ItemOutcome,
} from '../../api/server/purchase/outcome'

const answered = (group: QuestionGroup = 'normal') => ({ group, answered: true })
const open = (group: QuestionGroup = 'normal') => ({ group, answered: false })
const facts = (more: Partial<ItemFacts> = {}): ItemFacts => ({
  mayBuy: true,
  priced: true,
  questions: [answered(), answered('price')],
  chosen: ['none', 'none'],
  ...more,
})

describe('itemOutcome', () => {
  it('insures an available, priced product whose normal and price questions are all answered', () => {
    expect(itemOutcome(facts())).toBe('insured')
    expect(itemOutcome(facts({ questions: [], chosen: [] }))).toBe('insured')
    for (const c of ['none', 'price_increase', 'approve'] as const) {
      expect(itemOutcome(facts({ chosen: [c] })), c).toBe('insured')
    }
  })

  it('maps chosen consequences: hard_drop_out, reject to unavailable, drop_out to soft_drop_out', () => {
    expect(itemOutcome(facts({ chosen: ['none', 'hard_drop_out'] }))).toBe('hard_drop_out')
    expect(itemOutcome(facts({ chosen: ['reject'] }))).toBe('unavailable')
    expect(itemOutcome(facts({ chosen: ['drop_out', 'price_increase'] }))).toBe('soft_drop_out')
  })

  it('makes a product the profession may not buy unavailable', () => {
    expect(itemOutcome(facts({ mayBuy: false }))).toBe('unavailable')
  })

  it('asks for more information for an open normal or price question, or a product not priced yet', () => {
    expect(itemOutcome(facts({ questions: [answered(), open('price')] }))).toBe('additional_information')
    expect(itemOutcome(facts({ questions: [open('normal')] }))).toBe('additional_information')
    expect(itemOutcome(facts({ priced: false }))).toBe('additional_information')
    // Extra coverages are optional.
    expect(itemOutcome(facts({ questions: [answered(), open('extra_coverage')] }))).toBe('insured')
  })

  it('asks for more information when an answer that needs an explanation has none (revenue over 250,000)', () => {
    expect(itemOutcome(facts({ unexplained: true }))).toBe('additional_information')
    expect(itemOutcome(facts({ unexplained: false }))).toBe('insured')
    // A drop-out still weighs more.
    expect(itemOutcome(facts({ unexplained: true, chosen: ['drop_out'] }))).toBe('soft_drop_out')
  })

  it('takes the most serious reason when several apply', () => {
    const all = { mayBuy: false, priced: false, questions: [open()] }
    expect(itemOutcome(facts({ ...all, chosen: ['drop_out', 'reject', 'hard_drop_out'] }))).toBe(
      'hard_drop_out',
    )
    expect(itemOutcome(facts({ ...all, chosen: ['drop_out'] }))).toBe('unavailable')
    expect(itemOutcome(facts({ questions: [open()], priced: false, chosen: ['drop_out'] }))).toBe(
      'soft_drop_out',
    )
  })

  it('never insures when any reason applies (property)', () => {
    const consequence = fc.constantFrom<Consequence>(
      'none',
      'price_increase',
      'approve',
      'reject',
      'drop_out',
      'hard_drop_out',
    )
    const group = fc.constantFrom<QuestionGroup>('normal', 'price', 'extra_coverage')
    const item = fc.record({
      mayBuy: fc.boolean(),
      priced: fc.boolean(),
      questions: fc.array(fc.record({ group, answered: fc.boolean() }), { maxLength: 6 }),
      chosen: fc.array(consequence, { maxLength: 6 }),
    })
    fc.assert(
      fc.property(item, (f) => {
        const stopped =
          !f.mayBuy ||
          !f.priced ||
          f.chosen.some((c) => c === 'reject' || c === 'drop_out' || c === 'hard_drop_out') ||
          f.questions.some((q) => q.group !== 'extra_coverage' && !q.answered)
        expect(itemOutcome(f) === 'insured').toBe(!stopped)
      }),
    )
  })
})

describe('itemOutcome of income protection (its journey decides, not its questions)', () => {
  /** An aov item as purchase/facts.ts makes it: no questions, the review's action as the one consequence. */
  const income = (
    review: ReviewAction | null,
    journey: Partial<NonNullable<ItemFacts['incomeProtection']>> = {},
    more: Partial<ItemFacts> = {},
  ): ItemFacts => ({
    mayBuy: true,
    priced: true,
    questions: [],
    chosen: review === null ? [] : [reviewConsequence(review)],
    incomeProtection: { quiz: 'passed', confirmed: true, ...journey },
    ...more,
  })

  it('maps each review action to the consequence of the same name', () => {
    for (const action of reviewActionSchema.options) expect(reviewConsequence(action)).toBe(action)
  })

  it('insures a passed quiz, an approving or price-increasing review and a confirmed premium', () => {
    expect(itemOutcome(income('approve'))).toBe('insured')
    expect(itemOutcome(income('price_increase'))).toBe('insured')
  })

  it('needs an advisor when the quiz was failed twice, and more information while it is open', () => {
    expect(itemOutcome(income('approve', { quiz: 'failed' }))).toBe('hard_drop_out')
    expect(itemOutcome(income(null, { quiz: 'failed', confirmed: false }))).toBe('hard_drop_out')
    expect(itemOutcome(income('drop_out', { quiz: 'failed' }, { mayBuy: false }))).toBe('hard_drop_out')
    expect(itemOutcome(income(null, { quiz: 'open', confirmed: false }))).toBe('additional_information')
    // Not for sale to the profession says more than an open quiz.
    expect(itemOutcome(income(null, { quiz: 'open' }, { mayBuy: false }))).toBe('unavailable')
  })

  it('follows the review: hard_drop_out, reject to unavailable, drop_out to soft_drop_out', () => {
    // A refused review is never confirmed (a new review clears the confirmation).
    const refused = { confirmed: false }
    expect(itemOutcome(income('hard_drop_out', refused))).toBe('hard_drop_out')
    expect(itemOutcome(income('reject', refused))).toBe('unavailable')
    expect(itemOutcome(income('drop_out', refused))).toBe('soft_drop_out')
  })

  it('asks for more information without a confirmed premium, and keeps the profession rule', () => {
    expect(itemOutcome(income(null, { confirmed: false }))).toBe('additional_information')
    expect(itemOutcome(income('approve', { confirmed: false }))).toBe('additional_information')
    expect(itemOutcome(income('approve', {}, { mayBuy: false }))).toBe('unavailable')
  })

  it('insures exactly when the quiz is passed, the review allows it, the premium is confirmed and the profession may buy (property)', () => {
    const item = fc.record({
      // A confirmed premium always has a review (null: none, covered above).
      review: fc.constantFrom(...reviewActionSchema.options),
      quiz: fc.constantFrom('passed', 'failed', 'open'),
      confirmed: fc.boolean(),
      mayBuy: fc.boolean(),
    })
    fc.assert(
      fc.property(item, ({ review, quiz, confirmed, mayBuy }) => {
        const allows = review === 'approve' || review === 'price_increase' || review === 'none'
        const outcome = itemOutcome(income(review, { quiz, confirmed }, { mayBuy }))
        expect(outcome === 'insured').toBe(quiz === 'passed' && allows && confirmed && mayBuy)
      }),
    )
  })
})

describe('purchaseOutcome', () => {
  it('is insured when every item is, partially insured when some are', () => {
    expect(purchaseOutcome(['insured'])).toBe('insured')
    expect(purchaseOutcome(['insured', 'insured'])).toBe('insured')
    expect(purchaseOutcome(['insured', 'hard_drop_out'])).toBe('partially_insured')
    expect(purchaseOutcome(['additional_information', 'insured'])).toBe('partially_insured')
  })

  it('is the most serious item outcome when none is insured', () => {
    expect(SEVERITY).toEqual(['hard_drop_out', 'unavailable', 'soft_drop_out', 'additional_information'])
    expect(purchaseOutcome(['soft_drop_out', 'hard_drop_out', 'unavailable'])).toBe('hard_drop_out')
    expect(purchaseOutcome(['additional_information', 'unavailable', 'soft_drop_out'])).toBe('unavailable')
    expect(purchaseOutcome(['additional_information', 'soft_drop_out'])).toBe('soft_drop_out')
    expect(purchaseOutcome(['additional_information'])).toBe('additional_information')
    const item = fc.constantFrom<ItemOutcome>(...SEVERITY)
    fc.assert(
      fc.property(fc.array(item, { minLength: 1 }), (items) => {
        const rank = Math.min(...items.map((o) => SEVERITY.indexOf(o)))
        expect(purchaseOutcome(items)).toBe(SEVERITY[rank])
      }),
    )
  })

  it('refuses an empty purchase', () => {
    expect(() => purchaseOutcome([])).toThrow(RangeError)
  })
})
