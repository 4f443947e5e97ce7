import type { AovOptionsResponse, BenefitDuration, OwnRiskDays } from '../../contract/aov'
import type { ListItem } from '../../contract/cart'
import type { Locale } from '../../contract/common'
import type { ProductType } from '../../contract/products'

// One day rule for contract, forms and server: the calendar date in Amsterdam, where the policies start.
export { addDays, todayInNl as amsterdamDate } from '../../contract/date-rules'

const LABELS = {
  insuredIncome: [
    'Verzekerd jaarinkomen',
    'Insured annual income',
    'Revenu annuel assuré',
    'Versichertes Jahreseinkommen',
  ],
  monthlyBenefit: ['Uitkering per maand', 'Monthly benefit', 'Indemnité mensuelle', 'Monatliche Leistung'],
  // Income protection's cover in the words of its premium page (views/checkout/aov/PremiumView.tsx).
  ownRisk: ['Eigen risico', 'Waiting period', 'Délai de carence', 'Karenzzeit'],
  benefitPeriod: ['Uitkeringsduur', 'Benefit duration', 'Durée de la prestation', 'Leistungsdauer'],
  indexation: ['Indexatie', 'Indexation', 'Indexation', 'Indexierung'],
  burnout: [
    'Psychische klachten meeverzekerd',
    'Psychological complaints covered',
    'Troubles psychiques couverts',
    'Psychische Beschwerden mitversichert',
  ],
  insuredAmount: ['Verzekerd bedrag', 'Sum insured', 'Montant assuré', 'Versicherungssumme'],
  excess: ['Eigen risico', 'Excess', 'Franchise', 'Selbstbeteiligung'],
  cover: ['Dekking', 'Cover', 'Couverture', 'Deckung'],
  term: ['Looptijd', 'Term', 'Durée', 'Laufzeit'],
  startDate: ['Ingangsdatum', 'Start date', 'Date de début', 'Beginndatum'],
} as const

const TEXTS = {
  days14: ['14 dagen', '14 days', '14 jours', '14 Tage'],
  days30: ['30 dagen', '30 days', '30 jours', '30 Tage'],
  days90: ['90 dagen', '90 days', '90 jours', '90 Tage'],
  year1: ['1 jaar', '1 year', '1 an', '1 Jahr'],
  years2: ['2 jaar', '2 years', '2 ans', '2 Jahre'],
  years5: ['5 jaar', '5 years', '5 ans', '5 Jahre'],
  until67: ['Tot je 67e', 'Until you are 67', 'Jusqu’à vos 67 ans', 'Bis zum 67. Lebensjahr'],
  yes: ['Ja', 'Yes', 'Oui', 'Ja'],
  no: ['Nee', 'No', 'Non', 'Nein'],
  upTo2Years: ['Maximaal 2 jaar', 'Up to 2 years', '2 ans maximum', 'Höchstens 2 Jahre'],
  theftAndDamage: ['Diefstal en schade', 'Theft and damage', 'Vol et dommages', 'Diebstahl und Schäden'],
  years20: ['20 jaar', '20 years', '20 ans', '20 Jahre'],
} as const

type Label = keyof typeof LABELS
type Text = keyof typeof TEXTS
type Line = [Label, { money: string } | { text: Text } | 'startDate']

const LOCALE_INDEX: Record<Locale, 0 | 1 | 2 | 3> = { nl: 0, en: 1, fr: 2, de: 3 }

const START: Line = ['startDate', 'startDate']

const DURATION_TEXTS: Record<BenefitDuration, Text> = {
  '2_years': 'years2',
  '5_years': 'years5',
  until_67: 'until67',
}
const OWN_RISK_TEXTS: Record<OwnRiskDays, Text> = { 14: 'days14', 30: 'days30', 90: 'days90', 365: 'year1' }

/** Income protection's lines: its cover as the premium page and its review show it, and the start date. */
const coverLines = (cover: AovOptionsResponse): Line[] => [
  ['insuredIncome', { money: `${cover.covered_income}.00` }],
  ['benefitPeriod', { text: DURATION_TEXTS[cover.benefit_duration] }],
  ['ownRisk', { text: OWN_RISK_TEXTS[cover.own_risk_days] }],
  ['indexation', { text: cover.indexation ? 'yes' : 'no' }],
  ['burnout', { text: cover.burnout ? 'yes' : 'no' }],
  START,
]

/** What the cart card lists per product type (core §3 Cart item list_items), income protection aside. */
const LINES: Record<ProductType, Line[]> = {
  aov: [],
  // Until its premium is asked: the fixed benefit its product text describes.
  aov_acture: [
    ['monthlyBenefit', { money: '1500.00' }],
    ['ownRisk', { text: 'days30' }],
    ['benefitPeriod', { text: 'upTo2Years' }],
    START,
  ],
  // Until its car quote: the quote's lines name the plate, the car and the cover (cart/quoted-lines.ts).
  car: [START],
  // The home products' sums insured (the home journey asks no amount); the accepted quote adds its excess
  // and extra coverages (home/cover.ts).
  allianz_liability: [['insuredAmount', { money: '2500000.00' }], START],
  allianz_building: [START],
  allianz_content: [['insuredAmount', { money: '75000.00' }], START],
  professional_liability: [['insuredAmount', { money: '500000.00' }], ['excess', { money: '500.00' }], START],
  business_liability: [['insuredAmount', { money: '1250000.00' }], ['excess', { money: '250.00' }], START],
  // Until its device quote (cart/quoted-lines.ts): what every device policy covers; no excess, the
  // device pricing has none, and the amounts are the customer's choice.
  device: [['cover', { text: 'theftAndDamage' }], START],
  death_risk: [['insuredAmount', { money: '100000.00' }], ['term', { text: 'years20' }], START],
}

/**
 * What a cart item's lines say beyond its type: its start date (date-rules.ts `policyStartDate`) and, for
 * income protection, its cover (aov/income-pricing.ts `coverOf`; null: the product's own lines).
 */
export interface ItemFacts {
  startDate: string
  cover?: AovOptionsResponse | null
}

/** The lines of a cart item of `type` in `locale`, the start date the one the policy would get now. */
export function listItems(type: ProductType, facts: ItemFacts, locale: Locale): ListItem[] {
  const i = LOCALE_INDEX[locale]
  const lines = facts.cover ? coverLines(facts.cover) : (LINES[type] ?? [])
  return lines.map(([label, value]): ListItem => {
    const name = LABELS[label][i]
    if (value === 'startDate') return { label: name, value: facts.startDate, type: 'date' }
    if ('money' in value) return { label: name, value: value.money, type: 'money' }
    return { label: name, value: TEXTS[value.text][i], type: 'text' }
  })
}
