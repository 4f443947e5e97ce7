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
  waitingPeriod: ['Wachttijd', 'Waiting period', 'Délai de carence', 'Wartezeit'],
  benefitPeriod: ['Uitkeringsduur', 'Benefit period', "Durée d'indemnisation", 'Leistungsdauer'],
  registration: ['Kenteken', 'Registration number', 'Immatriculation', 'Kennzeichen'],
  address: ['Adres', 'Address', 'Adresse', 'Adresse'],
  insuredAmount: ['Verzekerd bedrag', 'Sum insured', 'Montant assuré', 'Versicherungssumme'],
  excess: ['Eigen risico', 'Excess', 'Franchise', 'Selbstbeteiligung'],
  cover: ['Dekking', 'Cover', 'Couverture', 'Deckung'],
  term: ['Looptijd', 'Term', 'Durée', 'Laufzeit'],
  startDate: ['Ingangsdatum', 'Start date', 'Date de début', 'Beginndatum'],
} as const

const TEXTS = {
  days30: ['30 dagen', '30 days', '30 jours', '30 Tage'],
  untilPension: [
    'Tot AOW-leeftijd',
    'Until state pension age',
    "Jusqu'à l'âge légal de la retraite",
    'Bis zum gesetzlichen Rentenalter',
  ],
  upTo2Years: ['Maximaal 2 jaar', 'Up to 2 years', '2 ans maximum', 'Höchstens 2 Jahre'],
  toBeEntered: ['Nog in te vullen', 'To be entered', 'À compléter', 'Noch einzugeben'],
  theftAndDamage: ['Diefstal en schade', 'Theft and damage', 'Vol et dommages', 'Diebstahl und Schäden'],
  years20: ['20 jaar', '20 years', '20 ans', '20 Jahre'],
} as const

type Label = keyof typeof LABELS
type Text = keyof typeof TEXTS
type Line = [Label, { money: string } | { text: Text } | 'startDate']

const LOCALE_INDEX: Record<Locale, 0 | 1 | 2 | 3> = { nl: 0, en: 1, fr: 2, de: 3 }

const START: Line = ['startDate', 'startDate']

/** What the cart card lists per product type (core §3 Cart item list_items). */
const LINES: Record<ProductType, Line[]> = {
  aov: [
    ['insuredIncome', { money: '40000.00' }],
    ['waitingPeriod', { text: 'days30' }],
    ['benefitPeriod', { text: 'untilPension' }],
  ],
  aov_acture: [
    ['monthlyBenefit', { money: '1500.00' }],
    ['waitingPeriod', { text: 'days30' }],
    ['benefitPeriod', { text: 'upTo2Years' }],
  ],
  car: [['registration', { text: 'toBeEntered' }], START],
  allianz_liability: [['insuredAmount', { money: '2500000.00' }], START],
  allianz_building: [['address', { text: 'toBeEntered' }], START],
  allianz_content: [['insuredAmount', { money: '75000.00' }], START],
  professional_liability: [['insuredAmount', { money: '500000.00' }], ['excess', { money: '500.00' }], START],
  business_liability: [['insuredAmount', { money: '1250000.00' }], ['excess', { money: '250.00' }], START],
  device: [['cover', { text: 'theftAndDamage' }], ['excess', { money: '50.00' }], START],
  death_risk: [['insuredAmount', { money: '100000.00' }], ['term', { text: 'years20' }], START],
}

/** What a cart item's lines say beyond its type: its start date (date-rules.ts `policyStartDate`). */
export interface ItemFacts {
  startDate: string
}

/** The lines of a cart item of `type` in `locale`, the start date the one the policy would get now. */
export function listItems(type: ProductType, facts: ItemFacts, locale: Locale): ListItem[] {
  const i = LOCALE_INDEX[locale]
  return (LINES[type] ?? []).map(([label, value]): ListItem => {
    const name = LABELS[label][i]
    if (value === 'startDate') return { label: name, value: facts.startDate, type: 'date' }
    if ('money' in value) return { label: name, value: value.money, type: 'money' }
    return { label: name, value: TEXTS[value.text][i], type: 'text' }
  })
}
