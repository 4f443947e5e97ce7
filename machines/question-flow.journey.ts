import { EMPTY_ANSWER, type Answer, type Question } from '../api/contract/questions'
import { failureOf } from '../api/contract/failure'
import { defineJourney, doneEvent as done, errorEvent as fail } from './graph/journey'
import { questionFlowMachine } from './question-flow.machine'

/** A question's option, and a question of product 5 (samples for the chart and the machine tests). */
export const sampleOption = (id: number, text: string, consequence = 'none', price_factor = '1.00') =>
  ({ id, text, consequence, price_factor }) as Question['options'][number]
export const sampleQuestion = (
  id: number,
  group: Question['group'],
  key: string,
  options: Question['options'],
) =>
  ({
    id,
    product: 5,
    group,
    type: 'single',
    key,
    text: key,
    help: null,
    options,
    order: id,
    user_answer: null,
  }) as Question

/**
 * The business liability insurance's questions as the seeded product asks them (api/server/db/questions-data.ts):
 * two that may end in a drop-out, the revenue that sets the price, one that may raise it, the number of
 * employees, and one extra coverage. In price mode only the revenue and the price raiser are asked. So the
 * chart's paths are the ones a customer walks with that product (the generated path tests buy it).
 */
export const SAMPLE_QUESTIONS: Question[] = [
  sampleQuestion(11, 'normal', 'claims_last_5_years', [
    sampleOption(111, 'Ja', 'hard_drop_out'),
    sampleOption(112, 'Nee'),
  ]),
  sampleQuestion(12, 'normal', 'insurer_refused', [
    sampleOption(121, 'Ja', 'drop_out'),
    sampleOption(122, 'Nee'),
  ]),
  sampleQuestion(13, 'price', 'annual_revenue', [
    sampleOption(131, 'Tot € 100.000'),
    sampleOption(132, '€ 100.000 tot € 250.000', 'none', '1.25'),
    sampleOption(133, 'Meer dan € 250.000', 'none', '1.60'),
  ]),
  sampleQuestion(14, 'normal', 'works_at_client_sites', [
    sampleOption(141, 'Ja', 'price_increase', '1.10'),
    sampleOption(142, 'Nee'),
  ]),
  { ...sampleQuestion(15, 'normal', 'employees', []), type: 'number' },
  sampleQuestion(16, 'extra_coverage', 'borrowed_goods_cover', [
    sampleOption(161, 'Ja', 'none', '1.08'),
    sampleOption(162, 'Nee'),
  ]),
]
/** A saved answer as the server answers it: `option` chosen (or none), the other value fields empty. */
export const savedAnswer = (id: number, question: number, option: number | null = null): Answer => ({
  ...EMPTY_ANSWER,
  id,
  question,
  option,
  override: false,
})

/** What a questions answer holds, in words. */
const loadedWords = (questions: Question[]) => {
  const extras = questions.filter((q) => q.group === 'extra_coverage').length
  if (questions.length === 0) return 'The products have no questions'
  if (extras === questions.length) return 'Only extra coverages arrive'
  return extras ? 'The questions arrive, with extra coverages' : 'The questions arrive, no extra coverages'
}

export const questionFlowJourney = defineJourney({
  id: 'questionFlow',
  title: 'Questions of a product',
  description:
    'The questions of the products being checked out, one at a time (in price mode only the ones that set the price); an answer is created once and updated after, the cart’s prices follow each answer, and a reload resumes at the same question.',
  machine: questionFlowMachine,
  inputs: [
    { productIds: [5], priceMode: false },
    { productIds: [5], priceMode: true },
    { productIds: [5], priceMode: false, resume: { current: 1, latest: 2 } },
  ],
  events: [
    done('loadQuestions', SAMPLE_QUESTIONS),
    done('loadQuestions', []),
    // Products without extra coverages, and one whose only questions are extra coverages.
    done(
      'loadQuestions',
      SAMPLE_QUESTIONS.filter((q) => q.group !== 'extra_coverage'),
    ),
    done(
      'loadQuestions',
      SAMPLE_QUESTIONS.filter((q) => q.group === 'extra_coverage'),
    ),
    fail('loadQuestions', failureOf(null, true)),
    { type: 'user.answer', question: 11, value: { option: 112 } },
    { type: 'user.answer', question: 12, value: { option: 122 } },
    { type: 'user.answer', question: 13, value: { option: 131 } },
    { type: 'user.answer', question: 14, value: { option: 142 } },
    { type: 'user.answer', question: 15, value: { float_value: 2 } },
    { type: 'user.answer', question: 16, value: { option: 161 } },
    { type: 'user.confirmExtras' },
    { type: 'locale.changed' },
    { type: 'user.back' },
    { type: 'user.retry' },
    done('saveAnswer', savedAnswer(901, 11)),
    fail('saveAnswer', failureOf(null, true, '35010')),
  ],
  // What the guards read: the question shown, the questions and extras there are, where a reload resumes,
  // and a failure shown. How many answers are kept and the latest question reached change no way on.
  contextKey: (s) => [
    s.context.current,
    s.context.questions.length,
    s.context.extras.length,
    s.context.resume?.extras ?? null,
    s.context.failure !== null,
  ],
  limit: 20_000,
  // The answer being saved may carry the customer's own words (an explanation of their revenue).
  sensitive: ['pending'],
  describeEvent: (event) => {
    switch (event.type) {
      case 'user.answer':
        return `The user answers question ${event.question} (${SAMPLE_QUESTIONS.find((q) => q.id === event.question)?.key})`
      case 'user.back':
        return 'The user goes back one question'
      case 'locale.changed':
        return 'The user switches language: the questions come again in it'
      case 'user.confirmExtras':
        return 'The user goes on with the extra coverages chosen'
      case 'user.retry':
        return 'The user tries loading again'
      case 'xstate.done.actor.loadQuestions':
        return loadedWords(event.output as Question[])
      case 'xstate.error.actor.loadQuestions':
        return 'Loading the questions fails'
      case 'xstate.done.actor.saveAnswer':
        return 'The server saves the answer'
      case 'xstate.error.actor.saveAnswer':
        return 'Saving the answer fails'
      default:
        return undefined
    }
  },
})
