import { fold } from './matching'

/**
 * A small TF-IDF ranking of free text against the profession catalogue (the local profession assistant).
 * Features of a text: its light-stemmed words, plus character 4-grams of each word at a lower weight so
 * that Dutch and German compounds meet their parts ('yogales' ~ 'yogadocent', 'websites' ~ 'webdeveloper').
 * Scores are cosine similarities of non-negative vectors, so they lie in 0..1.
 */

// prettier-ignore
const STOPWORDS = new Set([
  // nl
  'ik', 'je', 'jij', 'jou', 'jouw', 'u', 'we', 'wij', 'mijn', 'ons', 'onze', 'de', 'het', 'een', 'en', 'of', 'voor',
  'van', 'in', 'op', 'aan', 'met', 'bij', 'als', 'dat', 'die', 'dit', 'deze', 'ben', 'is', 'zijn', 'was', 'heb',
  'hebt', 'heeft', 'hebben', 'doe', 'doet', 'doen', 'geef', 'geeft', 'geven', 'maak', 'maakt', 'maken', 'ook', 'om',
  'te', 'naar', 'uit', 'door', 'over', 'tot', 'en', 'veel', 'alle', 'allerlei', 'zelf', 'zelfstandig', 'zzp',
  'zzper', 'freelance', 'freelancer', 'werk', 'werkt', 'werken', 'klant', 'klanten', 'mensen', 'andere', 'anderen',
  // en
  'i', 'me', 'my', 'a', 'an', 'the', 'and', 'or', 'for', 'of', 'to', 'on', 'at', 'with', 'as', 'am', 'are', 'be',
  'do', 'does', 'that', 'this', 'it', 'from', 'by', 'our', 'you', 'your', 'they', 'their', 'them', 'also', 'work',
  'works', 'working', 'job', 'self', 'employed', 'client', 'clients', 'customer', 'customers', 'people', 'other',
  'others', 'all', 'kinds', 'make', 'makes', 'give', 'gives',
  // fr
  'je', 'moi', 'le', 'la', 'les', 'un', 'une', 'des', 'du', 'et', 'ou', 'pour', 'au', 'aux', 'avec', 'dans', 'sur',
  'suis', 'est', 'mon', 'ma', 'mes', 'qui', 'que', 'travaille', 'travail',
  // de
  'ich', 'der', 'die', 'das', 'ein', 'eine', 'einen', 'und', 'oder', 'fur', 'von', 'mit', 'im', 'auf', 'bin', 'ist',
  'mein', 'meine', 'zu', 'bei', 'arbeite', 'arbeit', 'kunden',
])

/** Suffixes stripped by the light stemmer, longest first; the stem keeps at least three letters. */
const SUFFIXES: readonly [string, string][] = [
  ['ations', ''],
  ['ation', ''],
  ['aties', ''],
  ['atie', ''],
  ['ateurs', ''],
  ['ateur', ''],
  ['ingen', ''],
  ['ing', ''],
  ['aars', ''],
  ['aar', ''],
  ['ies', 'y'],
  ['ers', ''],
  ['er', ''],
  ['en', ''],
  ['es', ''],
  ['s', ''],
  ['e', ''],
]

const VOWELS = /[aeiouy]/

/**
 * A light Dutch/English stemmer: one common suffix off (plural, infinitive, -er, -ing, -atie, -ateur...)
 * and a doubled final consonant undone, so 'lessen' and 'les', 'bakker' and 'bakken' meet.
 */
export function stem(word: string): string {
  const found = SUFFIXES.find(([suffix]) => word.length - suffix.length >= 3 && word.endsWith(suffix))
  const base = found ? word.slice(0, word.length - found[0].length) + found[1] : word
  const last = base.at(-1) ?? ''
  return base.length > 3 && last === base.at(-2) && !VOWELS.test(last) ? base.slice(0, -1) : base
}

/** Folded words of at least two letters, stop words left out. */
export const tokens = (text: string): string[] =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !STOPWORDS.has(w))

const NGRAM = 4
const NGRAM_WEIGHT = 0.3

/** Feature -> raw weight of a text. */
export function features(text: string): Map<string, number> {
  const out = new Map<string, number>()
  const add = (f: string, w: number) => out.set(f, (out.get(f) ?? 0) + w)
  for (const word of tokens(text)) {
    add(`w:${stem(word)}`, 1)
    if (word.length < NGRAM - 1) continue
    const marked = `_${word}_`
    for (let i = 0; i + NGRAM <= marked.length; i++) add(`g:${marked.slice(i, i + NGRAM)}`, NGRAM_WEIGHT)
  }
  return out
}

export interface SimilarityDoc {
  id: number
  text: string
}

interface IndexedDoc {
  id: number
  vector: Map<string, number>
  norm: number
}

export interface SimilarityIndex {
  docs: IndexedDoc[]
  idf: Map<string, number>
  /** Weight of a feature no document has (the rarest possible). */
  unseenIdf: number
}

const sublinear = (tf: number) => (tf > 0 ? 1 + Math.log(tf) : 0)
const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0))

function weigh(raw: Map<string, number>, idf: (f: string) => number): Map<string, number> {
  const out = new Map<string, number>()
  // Sublinear term frequency on the raw weight (so a word in four languages counts more, not four times).
  for (const [f, tf] of raw) out.set(f, sublinear(1 + tf) * idf(f))
  return out
}

export function buildIndex(docs: readonly SimilarityDoc[]): SimilarityIndex {
  const raw = docs.map((d) => ({ id: d.id, features: features(d.text) }))
  const df = new Map<string, number>()
  for (const d of raw) for (const f of d.features.keys()) df.set(f, (df.get(f) ?? 0) + 1)
  const n = Math.max(1, docs.length)
  const idf = new Map([...df].map(([f, k]) => [f, Math.log(1 + n / k)]))
  const indexed = raw.map((d) => {
    const vector = weigh(d.features, (f) => idf.get(f) ?? 0)
    return { id: d.id, vector, norm: norm(vector) }
  })
  return { docs: indexed, idf, unseenIdf: Math.log(1 + n) }
}

/** The documents most similar to `query`, best first (ties by id), zero scores left out. */
export function rank(index: SimilarityIndex, query: string, limit: number): { id: number; score: number }[] {
  const q = weigh(features(query), (f) => index.idf.get(f) ?? index.unseenIdf)
  const qNorm = norm(q)
  if (qNorm === 0) return []
  const scored: { id: number; score: number }[] = []
  for (const doc of index.docs) {
    if (doc.norm === 0) continue
    let dot = 0
    for (const [f, w] of q) dot += w * (doc.vector.get(f) ?? 0)
    const score = Math.round(Math.min(1, dot / (qNorm * doc.norm)) * 10_000) / 10_000
    if (score > 0) scored.push({ id: doc.id, score })
  }
  scored.sort((a, b) => b.score - a.score || a.id - b.id)
  return scored.slice(0, limit)
}
