import * as z from 'zod/mini'
import type { Question } from './questions'

/**
 * The premium calculator (core §2, forms §1–§2: insurance, calculate, result). The calculator asks the
 * cart's products' price-setting questions and sums up what the premium is and what it depends on; it
 * never takes anything out. The summary is the server's, so the page and the e-mail say the same.
 */

/**
 * Products whose premium the calculator does not calculate: a car, a device and the three home types are
 * priced by their own quote only (server cart/quoted-price.ts), income protection by the insured income
 * chosen on its own premium step. The calculator shows no price for them (none was calculated) and says
 * the premium is calculated when the product is taken out.
 */
const OWN_STEP_TYPES: readonly string[] = [
  'car',
  'device',
  'allianz_liability',
  'allianz_building',
  'allianz_content',
  'aov',
  'aov_acture',
]
export const isPricedInOwnStep = (productType: string) => OWN_STEP_TYPES.includes(productType)

/** The questions that set a price (forms §4 price mode): price questions and price-raising ones. */
export const isPriceSetting = (question: Pick<Question, 'group' | 'options'>) =>
  question.group === 'price' ||
  (question.group === 'normal' && question.options.some((o) => o.consequence === 'price_increase'))

/** One answer the premium depends on: the question and the answer given, in the request's language. */
export const premiumFactorSchema = z.object({ question: z.string(), answer: z.string() })
export type PremiumFactor = z.infer<typeof premiumFactorSchema>

/**
 * One cart item in the summary. `calculated`: the calculator priced it (false: priced by its own step when
 * taken out, `price` null). `price`/`net_price` are the monthly gross (incl. insurance tax) and net
 * amounts, null while not all its price questions are answered.
 */
export const summaryItemSchema = z.object({
  cart_item: z.int(),
  product: z.object({ id: z.int(), name: z.string(), type: z.string() }),
  calculated: z.boolean(),
  /** Every price-setting question has an answer. */
  complete: z.boolean(),
  price: z.nullable(z.string()),
  net_price: z.nullable(z.string()),
  price_currency: z.string(),
  factors: z.array(premiumFactorSchema),
})
export type SummaryItem = z.infer<typeof summaryItemSchema>

/** `GET /calculator/summary`: the cart's items, and the profession and its risk class (1 low – 4 high). */
export const calculatorSummarySchema = z.object({
  profession: z.nullable(z.object({ name: z.string(), risk_class: z.int() })),
  items: z.array(summaryItemSchema),
})
export type CalculatorSummary = z.infer<typeof calculatorSummarySchema>

/** At most the cart's size (server cart/store.ts MAX_CART_ITEMS). */
export const MAX_SUMMARY_ITEMS = 20

/**
 * `POST /calculator/summary/mail`: the summary of these cart items of the signed-in customer, mailed to
 * their own address in the page's language. An item that is not theirs answers 404.
 */
export const summaryMailSchema = z.object({
  cart_items: z
    .array(z.int32().check(z.positive()))
    .check(z.minLength(1, 'required'), z.maxLength(MAX_SUMMARY_ITEMS, 'tooMany')),
})
export type SummaryMail = z.infer<typeof summaryMailSchema>

/** The answer of the mail call: sent (to the customer's address), or no address to send to (400). */
export const summaryMailResponseSchema = z.object({ sent: z.literal(true) })
export const NO_EMAIL = 'no_email'
