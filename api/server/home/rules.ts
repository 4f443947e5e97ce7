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

/**
 * Per product the coverages to choose one of: the excess (eigen risico). The sum insured stays the one
 * the cart and the policy list for the product (cart/list-items.ts), so no coverage claims another.
 */
const excess = (amount: number, factor: number): CoverageSeed => ({
  id: `excess_${amount}`,
  factor,
  name: text(
    amount === 0 ? 'Geen eigen risico' : `Eigen risico € ${amount}`,
    amount === 0 ? 'No excess' : `Excess € ${amount}`,
    amount === 0 ? 'Sans franchise' : `Franchise ${amount} €`,
    amount === 0 ? 'Keine Selbstbeteiligung' : `Selbstbeteiligung ${amount} €`,
  ),
})
export const COVERAGES: Record<HomeType, readonly CoverageSeed[]> = {
  allianz_building: [excess(0, 1.1), excess(250, 1), excess(500, 0.92)],
  allianz_content: [excess(0, 1.1), excess(100, 1), excess(250, 0.9)],
  allianz_liability: [excess(0, 1.08), excess(100, 1)],
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
