import { inArray } from 'drizzle-orm'
import type { ListItem } from '../../contract/cart'
import type { Locale } from '../../contract/common'
import { listItems } from '../cart/list-items'
import type { Database } from '../db/client'
import { type homeQuotes, questions } from '../db/schema'
import { EXTRA_NAMES, type HomeType } from './rules'

type Four = readonly [nl: string, en: string, fr: string, de: string]
const INDEX: Record<Locale, 0 | 1 | 2 | 3> = { nl: 0, en: 1, fr: 2, de: 3 }
const LOCALE_OF: readonly Locale[] = ['nl', 'en', 'fr', 'de']

const LABELS = {
  excess: ['Eigen risico', 'Excess', 'Franchise', 'Selbstbeteiligung'],
  extras: ['Extra dekking', 'Extra cover', 'Couverture supplémentaire', 'Zusatzdeckung'],
} as const satisfies Record<string, Four>
const NONE: Four = ['Geen', 'None', 'Aucune', 'Keine']

export type HomeQuoteRow = typeof homeQuotes.$inferSelect

/** An extra coverage's name per language, by its question id (the quote's `extra_coverages`). */
export type ExtraNames = Map<number, Four>

/** The names of the extra coverages `ids` (their questions), as the quote page names them. */
export async function extraNamesOf(
  db: Pick<Database, 'select'>,
  ids: readonly number[],
): Promise<ExtraNames> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: questions.id, key: questions.key, texts: questions.texts })
    .from(questions)
    .where(inArray(questions.id, [...new Set(ids)]))
  return new Map(
    rows.map((r) => [
      r.id,
      LOCALE_OF.map((l) => EXTRA_NAMES[r.key]?.[l] ?? r.texts[l] ?? r.texts.nl) as unknown as Four,
    ]),
  )
}

/** A quote whose coverage the customer accepted (`POST /allianz/accept-quote`): it priced the cart item. */
export const isAccepted = (quote: HomeQuoteRow) =>
  quote.accepted_at !== null && quote.coverage !== null && quote.refusal === null

/** The excess in whole euros of a coverage option (rules.ts: `excess_<euros>`), null for another id. */
const excessOf = (coverage: string) => {
  const m = /^excess_(\d+)$/.exec(coverage)
  return m ? Number(m[1]) : null
}

/**
 * A home product's lines in `locale` once its quote is accepted: the product's own lines (its sum insured,
 * cart/list-items.ts), the excess of the coverage chosen and the extra coverages chosen, then the start
 * date; only for an accepted quote (`isAccepted`; before it the product's own lines hold). The cart card
 * (cart/quoted-lines.ts) and the policy (policies.cover) show the same lines.
 */
export function homeLines(
  type: HomeType,
  quote: HomeQuoteRow,
  extras: ExtraNames,
  startDate: string,
  locale: Locale,
): ListItem[] {
  const i = INDEX[locale]
  const own = listItems(type, { startDate }, locale)
  const start = own.filter((line) => line.type === 'date')
  const excess = quote.coverage === null ? null : excessOf(quote.coverage)
  const chosen = quote.extra_coverages.map((id) => extras.get(id)?.[i]).filter((n) => n !== undefined)
  return [
    ...own.filter((line) => line.type !== 'date'),
    ...(excess === null ? [] : [{ label: LABELS.excess[i], value: `${excess}.00`, type: 'money' as const }]),
    { label: LABELS.extras[i], value: chosen.length > 0 ? chosen.join(', ') : NONE[i], type: 'text' },
    ...start,
  ]
}
