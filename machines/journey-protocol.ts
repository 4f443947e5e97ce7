/**
 * What journeys hand each other (ARCHITECTURE "How the journeys compose"): the checkout gives each
 * group's journey its input, the journey ends with an output, and a failure is data of one shape. Leaf
 * and group machines import this file, never the checkout's own, so the dependency points one way.
 */
import type { CartItem, FlowType } from '../api/contract/cart'
import type { Outcome } from '../api/contract/checkout-forms'
import { asFailure, type Failure } from '../api/contract/failure'

export type { Failure }

/** The three entry modes of the funnel (core §1, §2). */
export type FlowMode = 'default' | 'calculator' | 'checkin'

/** The checkout step names (core §2): a screen state's `meta.step`. */
export type StepKey =
  | 'insurance'
  | 'personalise'
  | 'medicalHistory'
  | 'payment'
  | 'checkout'
  | 'configure'
  | 'knowledgeTest'
  | 'calculate'
  | 'result'
  | 'consumerPremium'
  | 'consumerUserInfo'
  | 'consumerFormalities'
  | 'consumerPayment'

/** What a group's journey is given: the group, its items, the entry date and the funnel's mode. */
export interface JourneyInput {
  flow: FlowType
  items: CartItem[]
  entryDate: string
  mode: FlowMode
}

/**
 * How one group's journey ended (the child's final state returns to the parent): something taken out,
 * nothing taken out (the checkout goes on with the next group), failed, or `left`: the customer went
 * back to the overview (a refusal page's button), so the checkout stops and the whole cart stays.
 */
export type JourneyStatus = 'done' | 'dropOut' | 'failed' | 'left'

/**
 * Why a product was not taken out when no purchase decided it: the customer chose to skip it, or the
 * insurer's quote refused it (its code in `refusal`: forms §8 car codes, the home quote's
 * `rejected_reason.error_code`); `notTakenOut` is what the result says of an outcome that claims cover
 * without a policy behind it. Either way it stays in the cart, and nothing claims cover for it.
 */
export type NotTakenOut = 'skipped' | 'refused' | 'notTakenOut'

/** What became of one product: a completion outcome the server decided (forms §4), or not taken out. */
export type ProductResult = Outcome | NotTakenOut

/** What became of one product of a group, with its policy when insured. */
export interface ProductOutcome {
  product: number
  product_name: string
  outcome: ProductResult
  policy_number: string | null
  /** Why the quote refused it (outcome `refused`): the refusal code, e.g. `UWM03`. */
  refusal?: string | null
}

/** What a group's journey answers its parent. */
export interface JourneyOutput {
  status: JourneyStatus
  /** The completion outcome the server decided, when the journey got as far as taking out. */
  outcome?: Outcome | null
  /** Per product, when the server decided. */
  products?: ProductOutcome[]
  /** The id of the first invoice the purchase made (its direct debit), when something was taken out. */
  invoiceId?: number | null
}

/** How one group ended: its journey's status, and the server's outcome when it decided one. */
export interface GroupOutcome {
  flow: FlowType
  status: JourneyStatus
  outcome: Outcome | null
  products: ProductOutcome[]
  /** The first invoice of the group's purchase: the result follows its payment (null: nothing billed). */
  invoiceId: number | null
}

/** Every product of a group ends as `outcome`, none taken out (a drop-out before the purchase). */
export const endedAs = (items: readonly CartItem[], outcome: ProductResult): ProductOutcome[] =>
  items.map((item) => ({
    product: item.insurance_product.id,
    product_name: item.insurance_product.name,
    outcome,
    policy_number: null,
  }))

/** An invocation's error stored as the journey's failure: `onError: { actions: recordError }`. */
export const recordError = {
  type: 'recordFailure',
  params: ({ event }: { event: { error: unknown } }) => asFailure(event.error),
} as const
