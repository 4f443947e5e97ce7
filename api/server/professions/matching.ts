import { LOCALES, type Locale } from '../../contract/common'
import { typoDistance } from './typos'

/**
 * What the profession search compares (forms §2, profession search): every name of a profession, in
 * every language the catalogue has, and its keywords, folded so accents, case and spacing do not count.
 */

/** Lower case without accents: 'Caféhouder' -> 'cafehouder'. */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

/** Letters and digits only: 'Web developer' and 'CV-monteur' meet 'webdeveloper' and 'cv monteur'. */
export const compact = (folded: string) => folded.replace(/[^\p{L}\p{N}]+/gu, '')

/** A text a profession is found by: one of its names (with its language) or a keyword (language null). */
export interface Term {
  locale: Locale | null
  /** Folded and compact. */
  whole: string
  /** The folded words of a name ('web', 'developer'); a keyword is its one word. */
  words: string[]
}

/** The terms of a profession: its name in each language, then its keywords. */
export function termsOf(names: Partial<Record<Locale, string>>, keywords: readonly string[]): Term[] {
  const named = LOCALES.flatMap((locale): Term[] => {
    const name = names[locale]
    if (!name) return []
    const folded = fold(name)
    return [{ locale, whole: compact(folded), words: folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean) }]
  })
  const keyed = keywords.map((keyword): Term => {
    const whole = compact(fold(keyword))
    return { locale: null, whole, words: [whole] }
  })
  return [...named, ...keyed]
}

/**
 * How well a term holds the compact query as typed, lower is better. A name in the language asked for:
 * 0 whole, 1 its beginning, 2 the beginning of one of its words, 3 somewhere inside. A name in another
 * language: 4 whole, 5 beginning, 6 a word's beginning (only these: 'timmer' is inside 'Klavierstimmer'
 * and 'tim' inside 'bâtiment', which no one means). 7 inside a keyword. Null: not at all.
 */
export function literalRank(term: Term, q: string, own: boolean): number | null {
  if (term.locale === null) return term.whole.includes(q) ? 7 : null
  const place = placeIn(term, q)
  if (place === null || own) return place
  return place === 3 ? null : place + 4
}

/** Where a name holds the query: 0 whole, 1 its beginning, 2 a word's beginning, 3 inside; null: not. */
function placeIn(term: Term, q: string): number | null {
  if (term.whole === q) return 0
  if (term.whole.startsWith(q)) return 1
  if (term.words.some((word) => word.startsWith(q))) return 2
  if (term.whole.includes(q)) return 3
  return null
}

/** The fewest typos between the compact query and the term (its whole, one of its words, or their beginnings); null past `max`. */
export function typoRank(term: Term, q: string, max: number): number | null {
  let best = typoDistance(q, term.whole, max)
  for (const word of term.words)
    if (best > 0 && word !== term.whole) best = Math.min(best, typoDistance(q, word, max))
  return Number.isFinite(best) ? best : null
}

export interface Hit<T> {
  item: T
  rank: number
  /** Found by its name in the language asked for: before a name in another language of the same rank. */
  own: boolean
}

/** Each item's best hit by `rankOf` over its terms (none when every term ranks null), `locale` winning a tie. */
export function hitsBy<T extends { terms: Term[] }>(
  items: readonly T[],
  locale: Locale,
  rankOf: (term: Term, own: boolean) => number | null,
): Hit<T>[] {
  const hits: Hit<T>[] = []
  for (const item of items) {
    let best: Hit<T> | null = null
    for (const term of item.terms) {
      const own = term.locale === locale
      const rank = rankOf(term, own)
      if (rank === null) continue
      if (!best || rank < best.rank || (rank === best.rank && own && !best.own)) best = { item, rank, own }
    }
    if (best) hits.push(best)
  }
  return hits
}
