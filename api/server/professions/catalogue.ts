import { eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../contract/common'
import type { Profession, ProfessionSuggestion } from '../../contract/professions'
import type { Database } from '../db/client'
import { professions } from '../db/schema'

type Db = Pick<Database, 'select'>
type Row = Pick<typeof professions.$inferSelect, 'id' | 'names' | 'description' | 'keywords'>

const columns = {
  id: professions.id,
  names: professions.names,
  description: professions.description,
  keywords: professions.keywords,
}

/** Lower case without accents: 'Caféhouder' -> 'cafehouder'. */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

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

/** How well a profession matches the folded query: 0 name prefix, 1 word prefix, 2 name contains, 3 keyword; null: none. */
function rank(name: string, keywords: readonly string[], q: string): number | null {
  if (name.startsWith(q)) return 0
  if (name.split(/[\s/()-]+/).some((word) => word.startsWith(q))) return 1
  if (name.includes(q)) return 2
  if (keywords.some((k) => k.includes(q))) return 3
  return null
}

const ONE_MINUTE = 60_000

/**
 * The catalogue, searched in memory: it is small (hundreds of rows) and changes only with the seed, so
 * the rows are read at most once a minute rather than at every keystroke of the search field.
 */
export function createProfessionCatalogue(db: Db, ttlMs = ONE_MINUTE) {
  let cached: { at: number; rows: Promise<Row[]> } | null = null
  const rows = () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const loading = db.select(columns).from(professions)
      cached = { at: Date.now(), rows: loading }
      loading.catch(() => (cached = null))
    }
    return cached.rows
  }

  return {
    /** Matches of `query` in `locale`: best rank first, alphabetical within a rank; no query lists all. */
    async search(query: string, locale: Locale, limit: number): Promise<Profession[]> {
      const q = fold(query)
      const collator = new Intl.Collator(locale, { sensitivity: 'base' })
      const found: { rank: number; profession: Profession }[] = []
      for (const row of await rows()) {
        const profession = inLocale(row, locale)
        const r = q === '' ? 0 : rank(fold(profession.name), row.keywords.map(fold), q)
        if (r !== null) found.push({ rank: r, profession })
      }
      found.sort((a, b) => a.rank - b.rank || collator.compare(a.profession.name, b.profession.name))
      return found.slice(0, limit).map((f) => f.profession)
    },
  }
}
export type ProfessionCatalogue = ReturnType<typeof createProfessionCatalogue>
