import type { AnswerValues, QuestionType, UpdateAnswer } from '../../contract/questions'

export { EMPTY_ANSWER, type AnswerValues } from '../../contract/questions'

/** The field that carries the value of each question type. */
const VALUE_FIELD: Record<QuestionType, keyof AnswerValues> = {
  single: 'option',
  multi: 'multi_select_options',
  date: 'date_value',
  money: 'money_value',
  number: 'float_value',
  text: 'text_value',
}

const VALUE_FIELDS = Object.values(VALUE_FIELD)

const isEmpty = (value: AnswerValues[keyof AnswerValues]) =>
  value === null || (Array.isArray(value) && value.length === 0)

/** Whether `values` hold a value in the field of the question's type (a purchase needs it answered). */
export const hasValue = (type: QuestionType, values: AnswerValues) => !isEmpty(values[VALUE_FIELD[type]])

/** `stored` with the fields `given` has replaced (undefined keeps a field); option lists without repeats. */
export function mergeAnswer(stored: AnswerValues, given: UpdateAnswer): AnswerValues {
  const pick = <K extends keyof AnswerValues>(key: K): AnswerValues[K] =>
    given[key] === undefined ? stored[key] : (given[key] as AnswerValues[K])
  return {
    option: pick('option'),
    date_value: pick('date_value'),
    money_value: pick('money_value'),
    float_value: pick('float_value'),
    text_value: pick('text_value'),
    files: [...new Set(pick('files'))],
    multi_select_options: [...new Set(pick('multi_select_options'))],
  }
}

export interface QuestionFacts {
  type: QuestionType
  /** The ids of the question's options. */
  optionIds: ReadonlySet<number>
}

/**
 * Whether `values` fit the question (forms §3 Answer): its type's field is set, options are the
 * question's own, no other value field is set, and every file is in `knownFiles` (the caller passes
 * the ids it found among the customer's own documents). Field errors by field; empty when the answer fits.
 */
export function answerErrors(
  question: QuestionFacts,
  values: AnswerValues,
  knownFiles: ReadonlySet<number> = new Set(),
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const field = VALUE_FIELD[question.type]
  if (isEmpty(values[field])) errors[field] = ['required']
  for (const other of VALUE_FIELDS) {
    if (other !== field && !isEmpty(values[other])) errors[other] = ['notAllowed']
  }
  if (question.type === 'single' && values.option !== null && !question.optionIds.has(values.option)) {
    errors.option = ['invalidChoice']
  }
  if (question.type === 'multi' && values.multi_select_options.some((id) => !question.optionIds.has(id))) {
    errors.multi_select_options = ['invalidChoice']
  }
  if (values.files.some((id) => !knownFiles.has(id))) errors.files = ['notFound']
  return errors
}
