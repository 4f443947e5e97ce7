import * as z from 'zod/mini'
import { heightSchema, incomeSchema, weightSchema } from './amount-rules'
import { AOV_MAX_AGE, birthDateSchema } from './date-rules'
import { moneySchema, type PresetPrice } from './products'

/**
 * Income protection (aov, aov_acture): the premium options and the medical review (forms §3, §4, §8, §9;
 * core §3 review actions and medical modes). Both calls need the customer's access token (401 otherwise)
 * and take the product id of an aov or aov_acture product (`product: ['notFound']` otherwise). Messages
 * are keys the views translate under `validations`.
 */

export const BENEFIT_DURATIONS = ['2_years', '5_years', 'until_67'] as const
export const benefitDurationSchema = z.enum(BENEFIT_DURATIONS)
export type BenefitDuration = z.infer<typeof benefitDurationSchema>

/** Own risk (eigen risico, wachttijd) in days before the first benefit. */
export const OWN_RISK_DAYS = [14, 30, 90, 365] as const
export const ownRiskDaysSchema = z.literal(OWN_RISK_DAYS)
export type OwnRiskDays = z.infer<typeof ownRiskDaysSchema>

/**
 * Covered income: whole euros a year as text, digits only kept (the income rule of forms §5: at most
 * 125,000, `maxIncome`), from 1 (`minIncome`). Parses to a number.
 */
export const coveredIncomeSchema = z.pipe(
  incomeSchema,
  z.number().check(z.refine((n) => n >= 1, 'minIncome')),
)

/** The choices of forms §3 (AOV choices), as the browser sends them. */
export const aovOptionsSchema = z.object({
  covered_income: coveredIncomeSchema,
  benefit_duration: benefitDurationSchema,
  own_risk_days: ownRiskDaysSchema,
  /** The covered income rises with inflation each year. */
  indexation: z.boolean(),
  /** Psychological complaints, burn-out included, are covered. */
  burnout: z.boolean(),
})
/** Options as typed and sent (covered income as text). */
export type AovOptionsInput = z.input<typeof aovOptionsSchema>
/** Options as parsed (covered income in euros). */
export type AovOptions = z.output<typeof aovOptionsSchema>

/** Options as the server answers them: the covered income as plain digits ("45000"). */
export const aovOptionsResponseSchema = z.object({
  covered_income: z.string().check(z.regex(/^\d+$/)),
  benefit_duration: benefitDurationSchema,
  own_risk_days: ownRiskDaysSchema,
  indexation: z.boolean(),
  burnout: z.boolean(),
})
export type AovOptionsResponse = z.infer<typeof aovOptionsResponseSchema>

/**
 * The presets (forms §3), each larger than the one before in every choice, so short < medium < large for
 * every age and profession: short covers a basic income for two years after three months; medium the
 * usual cover, five years after a month, indexed and with burn-out; large the most, until 67 after two weeks.
 */
export const AOV_PRESETS = {
  short: {
    covered_income: '30000',
    benefit_duration: '2_years',
    own_risk_days: 90,
    indexation: false,
    burnout: false,
  },
  medium: {
    covered_income: '45000',
    benefit_duration: '5_years',
    own_risk_days: 30,
    indexation: true,
    burnout: true,
  },
  large: {
    covered_income: '60000',
    benefit_duration: 'until_67',
    own_risk_days: 14,
    indexation: true,
    burnout: true,
  },
} as const satisfies Record<PresetPrice['preset'], AovOptionsResponse>

/** The same five choices. */
export const sameOptions = (a: AovOptionsResponse, b: AovOptionsResponse) =>
  a.covered_income === b.covered_income &&
  a.benefit_duration === b.benefit_duration &&
  a.own_risk_days === b.own_risk_days &&
  a.indexation === b.indexation &&
  a.burnout === b.burnout

/**
 * The preset `options` are, or null for choices of the customer's own: one rule for the premium page (which
 * preset is pressed), the product card and the cart (which preset the price is for).
 */
export function presetOf(options: AovOptionsResponse): PresetPrice['preset'] | null {
  const names = Object.keys(AOV_PRESETS) as PresetPrice['preset'][]
  return names.find((name) => sameOptions(AOV_PRESETS[name], options)) ?? null
}

const productIdSchema = z.int32().check(z.positive())

/**
 * `POST /aov/premium` `{ product, birth_date, options }`: the monthly premium for the customer's profession's
 * risk class and age (18..57 on today's date in Amsterdam: birthDateMinDate, birthDateMaxDate). When the
 * product is in the customer's cart, the choices become its cover: the cart item lists them and costs their
 * premium (a confirmed premium of other choices is cleared, so it is confirmed again). 400
 * `product: ['notFound']` for a product that is not income protection, `product: ['notAvailable']` when
 * the customer's profession may not buy it, `non_field_errors: ['profession_required']` without a profession.
 */
export const aovPremiumRequestSchema = ({ today }: { today: string }) =>
  z.object({
    product: productIdSchema,
    birth_date: birthDateSchema({ today, maxAge: AOV_MAX_AGE }),
    options: aovOptionsSchema,
  })
export type AovPremiumRequest = z.input<ReturnType<typeof aovPremiumRequestSchema>>

export const aovPremiumResponseSchema = z.object({
  /** Including the insurance tax. */
  monthly_premium: moneySchema,
  monthly_net: moneySchema,
  insurance_tax: moneySchema,
  /** What is paid out on full disability: 80% of the covered income. */
  insured: z.object({ monthly_benefit: moneySchema, yearly_benefit: moneySchema }),
  options: aovOptionsResponseSchema,
  /**
   * The customer's stored medical review asked for a price increase (review action `price_increase`):
   * the premium includes the medical loading (api/server/products/aov-pricing.ts `MEDICAL_LOADING`).
   */
  medical_loading: z.boolean(),
})
export type AovPremium = z.infer<typeof aovPremiumResponseSchema>

/**
 * `POST /aov/application` `{ product, birth_date, options }`: the customer confirms the reviewed premium.
 * The server prices the choices as `POST /aov/premium` does, stores them with the birth date as the
 * customer's application for the product, and sets the price of the product's cart item to the monthly
 * premium; it answers the premium (AovPremium). Refused (400) with `non_field_errors`:
 * - `quiz_not_passed`: the knowledge quiz of the product is not passed (forms §4);
 * - `medical_review_required`: no medical review is stored for the product (`POST /aov/medical-review`);
 * - `medical_review_refused`: the stored review ended in drop_out, reject or hard_drop_out;
 * and with `product: ['notInCart']` when the product is not in the customer's cart. A repeated call
 * replaces the application (the customer went back and changed a choice).
 */
export const aovApplicationRequestSchema = aovPremiumRequestSchema
export type AovApplicationRequest = AovPremiumRequest
export const QUIZ_NOT_PASSED = 'quiz_not_passed'
export const MEDICAL_REVIEW_REQUIRED = 'medical_review_required'
export const MEDICAL_REVIEW_REFUSED = 'medical_review_refused'
/**
 * `POST /cart-item/purchase` in the aov flow: `person.birth_date` must be the birth date of the confirmed
 * application (the premium depends on age), else this field error.
 */
export const BIRTH_DATE_MISMATCH = 'birthDateMismatch'

/**
 * The 14 medical yes/no questions (forms §4, §9), by key; the browser shows their texts in its language.
 * The Dutch source meaning of each:
 * - serious_illness: ernstige ziekte nu of ooit (kanker, hartinfarct, beroerte, MS, nierziekte, hiv)
 * - currently_unfit_for_work: op dit moment (gedeeltelijk) arbeidsongeschikt of ziek gemeld
 * - disability_benefit: in de laatste 5 jaar een uitkering wegens arbeidsongeschiktheid (WIA, WAO, AOV)
 * - alcohol_or_drugs: in de laatste 5 jaar hulp gezocht voor alcohol-, drugs- of medicijngebruik
 * - sick_leave_over_4_weeks: in de laatste 2 jaar langer dan 4 weken aaneengesloten ziek
 * - psychological_complaints: in de laatste 5 jaar psychische klachten (burn-out, overspannenheid, depressie)
 * - under_treatment: nu onder behandeling of controle van een arts, specialist, therapeut of psycholoog
 * - planned_treatment: een geplande operatie, opname of medisch onderzoek
 * - back_or_neck_complaints: in de laatste 5 jaar rug-, nek- of schouderklachten
 * - joint_or_muscle_complaints: in de laatste 5 jaar gewrichts-, spier- of peesklachten (RSI, artrose)
 * - long_term_medication: langer dan 3 maanden voorgeschreven medicijnen
 * - blood_pressure_or_cholesterol: een hoge bloeddruk of een te hoog cholesterol
 * - diabetes: suikerziekte (diabetes)
 * - hearing_or_vision: een ernstige aandoening van gehoor of ogen
 */
export const MEDICAL_QUESTION_KEYS = [
  'serious_illness',
  'currently_unfit_for_work',
  'disability_benefit',
  'alcohol_or_drugs',
  'sick_leave_over_4_weeks',
  'psychological_complaints',
  'under_treatment',
  'planned_treatment',
  'back_or_neck_complaints',
  'joint_or_muscle_complaints',
  'long_term_medication',
  'blood_pressure_or_cholesterol',
  'diabetes',
  'hearing_or_vision',
] as const
export type MedicalQuestionKey = (typeof MEDICAL_QUESTION_KEYS)[number]

/** Exactly the 14 keys, each yes (true) or no (false): a missing one is `required`, another `unknownField`. */
export const medicalAnswersSchema = z.strictObject(
  Object.fromEntries(MEDICAL_QUESTION_KEYS.map((k) => [k, z.boolean()])) as Record<
    MedicalQuestionKey,
    z.ZodMiniBoolean
  >,
)
export type MedicalAnswers = z.infer<typeof medicalAnswersSchema>

/** Only a sole trader (eenmanszaak) or general partnership (vof) may buy disability cover (forms §8). */
export const businessFormSchema = z.enum(['sole_trader', 'general_partnership', 'private_limited', 'other'])
export type BusinessForm = z.infer<typeof businessFormSchema>

/**
 * Review actions and medical modes of core §3, the actions from least to most severe (the review takes the
 * most severe of the answers). `none` is the action before any review.
 */
export const reviewActionSchema = z.enum([
  'none',
  'approve',
  'price_increase',
  'drop_out',
  'reject',
  'hard_drop_out',
])
export type ReviewAction = z.infer<typeof reviewActionSchema>
/**
 * The review actions after which income protection cannot be taken out online, and the completion outcome
 * (forms §4, §8) each leads to; the others (none, approve, price_increase) go on to the premium.
 */
export const STOPPING_REVIEWS = {
  hard_drop_out: 'hard_drop_out',
  reject: 'unavailable',
  drop_out: 'soft_drop_out',
} as const satisfies Partial<Record<ReviewAction, 'hard_drop_out' | 'unavailable' | 'soft_drop_out'>>
export const isStoppingReview = (action: ReviewAction): action is keyof typeof STOPPING_REVIEWS =>
  action in STOPPING_REVIEWS
export const medicalModeSchema = z.enum(['none', 'medical_underwriting'])
export type MedicalMode = z.infer<typeof medicalModeSchema>

/**
 * Reason codes of a review: a medical question's key answered yes, `business_form`, or `bmi` (decided in
 * the browser with `bmiOutOfRange`, since height and weight never leave it).
 */
export const BUSINESS_FORM_REASON = 'business_form'
export const BMI_REASON = 'bmi'

/**
 * `POST /aov/medical-review` `{ product, answers, business_form }`. Only after the product's knowledge quiz
 * was passed (400 `non_field_errors: ['quiz_not_passed']` otherwise). The server stores the review as the
 * customer's for the product (a new review replaces it); the premium and the purchase follow it.
 */
export const medicalReviewRequestSchema = z.object({
  product: productIdSchema,
  answers: medicalAnswersSchema,
  business_form: businessFormSchema,
})
export type MedicalReviewRequest = z.input<typeof medicalReviewRequestSchema>
export const medicalReviewResponseSchema = z.object({
  medical_mode: medicalModeSchema,
  review_action: reviewActionSchema,
  reasons: z.array(z.string()),
})
export type MedicalReview = z.infer<typeof medicalReviewResponseSchema>

/**
 * The medical page's form in the browser: every question answered yes or no (`required` until then),
 * the business form, height (100–250 cm) and weight (50–200 kg). Height and weight never leave the
 * browser; the answers and business form go to `POST /aov/medical-review`.
 */
export const medicalFormSchema = z.object({
  answers: z.object(
    Object.fromEntries(MEDICAL_QUESTION_KEYS.map((k) => [k, z.boolean({ error: 'required' })])) as Record<
      MedicalQuestionKey,
      z.ZodMiniBoolean
    >,
  ),
  business_form: z.enum(['sole_trader', 'general_partnership', 'private_limited', 'other'], {
    error: 'required',
  }),
  height: heightSchema,
  weight: weightSchema,
})

/** Body mass index: weight (kg) / height (m)², to one decimal. */
export const bmi = (heightCm: number, weightKg: number): number =>
  Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10

/** BMI below 18 or above 33 is a hard drop-out: an advisor is needed (forms §8, §9). */
export const BMI_RANGE = { min: 18, max: 33 } as const
export const bmiOutOfRange = (value: number): boolean => value < BMI_RANGE.min || value > BMI_RANGE.max
