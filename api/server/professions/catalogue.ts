import { eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../contract/common'
import type { Profession, ProfessionSuggestion } from '../../contract/professions'
import type { Database } from '../db/client'
import { professions } from '../db/schema'
import { compact, fold, hitsBy, literalRank, termsOf, typoRank, type Hit, type Term } from './matching'
import { typoAllowance } from './typos'

type Db = Pick<Database, 'select'>
type Row = Pick<typeof professions.$inferSelect, 'id' | 'names' | 'description' | 'keywords'>

const columns = {
  id: professions.id,
  names: professions.names,
  description: professions.description,
  keywords: professions.keywords,
}

export const inLocale = (row: Pick<Row, 'id' | 'names' | 'description'>, locale: Locale): Profession => ({
  id: row.id,
  name: row.names[locale] ?? row.names.nl,
  description: row.description ? (row.description[locale] ?? row.description.nl ?? null) : null,
})

/** The assistant's matches as suggestions in `locale`, in its order; a match no longer in the catalogue is left out. */
export async function suggestionsOf(
  db: Db,
  matches: { id: number; score: number }[],
  locale: Locale,
): Promise<ProfessionSuggestion[]> {
  const ids = matches.map((m) => m.id)
  const rows =
    ids.length === 0 ? [] : await db.select(columns).from(professions).where(inArray(professions.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return matches.flatMap(({ id, score }) => {
    const row = byId.get(id)
    return row ? [{ profession: inLocale(row, locale), score }] : []
  })
}

/** One profession in `locale`, or null. */
export async function findProfession(db: Db, id: number, locale: Locale): Promise<Profession | null> {
  const [row] = await db.select(columns).from(professions).where(eq(professions.id, id)).limit(1)
  return row ? inLocale(row, locale) : null
}

/** A profession with the terms it is found by. */
interface Entry {
  row: Row
  terms: Term[]
}

const ONE_MINUTE = 60_000

/**
 * The catalogue, searched in memory: it is small (hundreds of rows) and changes only with the seed, so
 * the rows are read at most once a minute rather than at every keystroke of the search field.
 */
export function createProfessionCatalogue(db: Db, ttlMs = ONE_MINUTE) {
  let cached: { at: number; entries: Promise<Entry[]> } | null = null
  const entries = () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const loading = db
        .select(columns)
        .from(professions)
        .then((rows) => rows.map((row): Entry => ({ row, terms: termsOf(row.names, row.keywords) })))
      cached = { at: Date.now(), entries: loading }
      loading.catch(() => (cached = null))
    }
    return cached.entries
  }

  return {
    /**
     * Matches of `query` among the names in every language and the keywords, answered in `locale`.
     * What holds the query as typed is found, best rank first (see literalRank: names in `locale`,
     * then in other languages, then keywords), then alphabetically. Only when nothing holds it are
     * typos forgiven (see typoAllowance): the professions the fewest edits away, those named so in
     * `locale` first. No query lists all.
     */
    async search(query: string, locale: Locale, limit: number): Promise<Profession[]> {
      const q = compact(fold(query))
      const all = await entries()
      const collator = new Intl.Collator(locale, { sensitivity: 'base' })
      const named = (hit: Hit<Entry>) => ({ ...hit, profession: inLocale(hit.item.row, locale) })
      let hits: Hit<Entry>[]
      if (q === '') hits = all.map((item) => ({ item, rank: 0, own: true }))
      else {
        hits = hitsBy(all, locale, (term, own) => literalRank(term, q, own))
        const max = typoAllowance(q.length)
        if (hits.length === 0 && max > 0) {
          const near = hitsBy(all, locale, (term) => typoRank(term, q, max))
          const fewest = Math.min(...near.map((h) => h.rank))
          hits = near.filter((h) => h.rank === fewest)
        }
      }
      return hits
        .map(named)
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            Number(b.own) - Number(a.own) ||
            collator.compare(a.profession.name, b.profession.name),
        )
        .slice(0, limit)
        .map((h) => h.profession)
    },
  }
}
export type ProfessionCatalogue = ReturnType<typeof createProfessionCatalogue>
