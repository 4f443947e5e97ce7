import * as z from 'zod/mini'
import { answerSchema } from './questions'
import { moneySchema, productTypeSchema } from './products'

/**
 * The home insurance journey (issue 19, forms §3 Home quote form, §4 Consumer coverage quote, §7): the
 * three allianz products (building, contents, liability) are quoted by `POST /allianz/create-quote` on
 * the answers to the home form, saved through `POST`/`PATCH /allianz/answer`.
 */

const idSchema = z.int32().check(z.positive())

/** The home quote form's questions (forms §3), in the order asked; each product asks those it has. */
export const HOME_FORM_KEYS = ['allianz_house_conformity', 'home_ownership', 'family_composition'] as const
export type HomeFormKey = (typeof HOME_FORM_KEYS)[number]
export const isHomeFormKey = (key: string): key is HomeFormKey =>
  (HOME_FORM_KEYS as readonly string[]).includes(key)

/**
 * Why the home quote refuses a product (`rejected_reason.error_code`), decided by the server's rules on
 * the answers: AZH00 the standard refusal (an answer the insurer does not accept), AZH01 the house is not
 * a normal stone house (not conforming), AZH02 the buildings insurance is for the owner only.
 */
export const HOME_REFUSAL_CODES = ['AZH00', 'AZH01', 'AZH02'] as const
export type HomeRefusalCode = (typeof HOME_REFUSAL_CODES)[number]
export const isHomeRefusalCode = (code: unknown): code is HomeRefusalCode =>
  (HOME_REFUSAL_CODES as readonly unknown[]).includes(code)

/** One answer of the home form: the question and the option chosen (all home questions are choices). */
const homeAnswerFields = { question: idSchema, option: idSchema }
const answersList = <T extends z.ZodMiniType>(item: T) =>
  z.object({ answers: z.array(item).check(z.minLength(1, 'required'), z.maxLength(12)) })

/** `POST /allianz/answer`: the answers given for the first time. */
export const createHomeAnswersSchema = answersList(z.object(homeAnswerFields))
export type CreateHomeAnswers = z.infer<typeof createHomeAnswersSchema>

/**
 * `PATCH /allianz/answer` (sent when any answer has an id, forms §7): an answer with `id` changes that
 * answer of the customer's (another's is not found), one without is created.
 */
export const updateHomeAnswersSchema = answersList(
  z.object({ id: z.optional(idSchema), ...homeAnswerFields }),
)
export type UpdateHomeAnswers = z.infer<typeof updateHomeAnswersSchema>
export type HomeAnswerInput = UpdateHomeAnswers['answers'][number]

/** Both answer the answers as stored. */
export const homeAnswersResponseSchema = z.object({ answers: z.array(answerSchema) })

/** `POST /allianz/create-quote`: the product of the cart to quote, with the cross-sell products or not. */
export const createQuoteSchema = z.object({
  product: idSchema,
  get_cross_sell_products: z.optional(z.boolean()),
})
export type CreateQuote = z.infer<typeof createQuoteSchema>

/** A coverage the customer chooses one of: its code, name (request's language) and monthly price. */
export const coverageOptionSchema = z.object({ id: z.string(), name: z.string(), price: moneySchema })
export type CoverageOption = z.infer<typeof coverageOptionSchema>
/** An extra coverage (an extra_coverage question of the product): its id, name and monthly surcharge. */
export const extraCoverageSchema = z.object({ id: z.int(), name: z.string(), price: moneySchema })
export type ExtraCoverage = z.infer<typeof extraCoverageSchema>
/** A home product not in the cart yet, offered with the quote. */
export const crossSellProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: productTypeSchema,
  price: z.nullable(moneySchema),
})
export type CrossSellProduct = z.infer<typeof crossSellProductSchema>

/**
 * The quote (forms §3 Quote response): the coverage options with their monthly prices, the extra
 * coverages, the consumer the quote is for (the answers it was made on, as option keys), the clause
 * (the conditions' code) and, when asked, the home products to offer along.
 */
export const homeQuoteSchema = z.object({
  product: z.int(),
  coverages: z.object({ options: z.array(coverageOptionSchema) }),
  extra_coverages: z.array(extraCoverageSchema),
  allianz_consumer: z.object({
    house_conformity: z.nullable(z.string()),
    home_ownership: z.nullable(z.string()),
    family_composition: z.nullable(z.string()),
  }),
  clause: z.string(),
  cross_sell_products: z.array(crossSellProductSchema),
})
export type HomeQuote = z.infer<typeof homeQuoteSchema>

/**
 * `POST /allianz/accept-quote`: the coverage option and extra coverages chosen from the customer's last
 * quote of the product; the cart item gets their monthly price.
 */
export const acceptQuoteSchema = z.object({
  product: idSchema,
  coverage: z.string().check(z.minLength(1, 'required'), z.maxLength(32)),
  extra_coverages: z.array(idSchema).check(z.maxLength(10)),
})
export type AcceptQuote = z.infer<typeof acceptQuoteSchema>
export const acceptedQuoteSchema = z.object({
  product: z.int(),
  coverage: z.string(),
  extra_coverages: z.array(z.int()),
  price: moneySchema,
  net_price: moneySchema,
})
export type AcceptedQuote = z.infer<typeof acceptedQuoteSchema>

/**
 * The home quote form (forms §3) for the keys the group's products ask: each a choice, required. The
 * server checks each answer against its question's options (POST/PATCH /allianz/answer).
 */
export const homeFormSchema = (keys: readonly HomeFormKey[]) =>
  z.object(
    Object.fromEntries(
      HOME_FORM_KEYS.map((key) => [
        key,
        keys.includes(key) ? z.string().check(z.minLength(1, 'required')) : z.string(),
      ]),
    ) as Record<HomeFormKey, z.ZodMiniString<string>>,
  )
