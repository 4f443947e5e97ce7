import type { Http } from '../../api/client/http'
import { getQuestions } from '../../api/client/checkout'
import { i18n } from '../../i18n/i18n'

type Questions = Awaited<ReturnType<typeof getQuestions>>
interface Ahead {
  at: number
  answer: Promise<Questions>
}

/** A prefetched answer older than this is asked again. */
const MAX_AGE_MS = 60_000
/** Per HTTP client (so per app runtime and customer), by product and language. */
const asked = new WeakMap<Http, Map<string, Ahead>>()
const keyOf = (product: number) => `${product}:${i18n.locale}`

/**
 * Asks for the questions of the products in the cart while the customer still reads the products
 * page, so that Continue shows the first question without waiting for them (issue 26).
 */
export function askQuestionsAhead(http: Http, productIds: number[]) {
  const byKey = asked.get(http) ?? new Map<string, Ahead>()
  asked.set(http, byKey)
  for (const product of productIds) {
    const key = keyOf(product)
    const ahead = byKey.get(key)
    if (ahead && Date.now() - ahead.at < MAX_AGE_MS) continue
    const answer = getQuestions(http, product)
    // A failed prefetch is forgotten: the checkout asks again itself.
    answer.catch(() => byKey.get(key)?.answer === answer && byKey.delete(key))
    byKey.set(key, { at: Date.now(), answer })
  }
}

/** A product's questions: the answer asked ahead when it is fresh (used once), else asked now. */
export function questionsOf(http: Http, product: number, signal?: AbortSignal): Promise<Questions> {
  const byKey = asked.get(http)
  const key = keyOf(product)
  const ahead = byKey?.get(key)
  byKey?.delete(key)
  if (!ahead || Date.now() - ahead.at >= MAX_AGE_MS) return getQuestions(http, product, signal)
  return ahead.answer.catch(() => getQuestions(http, product, signal))
}
