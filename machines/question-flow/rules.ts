import type { Answer, Question } from '../../api/contract/questions'

/**
 * Which questions a journey shows (forms §4): in price mode the price questions and the normal ones
 * with an option that raises the price; otherwise every question except the extra coverages.
 */
export function visibleQuestions(questions: readonly Question[], priceMode: boolean): Question[] {
  return questions.filter((q) =>
    priceMode
      ? q.group === 'price' ||
        (q.group === 'normal' && q.options.some((o) => o.consequence === 'price_increase'))
      : q.group !== 'extra_coverage',
  )
}

/** The extra coverages among a product's questions (forms §3 question group `extra_coverage`). */
export const extraCoverages = (questions: readonly Question[]): Question[] =>
  questions.filter((q) => q.group === 'extra_coverage')

/** Extra coverages grouped by product name (forms §4), in the order the products come. */
export function extraCoveragesByProduct(
  questions: readonly Question[],
  productName: (productId: number) => string,
): { product: string; questions: Question[] }[] {
  const groups = new Map<string, Question[]>()
  for (const q of questions) {
    if (q.group !== 'extra_coverage') continue
    const name = productName(q.product)
    groups.set(name, [...(groups.get(name) ?? []), q])
  }
  return [...groups].map(([product, list]) => ({ product, questions: list }))
}

/** The value an answer gives a question: one of the answer fields of forms §3. */
export type AnswerValue =
  | { option: number }
  | { multi_select_options: number[] }
  | { date_value: string }
  | { money_value: string }
  | { float_value: number }
  | { text_value: string }

/** An explanation given with an answer (an additional answer detail); its id once saved. */
export interface AnswerDetail {
  id: number | null
  reason: string
}

/** What the journey keeps of an answer: the server's id once saved (then it is updated, not created). */
export interface StoredAnswer {
  id: number | null
  question: number
  value: AnswerValue
  /** The explanation sent with it (forms §5: revenue over 250,000), if any. */
  detail?: AnswerDetail | null
}

/** What saving an answer gives back: the server's answer, and its detail when one was sent. */
export type SavedAnswer = Answer & { detail?: { id: number; reason: string } | null }

export const storedFrom = (
  answer: Answer,
  detail: { id: number; reason: string } | null = null,
): StoredAnswer => {
  const value: AnswerValue =
    answer.option !== null
      ? { option: answer.option }
      : answer.multi_select_options.length > 0
        ? { multi_select_options: answer.multi_select_options }
        : answer.date_value !== null
          ? { date_value: answer.date_value }
          : answer.money_value !== null
            ? { money_value: answer.money_value }
            : answer.float_value !== null
              ? { float_value: answer.float_value }
              : { text_value: answer.text_value ?? '' }
  return {
    id: answer.id,
    question: answer.question,
    value,
    detail: detail ? { id: detail.id, reason: detail.reason } : null,
  }
}

/** The latest question reached rises only when the current one passes it (forms §4). */
export const nextLatest = (current: number, latest: number) => Math.max(current, latest)
