import * as z from 'zod/mini'
import { listItemSchema } from './cart'
import { moneySchema } from './products'
import { createAnswerSchema } from './questions'
import { emailSchema } from './validation'

/**
 * Broker quotation (core §3 user_quote/broker_quote, §6 Broker; forms §2 "quote summary and quotation"):
 * a broker quotes products to one customer of a partner; the customer's signed link
 * (`POST /jwt/create-by-external-id` with `quote_id` and `is_broker_flow`) logs them in with it, the
 * quotation page shows it and accepting it puts the quoted products, with their answers, in the cart.
 */

/** A quote's id: random, URL-safe, unguessable (what the broker's link carries). */
export const quoteIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/))

/** Who sent the quote and how to reach them (an expired quote's customer asks them for a new one). */
export const brokerContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
})
export type BrokerContact = z.infer<typeof brokerContactSchema>

/**
 * Why a quote no longer logs in or is accepted: `quote_expired` (past its validity) or `quote_used`
 * (accepted already). The login answers 410 with the code in `code` and `non_field_errors`, and the
 * broker's contact in `broker` (errors.ts `errorBodySchema`), so the page can say whom to ask.
 */
export const QUOTE_EXPIRED = 'quote_expired'
export const QUOTE_USED = 'quote_used'
export const quoteEndedCodeSchema = z.enum([QUOTE_EXPIRED, QUOTE_USED])
export type QuoteEndedCode = z.infer<typeof quoteEndedCodeSchema>

/** One quoted product as the customer sees it: premiums as the server priced them, cover lines, answers. */
export const quotedProductSchema = z.object({
  product: z.object({ id: z.int(), name: z.string(), type: z.string() }),
  /**
   * Monthly premium incl. tax, and without; null when the quote does not answer every question that sets
   * the price (the checkout asks them, and the premium follows from those answers).
   */
  price: z.nullable(moneySchema),
  net_price: z.nullable(moneySchema),
  /** What the product covers (the cart card's lines, without a start date). */
  cover: z.array(listItemSchema),
  /** The questions the broker answered for the customer, in the product's order, as text. */
  answers: z.array(
    z.object({
      question: z.int(),
      text: z.string(),
      /** The answer as text; a date (YYYY-MM-DD) or an amount (euros) as data the page formats. */
      answer: z.string(),
      type: z.enum(['text', 'date', 'money']),
    }),
  ),
})
export type QuotedProduct = z.infer<typeof quotedProductSchema>

export const quoteStatusSchema = z.enum(['open', 'accepted', 'expired'])
export type QuoteStatus = z.infer<typeof quoteStatusSchema>

/**
 * `GET /broker-quotes/:id`: the signed-in customer's quote (another customer's, or another partner's, is a
 * 404). `exit_url`: where a broker session goes when it is cleared (config `BROKER_QUOTE_URL`, else this
 * site's `/quotation-ended`).
 */
export const brokerQuoteSchema = z.object({
  id: z.string(),
  status: quoteStatusSchema,
  valid_until: z.string(),
  accepted_at: z.nullable(z.string()),
  broker: brokerContactSchema,
  customer_name: z.nullable(z.string()),
  profession: z.object({ id: z.int(), name: z.string() }),
  products: z.array(quotedProductSchema),
  /** The sum of the products' monthly premiums incl. tax. */
  total: moneySchema,
  price_currency: z.string(),
  exit_url: z.string(),
})
export type BrokerQuote = z.infer<typeof brokerQuoteSchema>

/**
 * `POST /broker-quotes/:id/accept` (no body): the quoted products go into the cart with the quote's answers
 * (a product in the cart already stays, its answers set to the quote's), the quote is marked used. Again
 * by the same customer: the same answer (idempotent). An expired quote: 410 `quote_expired` with the
 * broker; a product the customer is insured with already: 409 `already_insured`.
 */
export const acceptedQuoteSchema = z.object({
  quote: brokerQuoteSchema,
  cart_item_ids: z.array(z.int()),
})
export type AcceptedQuote = z.infer<typeof acceptedQuoteSchema>

/** A quoted product as a broker (the script, the seed) asks for it: the product and the answers to price it. */
export const quoteProductRequestSchema = z.object({
  product: z.int32().check(z.positive()),
  answers: z.array(createAnswerSchema).check(z.maxLength(50)),
})

/**
 * A new quote (scripts/broker-quote.ts, the demo seed): the broker by e-mail, the customer by the
 * partner's external id, their profession (the risk class prices the products), at most 10 products.
 */
export const createBrokerQuoteSchema = z.object({
  broker_email: emailSchema,
  customer_external_id: z.string().check(z.minLength(1), z.maxLength(200)),
  customer_email: z.nullable(emailSchema),
  customer_name: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  profession: z.int32().check(z.positive()),
  products: z.array(quoteProductRequestSchema).check(z.minLength(1), z.maxLength(10)),
  valid_days: z._default(z.int().check(z.minimum(1), z.maximum(90)), 30),
})
export type CreateBrokerQuote = z.input<typeof createBrokerQuoteSchema>

/** Path parameter of the quote routes. */
export const quoteParamSchema = z.object({ id: quoteIdSchema })
