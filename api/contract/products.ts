import * as z from 'zod/mini'

/**
 * Insurance products (core §3 Product, §4 Products; forms §2 available insurances and product FAQ).
 * Names, descriptions and FAQs come in the request's language (Accept-Language). Prices are per month
 * in euros: `net_price` before, `price` including the Dutch insurance tax (21%), as decimal strings
 * with two decimals ("12.34") so no float ever rounds a premium.
 */
export const moneySchema = z.string().check(z.regex(/^\d+\.\d{2}$/))

/** The product types the grouping knows by name; others (liability, device, death risk) are normal. */
export const productTypeSchema = z.enum([
  'aov',
  'aov_acture',
  'car',
  'allianz_liability',
  'allianz_building',
  'allianz_content',
  'professional_liability',
  'business_liability',
  'device',
  'death_risk',
])
export type ProductType = z.infer<typeof productTypeSchema>

export const faqEntrySchema = z.object({ question: z.string(), answer: z.string() })

/** One product as the available-insurances page lists it, priced for the user's profession. */
export const insuranceProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: productTypeSchema,
  description: z.string(),
  /** Monthly premium incl. tax; null when it needs a calculation first (car, home: "calculating"). */
  price: z.nullable(moneySchema),
  net_price: z.nullable(moneySchema),
  price_currency: z.string(),
  require_identity_verification: z.boolean(),
  gtm_data: z.object({ id: z.string() }),
  faq: z.array(faqEntrySchema),
  /** Number of the user's active policies of this product. */
  active_policies: z.int(),
})
export type InsuranceProduct = z.infer<typeof insuranceProductSchema>

/**
 * `GET /insurance-products[?profession=]`: the products the signed-in user's profession may buy, or with
 * `profession`, those a customer of that profession may buy, priced for it (the profession page asks for
 * them while the customer chooses, before the choice is saved). An unknown profession is a 400
 * (`profession: ['notFound']`).
 */
export const insuranceProductsQuerySchema = z.object({
  profession: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1)))),
})

export const insuranceProductsResponseSchema = z.object({ result: z.array(insuranceProductSchema) })

/** `GET /insurance-products/{id}/preset-prices`: the short, medium and large presets (forms §3). */
export const presetNameSchema = z.enum(['short', 'medium', 'large'])
export const presetPriceSchema = z.object({
  preset: presetNameSchema,
  price: moneySchema,
  net_price: moneySchema,
  price_currency: z.string(),
})
/**
 * The presets priced as `POST /aov/premium` prices them, for the customer's risk class and `age`: their age
 * from the birth date their premium was last asked with (`age_known`), else an example age (35). `current`
 * is what the product's `price` in `GET /insurance-products` is for: the cover of the customer's cart item
 * (a preset, or `own` choices), or the medium preset while the product is not in the cart. Products
 * without presets answer an empty `result`.
 */
export const presetPricesResponseSchema = z.object({
  result: z.array(presetPriceSchema),
  age: z.int(),
  age_known: z.boolean(),
  current: z.nullable(z.enum(['short', 'medium', 'large', 'own'])),
})
export type PresetPrice = z.infer<typeof presetPriceSchema>

/** isProductsAvailable (core §4): some product has no active policy yet. */
export const isProductsAvailable = (products: readonly Pick<InsuranceProduct, 'active_policies'>[]) =>
  products.some((p) => p.active_policies === 0)

/** hasSingleProduct (core §4): exactly one product exists. */
export const hasSingleProduct = (products: readonly unknown[]) => products.length === 1
