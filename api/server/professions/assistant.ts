import { ne } from 'drizzle-orm'
import * as z from 'zod'
import type { Locale } from '../../contract/common'
import { askForJson, type ChatCompletionOptions } from '../ai/chat-completion'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { CATCH_ALL_PROFESSION } from '../db/professions-data'
import { professions } from '../db/schema'
import type { Logger } from '../logger'
import { buildIndex, rank, type SimilarityIndex } from './similarity'

/** A profession that fits a description, with a score in 0..1 (best first). */
export interface ProfessionMatch {
  id: number
  score: number
}

/**
 * The profession assistant (forms §2, the assistant modal): professions that fit a free-text description
 * of someone's work. The local one ranks by text similarity; a real AI service can take its place.
 */
export interface ProfessionAssistant {
  suggest(description: string, locale: Locale, limit: number): Promise<ProfessionMatch[]>
}

type Db = Pick<Database, 'select'>
type Row = Pick<typeof professions.$inferSelect, 'id' | 'slug' | 'names' | 'description' | 'keywords'>

const ONE_MINUTE = 60_000

/**
 * The professions an assistant may suggest (every one but the catch-all, which the user picks by describing
 * the work), read at most once a minute: the catalogue changes only with the seed.
 */
export function suggestableProfessions(db: Db, ttlMs = ONE_MINUTE): () => Promise<Row[]> {
  let cached: { at: number; rows: Promise<Row[]> } | null = null
  return () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const loading = db
        .select({
          id: professions.id,
          slug: professions.slug,
          names: professions.names,
          description: professions.description,
          keywords: professions.keywords,
        })
        .from(professions)
        .where(ne(professions.slug, CATCH_ALL_PROFESSION))
      cached = { at: Date.now(), rows: loading }
      loading.catch(() => (cached = null))
    }
    return cached.rows
  }
}

/** What the similarity ranking reads of a profession: its names in every language, keywords, description. */
const documentText = (row: Row) =>
  [...Object.values(row.names), ...row.keywords, ...Object.values(row.description ?? {})].join(' ')

/** Ranks by TF-IDF cosine similarity over names (all languages) and keywords; needs no network. */
export function createLocalAssistant(rows: () => Promise<Row[]>): ProfessionAssistant {
  let built: { rows: Row[]; index: SimilarityIndex } | null = null
  return {
    async suggest(description, _locale, limit) {
      const current = await rows()
      // Rebuilt only when the cached rows were read again.
      if (built?.rows !== current) {
        const index = buildIndex(current.map((r) => ({ id: r.id, text: documentText(r) })))
        built = { rows: current, index }
      }
      return rank(built.index, description, limit)
    },
  }
}

export type RemoteAssistantOptions = ChatCompletionOptions

const answerSchema = z.object({
  professions: z.array(z.object({ slug: z.string(), score: z.number().optional() })),
})

const SYSTEM_PROMPT = [
  'You match a short description of someone’s work to professions of a fixed catalogue.',
  'Answer only with JSON of the form {"professions": [{"slug": "...", "score": 0.0}]}: slugs from the',
  'catalogue only, best match first, score between 0 and 1 for how well it fits. Leave out professions',
  'that do not fit; answer {"professions": []} when none does. The description may be in any language.',
].join(' ')

/**
 * An OpenAI-compatible chat-completions service asked for catalogue slugs, mapped back to ids. Any failure
 * (network, timeout, status, an answer that is not the asked JSON) is logged and answered by `fallback`.
 */
export function createRemoteAssistant(
  options: RemoteAssistantOptions,
  rows: () => Promise<Row[]>,
  fallback: ProfessionAssistant,
  logger: Logger,
): ProfessionAssistant {
  async function ask(description: string, locale: Locale, limit: number): Promise<ProfessionMatch[]> {
    const catalogue = await rows()
    const lines = catalogue.map((r) => `${r.slug}: ${r.names.nl} / ${r.names.en}`).join('\n')
    const user = `Catalogue (slug: Dutch name / English name):\n${lines}\n\nAt most ${limit} professions. Language of the user: ${locale}.\nDescription:\n${description}`
    const answer = await askForJson(options, SYSTEM_PROMPT, user, answerSchema)
    const bySlug = new Map(catalogue.map((r) => [r.slug, r.id]))
    const seen = new Set<number>()
    const matches: ProfessionMatch[] = []
    for (const [i, { slug, score }] of answer.professions.entries()) {
      const id = bySlug.get(slug)
      if (id === undefined || seen.has(id)) continue
      seen.add(id)
      // A service that gives no (or a nonsense) score: by rank instead.
      const s =
        score !== undefined && Number.isFinite(score) ? score : 1 - i / (answer.professions.length + 1)
      matches.push({ id, score: Math.min(1, Math.max(0, s)) })
    }
    return matches.filter((m) => m.score > 0).slice(0, limit)
  }

  return {
    async suggest(description, locale, limit) {
      try {
        return await ask(description, locale, limit)
      } catch (err) {
        logger.warn('profession assistant failed; answering from the local ranking', {
          url: options.url,
          error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
        })
        return fallback.suggest(description, locale, limit)
      }
    },
  }
}

/** The remote assistant when PROFESSION_ASSISTANT_URL is set, with the local one as its fallback; else the local one. */
export function createProfessionAssistant(
  config: Pick<Config, 'professionAssistantUrl' | 'professionAssistantKey' | 'professionAssistantModel'>,
  db: Db,
  logger: Logger,
): ProfessionAssistant {
  const rows = suggestableProfessions(db)
  const local = createLocalAssistant(rows)
  if (!config.professionAssistantUrl) return local
  return createRemoteAssistant(
    {
      url: config.professionAssistantUrl,
      key: config.professionAssistantKey,
      model: config.professionAssistantModel,
    },
    rows,
    local,
    logger,
  )
}
