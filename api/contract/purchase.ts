import * as z from 'zod/mini'
import {
  addressFormSchema,
  companyFormSchemaOf,
  formalitiesSchema,
  outcomeSchema,
  paymentFormSchema,
  personFormSchema,
} from './checkout-forms'
import { AOV_MAX_AGE, FORM_MAX_AGE } from './date-rules'
import { moneySchema } from './products'
import { invoiceStatusSchema } from './payments'

/**
 * `POST /cart-item/purchase`: takes out the checkout cart (core §4 checkout flow grouping; forms §3, §4
 * Completion outcomes, §5). Needs the customer's access token. The server decides each item's outcome
 * from the customer's answers to the product's questions; only insured items become policies and are
 * billed, the others stay in the cart for the follow-up.
 */

/** What the day-dependent and flow-dependent rules of the body are judged on. */
export interface PurchaseRules {
  /** Today in the Netherlands (YYYY-MM-DD, todayInNl()). */
  today: string
  /** The partner's `start_date_from_tomorrow` flag: the start date may not be today. */
  fromTomorrow: boolean
  /** The checkout flow is car: the two car formalities are required too. */
  car: boolean
  /** The checkout flow is aov: income protection allows ages up to 57 instead of 58 (forms §5, §9). */
  aov: boolean
  /** The checkout flow is consumer (home insurance): consumers have no company, so none is asked. */
  consumer?: boolean
  /** The earliest end date of the checkout's policies (a device's), the latest start date (date-rules.ts). */
  endDate?: string | null
  /** The partner's `validate_policy_start_date` (default on): the start date at most a month ahead. */
  validateStartDate?: boolean
  /** The partner's `hide_kvk`: the company is taken without a KvK number (docs/partner-settings.md). */
  hideKvk?: boolean
}

/**
 * The body: the checkout's forms, each validated as in the browser. Field errors are keyed by the path,
 * e.g. `field_errors: { 'person.birth_date': ['birthDateMaxDate'], formalities: ['formalities'] }`.
 */
export const purchaseSchema = ({
  today,
  fromTomorrow,
  car,
  aov,
  consumer = false,
  endDate = null,
  validateStartDate = true,
  hideKvk = false,
}: PurchaseRules) => {
  const company = companyFormSchemaOf({ hideKvk })
  return z.object({
    /**
     * Makes the purchase safe to repeat: the same id again (a reload while it was under way) answers what
     * the first one answered instead of `cart_empty`. A UUID the client makes once per purchase.
     */
    request_id: z.optional(z.uuid('invalid')),
    /** Absent (or null) in the consumer flow, where it is not asked; required in every other flow. */
    company: consumer ? z.optional(z.nullable(company)) : company,
    person: personFormSchema(today, aov ? AOV_MAX_AGE : FORM_MAX_AGE),
    address: addressFormSchema,
    formalities: formalitiesSchema(car),
    payment: paymentFormSchema(today, fromTomorrow, endDate, validateStartDate),
  })
}
export type PurchaseBody = z.output<ReturnType<typeof purchaseSchema>>

/** A policy the purchase created: active from `start_date`, `price` its gross monthly premium. */
export const purchasedPolicySchema = z.object({
  id: z.int(),
  /** `VZ-<year of the start date>-<at least 6 digits>`, unique. */
  number: z.string(),
  product: z.int(),
  start_date: z.iso.date(),
  price: moneySchema,
})
export type PurchasedPolicy = z.infer<typeof purchasedPolicySchema>

/** One checkout item and what became of it; `policy` only for an insured item. */
export const purchaseItemSchema = z.object({
  cart_item_id: z.int(),
  product: z.int(),
  product_name: z.string(),
  outcome: outcomeSchema,
  policy: z.nullable(purchasedPolicySchema),
})
export type PurchaseItem = z.infer<typeof purchaseItemSchema>

export { invoiceStatusSchema, type InvoiceStatus } from './payments'

/** The first invoice: the insured items' monthly premiums, due on the start date. */
export const purchaseInvoiceSchema = z.object({
  id: z.int(),
  status: invoiceStatusSchema,
  amount: moneySchema,
  due_date: z.iso.date(),
})

/**
 * The answer (200): the overall outcome, every checkout item in cart order, the policies created, and
 * the invoice (null when nothing was insured). Overall: every item insured is `insured`; some insured is
 * `partially_insured`; none insured is the most serious item outcome (hard_drop_out, unavailable,
 * soft_drop_out, additional_information in that order).
 *
 * Refusals: 400 `non_field_errors: ['cart_empty']` without a checkout cart (also on a second purchase of
 * the same one), 400 field errors for the forms, 401 without a valid access token.
 */
export const purchaseResponseSchema = z.object({
  outcome: outcomeSchema,
  items: z.array(purchaseItemSchema),
  policies: z.array(purchasedPolicySchema),
  invoice: z.nullable(purchaseInvoiceSchema),
})
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>
