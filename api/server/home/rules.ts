import type { HomeRefusalCode } from '../../contract/home'
import type { ProductType } from '../../contract/products'
import type { Consequence } from '../../contract/questions'
import type { LocalizedText } from '../db/schema'
import { multiplyCents } from '../products/pricing'

/**
 * The home quote's rules (issue 19): which coverage options each home product offers and how they are
 * priced, and when the quote refuses. Pure, so they are tested on their own; home-service.ts applies them.
 */

export type HomeType = Extract<ProductType, 'allianz_building' | 'allianz_content' | 'allianz_liability'>
export const HOME_TYPES: readonly HomeType[] = ['allianz_building', 'allianz_content', 'allianz_liability']
export const isHomeType = (type: string): type is HomeType => (HOME_TYPES as readonly string[]).includes(type)

/** Buildings insurance has no list price (its premium depends on the home): the quote's net base. */
export const BUILDING_BASE_NET_CENTS = 1250

const text = (nl: string, en: string, fr: string, de: string): LocalizedText => ({ nl, en, fr, de })

interface CoverageSeed {
  id: string
  /** Multiplies the product's base (after the answers' factors); 1 is the standard coverage. */
  factor: number
  name: LocalizedText
}

/** Per product the coverages to choose one of: buildings an excess, contents an amount, liability a sum. */
export const COVERAGES: Record<HomeType, readonly CoverageSeed[]> = {
  allianz_building: [
    {
      id: 'excess_0',
      factor: 1.1,
      name: text('Geen eigen risico', 'No excess', 'Sans franchise', 'Keine Selbstbeteiligung'),
    },
    {
      id: 'excess_250',
      factor: 1,
      name: text('Eigen risico € 250', 'Excess € 250', 'Franchise 250 €', 'Selbstbeteiligung 250 €'),
    },
    {
      id: 'excess_500',
      factor: 0.92,
      name: text('Eigen risico € 500', 'Excess € 500', 'Franchise 500 €', 'Selbstbeteiligung 500 €'),
    },
  ],
  allianz_content: [
    {
      id: 'eur_50k',
      factor: 0.8,
      name: text(
        'Inboedel tot € 50.000',
        'Contents up to € 50,000',
        'Contenu jusqu’à 50 000 €',
        'Hausrat bis 50.000 €',
      ),
    },
    {
      id: 'eur_75k',
      factor: 1,
      name: text(
        'Inboedel tot € 75.000',
        'Contents up to € 75,000',
        'Contenu jusqu’à 75 000 €',
        'Hausrat bis 75.000 €',
      ),
    },
    {
      id: 'eur_100k',
      factor: 1.25,
      name: text(
        'Inboedel tot € 100.000',
        'Contents up to € 100,000',
        'Contenu jusqu’à 100 000 €',
        'Hausrat bis 100.000 €',
      ),
    },
  ],
  allianz_liability: [
    {
      id: 'sum_1250k',
      factor: 0.9,
      name: text(
        'Verzekerd tot € 1.250.000',
        'Insured up to € 1,250,000',
        'Assuré jusqu’à 1 250 000 €',
        'Versichert bis 1.250.000 €',
      ),
    },
    {
      id: 'sum_2500k',
      factor: 1,
      name: text(
        'Verzekerd tot € 2.500.000',
        'Insured up to € 2,500,000',
        'Assuré jusqu’à 2 500 000 €',
        'Versichert bis 2.500.000 €',
      ),
    },
  ],
}

/** The extra coverages' names (their questions ask; the quote names the cover). */
export const EXTRA_NAMES: Record<string, LocalizedText> = {
  outdoor_cover: text(
    'Buitenshuisdekking',
    'Cover away from home',
    'Couverture hors du domicile',
    'Außenversicherung',
  ),
  glass_cover: text(
    'Glasdekking',
    'Glass breakage cover',
    'Couverture bris de glace',
    'Glasbruchversicherung',
  ),
}

/** The conditions' code of each product's quote (`clause`). */
export const CLAUSES: Record<HomeType, string> = {
  allianz_building: 'AZ-OPSTAL-2026',
  allianz_content: 'AZ-INBOEDEL-2026',
  allianz_liability: 'AZ-AVP-2026',
}

/** A home-form answer as the rules read it: the question's key, the option's key and consequence. */
export interface HomeAnswer {
  key: string
  option: string
  consequence: Consequence
}

/**
 * Why the quote refuses the product, or null: a house that is not a normal stone house (AZH01), a
 * buildings insurance for someone who does not own the home (AZH02), any other answer the insurer does
 * not accept (AZH00: an option of consequence reject, drop_out or hard_drop_out).
 */
export function refusalOf(type: HomeType, answers: readonly HomeAnswer[]): HomeRefusalCode | null {
  const option = (key: string) => answers.find((a) => a.key === key)?.option
  if (option('allianz_house_conformity') === 'no') return 'AZH01'
  if (type === 'allianz_building' && option('home_ownership') === 'tenant') return 'AZH02'
  const refusing: readonly Consequence[] = ['reject', 'drop_out', 'hard_drop_out']
  if (answers.some((a) => refusing.includes(a.consequence))) return 'AZH00'
  return null
}

/** The net monthly cents of each coverage option: the base times the answers' factors and the option's. */
export function coverageCents(type: HomeType, baseNet: number, answerFactor: number) {
  return COVERAGES[type].map((c) => ({
    id: c.id,
    net_cents: multiplyCents(baseNet, answerFactor * c.factor),
  }))
}

/** An extra coverage's net monthly surcharge: its option's factor above 1, on the standard coverage. */
export const extraCents = (baseNet: number, answerFactor: number, factor: number) =>
  multiplyCents(baseNet, answerFactor * Math.max(0, factor - 1))
