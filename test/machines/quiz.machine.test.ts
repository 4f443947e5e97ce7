// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Attempt, QuizStatus } from '../../api/contract/quiz'
import { sampleQuiz, sampleResult, sampleStatus } from '../../machines/quiz.journey'
import { quizMachine } from '../../machines/quiz.machine'

/**
 * A quiz server in memory: attempts are kept like the real one keeps them, so a new actor (a reload)
 * starts where the customer stands. `correct` says whether each attempt is answered well.
 */
function server(correct: Record<Attempt, boolean>) {
  const taken: { attempt: Attempt; passed: boolean }[] = []
  const status = (): QuizStatus => {
    const passed = taken.some((t) => t.passed)
    const next = passed || taken.length === 2 ? null : ((taken.length + 1) as Attempt)
    return { ...sampleStatus(next, passed), attempts: [] }
  }
  const submitted: unknown[] = []
  const logic = quizMachine.provide({
    actors: {
      loadStatus: fromPromise(async () => status()),
      loadQuiz: fromPromise(async () => sampleQuiz(status().next_attempt ?? 2)),
      submitAttempt: fromPromise(async ({ input }) => {
        submitted.push(input)
        if (input.attempt !== status().next_attempt) throw { code: null, reason: 'notNextAttempt' }
        const passed = correct[input.attempt]
        taken.push({ attempt: input.attempt, passed })
        return sampleResult(input.attempt, passed)
      }),
    },
  })
  const start = () => createActor(logic, { input: { product: 1 } }).start()
  return { start, submitted, taken }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Answers every question of the attempt shown and submits. */
async function takeAttempt(actor: ReturnType<ReturnType<typeof server>['start']>) {
  for (const q of actor.getSnapshot().context.questions)
    actor.send({ type: 'user.answer', question: q.id, option: q.options[0]!.id })
  actor.send({ type: 'user.submit' })
  await settle()
}

describe('quiz', () => {
  it('passes the first time and ends passed', async () => {
    const { start } = server({ 1: true, 2: true })
    const actor = start()
    await settle()
    expect(actor.getSnapshot().value).toBe('intro')
    actor.send({ type: 'user.start' })
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 1, current: 0 })
    await takeAttempt(actor)
    expect(actor.getSnapshot().value).toBe('passedResult')
    actor.send({ type: 'user.continue' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ passed: true })
  })

  it('fails, then passes with the alternative quiz', async () => {
    const { start, submitted } = server({ 1: false, 2: true })
    const actor = start()
    await settle()
    actor.send({ type: 'user.start' })
    await settle()
    await takeAttempt(actor)
    expect(actor.getSnapshot().value).toBe('secondChance')
    actor.send({ type: 'user.retry' })
    await settle()
    expect(actor.getSnapshot().context.attempt).toBe(2)
    expect(actor.getSnapshot().context.questions.map((q) => q.id)).toEqual([21, 22])
    await takeAttempt(actor)
    expect(actor.getSnapshot().value).toBe('passedResult')
    actor.send({ type: 'user.continue' })
    expect(actor.getSnapshot().output).toEqual({ passed: true })
    expect(submitted.map((s) => (s as { attempt: number }).attempt)).toEqual([1, 2])
  })

  it('fails twice and ends failed, needing an advisor', async () => {
    const { start } = server({ 1: false, 2: false })
    const actor = start()
    await settle()
    actor.send({ type: 'user.start' })
    await settle()
    await takeAttempt(actor)
    actor.send({ type: 'user.retry' })
    await settle()
    await takeAttempt(actor)
    expect(actor.getSnapshot().value).toBe('failedTwice')
    actor.send({ type: 'user.continue' })
    expect(actor.getSnapshot().output).toEqual({ passed: false })
  })

  it('goes back one question with the answer kept, and submits only when all are answered', async () => {
    const { start, submitted } = server({ 1: true, 2: true })
    const actor = start()
    await settle()
    actor.send({ type: 'user.start' })
    await settle()
    actor.send({ type: 'user.submit' })
    expect(actor.getSnapshot().value).toBe('answering')
    actor.send({ type: 'user.answer', question: 11, option: 101 })
    expect(actor.getSnapshot().context.current).toBe(1)
    // Answering a question that is not shown does nothing.
    actor.send({ type: 'user.answer', question: 11, option: 101 })
    actor.send({ type: 'user.back' })
    expect(actor.getSnapshot().context).toMatchObject({ current: 0, answers: { 11: 101 } })
    actor.send({ type: 'user.back' })
    expect(actor.getSnapshot().context.current).toBe(0)
    actor.send({ type: 'user.submit' })
    expect(submitted).toEqual([])
  })

  it('a reload between attempts resumes at the second chance and never grants a third', async () => {
    const { start, taken } = server({ 1: false, 2: false })
    const first = start()
    await settle()
    first.send({ type: 'user.start' })
    await settle()
    await takeAttempt(first)
    first.stop()
    // Reloaded: the server knows the first attempt failed.
    const second = start()
    await settle()
    expect(second.getSnapshot().value).toBe('secondChance')
    second.send({ type: 'user.retry' })
    await settle()
    await takeAttempt(second)
    second.stop()
    const third = start()
    await settle()
    expect(third.getSnapshot().value).toBe('failedTwice')
    expect(taken).toHaveLength(2)
  })

  it('an attempt the server already counted (another tab) reloads where the customer stands', async () => {
    const { start, taken } = server({ 1: false, 2: true })
    const actor = start()
    await settle()
    actor.send({ type: 'user.start' })
    await settle()
    taken.push({ attempt: 1, passed: false }) // taken meanwhile in another tab
    await takeAttempt(actor)
    expect(actor.getSnapshot().value).toBe('secondChance')
  })
})
