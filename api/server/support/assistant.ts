import * as z from 'zod'
import type { Locale } from '../../contract/common'
import type { AssistantAnswer, AssistantSource } from '../../contract/support'
import { askForJson, type ChatCompletionOptions } from '../ai/chat-completion'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import { allProducts } from '../products/catalogue'
import { buildIndex, rank, type SimilarityIndex } from '../professions/similarity'

/**
 * The support menu's AI assistant (core §4, forms §9). It answers only from what the partner published, the
 * products' FAQ and descriptions, and quotes them: sales here are execution-only, so it never advises. The
 * local one ranks the published texts by similarity; an OpenAI-compatible service can take its place.
 */
export interface SupportAssistant {
  answer(question: string, locale: Locale): Promise<AssistantAnswer>
  /** The published texts it answers from, in `locale` (the FAQ list shows them too). */
  texts(locale: Locale): Promise<AssistantSource[]>
}

type Db = Pick<Database, 'select'>

/** Below this similarity no published text answers the question: the assistant says it does not know. */
export const KNOWN_SCORE = 0.2
/** Further texts are quoted only when nearly as close as the best one. */
const ALSO_QUOTED = 0.8
const MAX_QUOTES = 2
const ONE_MINUTE = 60_000

/** Every published text in `locale` (Dutch where a text has no translation), in a stable order. */
export function publishedTexts(db: Db, ttlMs = ONE_MINUTE): (locale: Locale) => Promise<AssistantSource[]> {
  let cached: { at: number; rows: ReturnType<typeof allProducts> } | null = null
  return async (locale) => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const loading = allProducts(db)
      cached = { at: Date.now(), rows: loading }
      loading.catch(() => (cached = null))
    }
    const rows = await cached.rows
    return rows.flatMap((row) => {
      const product = row.names[locale] ?? row.names.nl
      const description = { product, question: null, text: row.descriptions[locale] ?? row.descriptions.nl }
      const faq = row.faq.map((entry) => ({
        product,
        question: entry.question[locale] ?? entry.question.nl,
        text: entry.answer[locale] ?? entry.answer.nl,
      }))
      return [description, ...faq]
    })
  }
}

/** What the ranking reads of a text: the product, the FAQ question (twice: it is what people ask) and the text. */
const indexText = (s: AssistantSource) => [s.product, s.question ?? '', s.question ?? '', s.text].join(' ')

export function createLocalSupportAssistant(
  texts: (locale: Locale) => Promise<AssistantSource[]>,
): SupportAssistant {
  const built = new Map<Locale, { sources: AssistantSource[]; index: SimilarityIndex }>()
  return {
    async answer(question, locale) {
      const sources = await texts(locale)
      let entry = built.get(locale)
      if (entry?.sources !== sources) {
        entry = { sources, index: buildIndex(sources.map((s, id) => ({ id, text: indexText(s) }))) }
        built.set(locale, entry)
      }
      const ranked = rank(entry.index, question, MAX_QUOTES)
      const best = ranked[0]?.score ?? 0
      if (best < KNOWN_SCORE) return { known: false }
      const quoted = ranked.filter((r) => r.score >= best * ALSO_QUOTED).map((r) => sources[r.id]!)
      return { known: true, summary: null, sources: quoted }
    },
    texts,
  }
}

export type RemoteSupportAssistantOptions = ChatCompletionOptions

const remoteAnswerSchema = z.object({
  sources: z.array(z.number().int()),
  summary: z.string().max(600).optional(),
})

const SYSTEM_PROMPT = [
  'You are the support assistant of an insurance website that sells execution-only: you never give advice,',
  'never recommend or compare products for the customer and never promise cover. You answer only from the',
  'numbered texts you are given. Answer only with JSON {"sources": [numbers], "summary": "..."}: the numbers of',
  'the texts that answer the question (best first, at most 2), and a one-sentence neutral lead-in in the',
  'language of the user that adds nothing the texts do not say. When no text answers it, answer',
  '{"sources": []}.',
].join(' ')

/**
 * An OpenAI-compatible chat-completions service that picks which published texts answer; the answer still
 * quotes them word for word. Any failure (network, timeout, status, another shape, a number that is no
 * text) is logged and answered by `fallback`.
 */
export function createRemoteSupportAssistant(
  options: RemoteSupportAssistantOptions,
  texts: (locale: Locale) => Promise<AssistantSource[]>,
  fallback: SupportAssistant,
  logger: Logger,
): SupportAssistant {
  async function ask(question: string, locale: Locale): Promise<AssistantAnswer> {
    const sources = await texts(locale)
    const numbered = sources
      .map((s, i) => `[${i}] ${s.product}${s.question ? ` / ${s.question}` : ''}: ${s.text}`)
      .join('\n')
    const user = `Texts:\n${numbered}\n\nLanguage of the user: ${locale}.\nQuestion:\n${question}`
    const answer = await askForJson(options, SYSTEM_PROMPT, user, remoteAnswerSchema)
    const picked = [...new Set(answer.sources)].slice(0, MAX_QUOTES).map((i) => sources[i])
    if (picked.some((s) => s === undefined)) throw new Error('a source number that is no text')
    const quoted = picked as AssistantSource[]
    if (quoted.length === 0) return { known: false }
    return { known: true, summary: answer.summary?.trim() || null, sources: quoted }
  }

  return {
    async answer(question, locale) {
      try {
        return await ask(question, locale)
      } catch (err) {
        logger.warn('support assistant failed; answering from the local ranking', {
          url: options.url,
          error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
        })
        return fallback.answer(question, locale)
      }
    },
    texts,
  }
}

/** The remote assistant when SUPPORT_ASSISTANT_URL is set, with the local one as its fallback; else the local one. */
export function createSupportAssistant(
  config: Pick<Config, 'supportAssistantUrl' | 'supportAssistantKey' | 'supportAssistantModel'>,
  db: Db,
  logger: Logger,
): SupportAssistant {
  const texts = publishedTexts(db)
  const local = createLocalSupportAssistant(texts)
  if (!config.supportAssistantUrl) return local
  return createRemoteSupportAssistant(
    { url: config.supportAssistantUrl, key: config.supportAssistantKey, model: config.supportAssistantModel },
    texts,
    local,
    logger,
  )
}
