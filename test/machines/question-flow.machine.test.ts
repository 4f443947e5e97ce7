// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Question } from '../../api/contract/questions'
import { generatePaths } from '../../machines/graph/paths'
import {
  questionFlowJourney,
  sampleOption as option,
  sampleQuestion as question,
  savedAnswer,
} from '../../machines/question-flow.journey'
import { questionFlowMachine, type QuestionFlowInput } from '../../machines/question-flow.machine'
import { extraCoveragesByProduct, visibleQuestions } from '../../machines/question-flow/rules'

/** A small product's questions: one sets the price, one may raise it, one may end in a drop-out, one extra. */
const SAMPLE_QUESTIONS: Question[] = [
  question(11, 'price', 'insured_amount', [
    option(111, '€ 1.250.000'),
    option(112, '€ 2.500.000', 'none', '1.15'),
  ]),
  question(12, 'normal', 'works_abroad', [option(121, 'Nee'), option(122, 'Ja', 'price_increase', '1.10')]),
  question(13, 'normal', 'claims_last_5_years', [option(131, 'Nee'), option(132, 'Ja', 'hard_drop_out')]),
  question(14, 'extra_coverage', 'legal_aid', [option(141, 'Nee'), option(142, 'Ja', 'none', '1.05')]),
]

/** The flow with a server that answers at once: saved answers get ids from 900 up. */
function start(input: QuestionFlowInput, questions: Question[] = SAMPLE_QUESTIONS) {
  const saves: { id: number | null; question: number }[] = []
  const answersSaved = vi.fn()
  let next = 900
  const actor = createActor(
    questionFlowMachine.provide({
      actors: {
        loadQuestions: fromPromise(async () => questions),
        saveAnswer: fromPromise(async ({ input }) => {
          saves.push({ id: input.id, question: input.question })
          return savedAnswer(input.id ?? next++, input.question, 0)
        }),
      },
      actions: { answersSaved },
    }),
    { input },
  ).start()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { actor, saves, answersSaved, settle }
}

describe('question flow', () => {
  it('in price mode shows only price questions and normal ones that can raise the price', () => {
    expect(visibleQuestions(SAMPLE_QUESTIONS, true).map((q) => q.key)).toEqual([
      'insured_amount',
      'works_abroad',
    ])
    expect(visibleQuestions(SAMPLE_QUESTIONS, false).map((q) => q.key)).toEqual([
      'insured_amount',
      'works_abroad',
      'claims_last_5_years',
    ])
    expect(extraCoveragesByProduct(SAMPLE_QUESTIONS, () => 'Aansprakelijkheid')).toEqual([
      { product: 'Aansprakelijkheid', questions: [SAMPLE_QUESTIONS[3]] },
    ])
  })

  it('creates an answer without an id, updates it with one, and refreshes prices after each save', async () => {
    const { actor, saves, answersSaved, settle } = start({ productIds: [5], priceMode: false })
    await settle()
    expect(actor.getSnapshot().value).toBe('answering')
    actor.send({ type: 'user.answer', question: 11, value: { option: 111 } })
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ current: 1, latest: 1 })
    actor.send({ type: 'user.back' })
    expect(actor.getSnapshot().context).toMatchObject({ current: 0, latest: 1 })
    actor.send({ type: 'user.answer', question: 11, value: { option: 112 } })
    await settle()
    expect(saves).toEqual([
      { id: null, question: 11 },
      { id: 900, question: 11 },
    ])
    expect(answersSaved).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.answers[11]).toEqual({
      id: 900,
      question: 11,
      value: { option: 112 },
      detail: null,
    })
  })

  it('sends an explanation with the answer, created once and updated with its id after', async () => {
    const details: unknown[] = []
    let detailId = 50
    const actor = createActor(
      questionFlowMachine.provide({
        actors: {
          loadQuestions: fromPromise(async () => SAMPLE_QUESTIONS),
          saveAnswer: fromPromise(async ({ input }) => {
            details.push(input.detail)
            const detail = input.detail
              ? { id: input.detail.id ?? detailId++, reason: input.detail.reason }
              : null
            return { ...savedAnswer(input.id ?? 900, input.question, 112), detail }
          }),
        },
        actions: { answersSaved: () => {} },
      }),
      { input: { productIds: [5], priceMode: false } },
    ).start()
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
    await settle()
    actor.send({ type: 'user.answer', question: 11, value: { option: 112 }, reason: 'Grote opdracht' })
    await settle()
    expect(actor.getSnapshot().context.answers[11]?.detail).toEqual({ id: 50, reason: 'Grote opdracht' })
    actor.send({ type: 'user.back' })
    actor.send({ type: 'user.answer', question: 11, value: { option: 112 }, reason: 'Twee opdrachten' })
    await settle()
    expect(details).toEqual([
      { id: null, reason: 'Grote opdracht' },
      { id: 50, reason: 'Twee opdrachten' },
    ])
    expect(actor.getSnapshot().context.answers[11]?.detail).toEqual({ id: 50, reason: 'Twee opdrachten' })
  })

  it('loads the questions again in another language where the user was, answers kept', async () => {
    let loads = 0
    const actor = createActor(
      questionFlowMachine.provide({
        actors: {
          loadQuestions: fromPromise(async () => {
            loads += 1
            return SAMPLE_QUESTIONS
          }),
          saveAnswer: fromPromise(async ({ input }) => savedAnswer(900 + input.question, input.question, 0)),
        },
        actions: { answersSaved: () => {} },
      }),
      { input: { productIds: [5], priceMode: false } },
    ).start()
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
    await settle()
    for (const [question, option] of [
      [11, 111],
      [12, 121],
    ] as const) {
      actor.send({ type: 'user.answer', question, value: { option } })
      await settle()
    }
    actor.send({ type: 'locale.changed' })
    expect(actor.getSnapshot().value).toBe('loading')
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ current: 2, latest: 2 })
    expect(Object.keys(actor.getSnapshot().context.answers)).toEqual(['11', '12'])
    actor.send({ type: 'user.answer', question: 13, value: { option: 131 } })
    await settle()
    expect(actor.getSnapshot().value).toBe('extras')
    actor.send({ type: 'locale.changed' })
    await settle()
    expect(actor.getSnapshot().value).toBe('extras')
    expect(loads).toBe(3)
  })

  it('lets the latest question rise only past it, goes back one at a time, and ends after the last', async () => {
    const { actor, settle } = start({ productIds: [5], priceMode: false })
    await settle()
    // No way back from the first question.
    actor.send({ type: 'user.back' })
    expect(actor.getSnapshot().context.current).toBe(0)
    for (const [question, option] of [
      [11, 111],
      [12, 121],
    ] as const) {
      actor.send({ type: 'user.answer', question, value: { option } })
      await settle()
    }
    expect(actor.getSnapshot().context).toMatchObject({ current: 2, latest: 2 })
    actor.send({ type: 'user.back' })
    expect(actor.getSnapshot().context).toMatchObject({ current: 1, latest: 2 })
    // Answering a question that is not the one shown does nothing.
    actor.send({ type: 'user.answer', question: 13, value: { option: 131 } })
    expect(actor.getSnapshot().value).toBe('answering')
    // The answer shown again moves on, and the latest stays where it was.
    actor.send({ type: 'user.answer', question: 12, value: { option: 122 } })
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ current: 2, latest: 2 })
    actor.send({ type: 'user.answer', question: 13, value: { option: 131 } })
    await settle()
    // After the last question: the extra coverages on one page; back returns to the last question.
    expect(actor.getSnapshot().value).toBe('extras')
    expect(actor.getSnapshot().context.extras.map((q) => q.key)).toEqual(['legal_aid'])
    actor.send({ type: 'user.back' })
    expect(actor.getSnapshot().context.current).toBe(2)
    actor.send({ type: 'user.answer', question: 13, value: { option: 131 } })
    await settle()
    actor.send({ type: 'user.answer', question: 14, value: { option: 142 } })
    await settle()
    expect(actor.getSnapshot().value).toBe('extras')
    actor.send({ type: 'user.confirmExtras' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(Object.keys(actor.getSnapshot().output!.answers)).toEqual(['11', '12', '13', '14'])
  })

  it('resumes where a reload left off and keeps answers given before', async () => {
    const given = SAMPLE_QUESTIONS.map((q) =>
      q.id === 11 ? { ...q, user_answer: savedAnswer(77, 11, 112) } : q,
    )
    const { actor, settle } = start(
      { productIds: [5], priceMode: false, resume: { current: 1, latest: 9 } },
      given,
    )
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ current: 1, latest: 2 })
    expect(actor.getSnapshot().context.answers[11]).toEqual({
      id: 77,
      question: 11,
      value: { option: 112 },
      detail: null,
    })
  })

  it('walks every transition with price mode on and with it off', () => {
    for (const priceMode of [true, false]) {
      const { coverage } = generatePaths({
        ...questionFlowJourney,
        inputs: questionFlowJourney.inputs.filter(
          (i) => (i as { priceMode: boolean }).priceMode === priceMode,
        ),
      })
      // Price mode never shows extra coverages (forms §4): only their transitions stay untaken there.
      const extras = coverage.transitions.missing.filter((t) =>
        /extras|savingExtra|afterQuestions|choosing --always\[[02]\]/i.test(t),
      )
      expect(coverage.transitions.missing, `price mode ${priceMode}`).toEqual(priceMode ? extras : [])
      if (priceMode) expect(extras.length).toBeGreaterThan(0)
    }
  })
})
