// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../api/contract/common'
import { PRODUCTS } from '../../api/server/db/products-data'
import { QUESTIONS } from '../../api/server/db/questions-data'
import { QUIZZES } from '../../api/server/db/quiz-data'
import type { LocalizedText } from '../../api/server/db/schema'

/**
 * The texts the server seeds speak to the customer as the rest of the site does (issue 17 item 8): Dutch
 * says je/jij, never the formal u/uw; German and French stay formal (Sie, vous), as every German and
 * French text of the site is.
 */

const questionTexts: LocalizedText[] = Object.values(QUESTIONS).flatMap((list) =>
  list.flatMap((q) => [q.text, ...(q.help ? [q.help] : []), ...q.options.map((o) => o.text)]),
)
const otherTexts: LocalizedText[] = [
  ...QUIZZES.flatMap((quiz) => quiz.questions.flatMap((q) => [q.text, ...q.options.map((o) => o.text)])),
  ...PRODUCTS.flatMap((p) => [p.names, p.descriptions, ...p.faq.flatMap((e) => [e.question, e.answer])]),
]

/** One of `words` as a word of its own (letters with accents count as letters: 'êtes' holds no 'tes'). */
const words = (...list: string[]) => new RegExp(`(?<!\\p{L})(${list.join('|')})(?!\\p{L})`, 'iu')
const FORMAL_DUTCH = words('u', 'uw', 'uzelf')
const INFORMAL: Partial<Record<Locale, RegExp>> = {
  de: words('du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines'),
  fr: words('tu', 'toi', 'ton', 'ta', 'tes'),
}

const offending = (texts: LocalizedText[], locale: Locale, pattern: RegExp) =>
  texts.map((text) => text[locale]).filter((text) => pattern.test(text))

describe('the seeded question texts', () => {
  it('are there to check', () => {
    expect(questionTexts.length).toBeGreaterThan(50)
  })

  it('never use the formal u or uw in Dutch', () => {
    expect(offending(questionTexts, 'nl', FORMAL_DUTCH)).toEqual([])
  })

  it('nor do the quizzes and the products', () => {
    expect(offending(otherTexts, 'nl', FORMAL_DUTCH)).toEqual([])
  })

  it('stay formal in German and French, as the rest of those sites', () => {
    for (const [locale, pattern] of Object.entries(INFORMAL) as [Locale, RegExp][])
      expect(offending([...questionTexts, ...otherTexts], locale, pattern), locale).toEqual([])
  })
})
