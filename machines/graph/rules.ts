/**
 * The spec's rules a journey's states and transitions are tagged with (`meta: { rules: [...] }`), so the
 * path export can say which generated paths exercise each rule (`npm run paths -- --coverage`). Every
 * validation rule of forms-and-journeys §5 and every refusal code of its §8; a test checks the list
 * against the spec's headings and tables. Notes are for developers (English, no user text).
 */
export const RULES = {
  'forms §5 E-mail': 'Must match an e-mail pattern.',
  'forms §5 Phone number': 'Optional leading +, digits, hyphens, parentheses, spaces; min and max length.',
  'forms §5 Postal code': 'Netherlands: 4 digits, optional space, 2 letters (upper-cased); else upper case.',
  'forms §5 Country (personal address)': 'May be restricted to the Netherlands only.',
  'forms §5 Address lookup': 'have_address_looked_up must be true, else “address not found”.',
  'forms §5 Birth date': 'Strict YYYY-MM-DD; 18 to 100 years ago (58 in two forms).',
  'forms §5 Start date': 'From today (tomorrow under a flag) to one month ahead.',
  'forms §5 End date': 'Required, a valid date; under a flag from tomorrow up to a maximum date.',
  'forms §5 IBAN': 'Required when needed; country length, structure and check digits.',
  'forms §5 IMEI': '15 digits passing the Luhn check.',
  'forms §5 Income': 'A number, at most 125,000 (a drone price at most 5,000); sent as money_value.',
  'forms §5 Annual gross revenue': 'Over 250,000 requires an explanation.',
  'forms §5 Height': '100 to 250 cm.',
  'forms §5 Weight': '50 to 200 kg.',
  'forms §5 Claim-free years': 'At least -4.',
  'forms §5 License plate': 'Must be a valid plate.',
  'forms §5 Claim amounts': 'The per-claim amount must not exceed the yearly amount.',
  'forms §5 Date answers': 'A birth-date answer is sent as date_value.',
  'forms §5 Document upload': 'jpeg, png or pdf, at most 25 MB.',
  'forms §5 Other date messages': 'A date cannot be in the future; invalid currency.',
  'forms §5 Formalities': 'The seven confirmations (car: two more) must all be confirmed.',
  'forms §8 ACI00': 'Car refusal: standard error.',
  'forms §8 ACI01': 'Car refusal: vehicle type cannot be insured.',
  'forms §8 MIS115': 'Car refusal: vehicle type cannot be insured.',
  'forms §8 UWM11': 'Car refusal: vehicle type cannot be insured.',
  'forms §8 UWM01': 'Car refusal: driver too young.',
  'forms §8 UWM02': 'Car refusal: driver too old.',
  'forms §8 UWM03': 'Car refusal: vehicle too old.',
  'forms §8 UWM05': 'Car refusal: catalogue value too high.',
  'forms §8 UWM07': 'Car refusal: power and driver age combination not allowed.',
  'forms §8 UWM08': 'Car refusal: power and driver age combination not allowed.',
  'forms §8 UWM24': 'Car refusal: power and driver age combination not allowed.',
  'forms §8 UWM10': 'Car refusal: claim-free years and age combination not allowed.',
  'forms §8 UWM12': 'Car refusal (at the cover choice): full comprehensive cover not possible.',
  'forms §8 UWM15': 'Car refusal (at the cover choice): breakdown assistance unavailable.',
  'forms §8 UWM21': 'Car refusal: main driver too young.',
  'forms §8 UWM22': 'Car refusal: main driver too old.',
} as const satisfies Record<string, string>

export type RuleId = keyof typeof RULES

export const RULE_IDS = Object.keys(RULES) as RuleId[]

export const isRule = (id: string): id is RuleId => Object.hasOwn(RULES, id)

/** The §8 codes the car quote refuses with (the cover choice refuses with the other two). */
export const QUOTE_REFUSALS = RULE_IDS.filter(
  (id) => id.startsWith('forms §8 ') && !['forms §8 UWM12', 'forms §8 UWM15'].includes(id),
)
export const CHOICE_REFUSALS: RuleId[] = ['forms §8 UWM12', 'forms §8 UWM15']

/** A state's or transition's `meta.rules` (identifiers as written; the chart lint checks them). */
export const rulesOf = (meta: unknown): string[] => {
  const rules = (meta as { rules?: unknown } | undefined)?.rules
  return Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : []
}
