import {
  HOME_FORM_KEYS,
  type HomeAnswerInput,
  type HomeFormKey,
  type HomeQuote,
} from '../../api/contract/home'
import type { Answer, Question } from '../../api/contract/questions'

/** The home form's values: per question key, the option key chosen. */
export type HomeFormValues = Partial<Record<HomeFormKey, string>>

/** What the customer chose from one product's quote: a coverage option and the extra coverages. */
export interface QuoteChoice {
  coverage: string | null
  extras: number[]
}

/** The keys the form asks, in the form's order: those the group's products have. */
export const formKeysOf = (questions: readonly Question[]): HomeFormKey[] =>
  HOME_FORM_KEYS.filter((key) => questions.some((q) => q.key === key))

/** The values the customer gave before (the stored answers), to start the form with. */
export function valuesOf(questions: readonly Question[]): HomeFormValues {
  const values: HomeFormValues = {}
  for (const key of formKeysOf(questions)) {
    for (const q of questions.filter((q) => q.key === key)) {
      const chosen = q.options.find((o) => o.id === q.user_answer?.option)
      if (chosen) values[key] = chosen.key
    }
  }
  return values
}

/**
 * The answers to save for the values: one per product's question of each key (the same question asked of
 * two products is answered for both), with the stored answer's id when there is one (then it is a PATCH).
 */
export function answersToSave(questions: readonly Question[], values: HomeFormValues): HomeAnswerInput[] {
  return questions.flatMap((q) => {
    const chosen = q.options.find((o) => o.key === values[q.key as HomeFormKey])
    if (!chosen) return []
    return [{ ...(q.user_answer ? { id: q.user_answer.id } : {}), question: q.id, option: chosen.id }]
  })
}

/** The questions with the answers just saved as their customer's answers (their ids for the next save). */
export const withSaved = (questions: readonly Question[], saved: readonly Answer[]): Question[] =>
  questions.map((q) => ({ ...q, user_answer: saved.find((a) => a.question === q.id) ?? q.user_answer }))

/** The start choice of a quote: the middle (standard) coverage option, no extra coverage. */
export const defaultChoice = (quote: HomeQuote): QuoteChoice => ({
  coverage: quote.coverages.options[Math.floor((quote.coverages.options.length - 1) / 2)]?.id ?? null,
  extras: [],
})
