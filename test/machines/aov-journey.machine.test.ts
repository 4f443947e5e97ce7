// @vitest-environment node
import { confirmSampleAddress, sampleLookups } from './forms-steps'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyActorRef, type Snapshot } from 'xstate'
import type { AovApplicationRequest, AovPremium, MedicalReview } from '../../api/contract/aov'
import type { QuizResult, QuizStatus } from '../../api/contract/quiz'
import { aovJourneyMachine } from '../../machines/aov/aov-journey.machine'
import { medicalAnswers, review, SAMPLE_MEDICAL } from '../../machines/aov/medical.journey'
import { SAMPLE_PREMIUM } from '../../machines/aov/premium.journey'
import { ONE_OF_EACH } from '../../machines/checkout/checkout.journey'
import { quizMachine } from '../../machines/quiz.machine'
import { sampleQuiz } from '../../machines/quiz.journey'
import { medicalMachine } from '../../machines/aov/medical.machine'
import { premiumMachine } from '../../machines/aov/premium.machine'
import { FORMALITIES } from '../../api/contract/checkout-forms'
import {
  SAMPLE_COMPANY,
  SAMPLE_PAYMENT,
  SAMPLE_PERSON,
  SAMPLE_REQUEST_ID,
} from '../../machines/forms/forms.journey'
import { formsMachine, type PurchaseInput, type PurchaseResult } from '../../machines/forms/forms.machine'

const item = ONE_OF_EACH.aov
const product = item.insurance_product.id

interface Server {
  available?: boolean
  /** The grade of each attempt, in order. */
  grades?: boolean[]
  review?: MedicalReview
}

/** The journey with its real children; the server's answers stubbed. */
function start(server: Server = {}, snapshot?: Snapshot<unknown>) {
  const calls: string[] = []
  let attempt = 0
  const dropouts: unknown[] = []
  const quiz = quizMachine.provide({
    actors: {
      loadStatus: fromPromise<QuizStatus, { product: number }>(async () => ({
        product,
        attempts: [],
        passed: false,
        next_attempt: attempt === 0 ? 1 : 2,
      })),
      loadQuiz: fromPromise<ReturnType<typeof sampleQuiz>, { product: number }>(async () =>
        sampleQuiz(attempt === 0 ? 1 : 2),
      ),
      submitAttempt: fromPromise<
        QuizResult,
        { product: number; attempt: 1 | 2; answers: { question: number; option: number }[] }
      >(async () => {
        const passed = (server.grades ?? [true])[attempt] ?? false
        attempt += 1
        return {
          product,
          attempt: attempt as 1 | 2,
          passed,
          score: passed ? 9 : 4,
          pass_mark: 8,
          next_attempt: passed || attempt === 2 ? null : 2,
        }
      }),
    },
  })
  const actor = createActor(
    aovJourneyMachine.provide({
      actors: {
        checkAvailable: fromPromise(async () => server.available ?? true),
        quiz,
        medical: medicalMachine.provide({
          actors: { reviewMedical: fromPromise(async () => server.review ?? review('approve')) },
        }),
        premium: premiumMachine.provide({
          actors: {
            calculatePremium: fromPromise<
              AovPremium,
              { product: number; birth_date: string; options: AovPremium['options'] }
            >(async ({ input }) => ({ ...SAMPLE_PREMIUM, options: input.options })),
          },
        }),
        saveApplication: fromPromise<AovPremium, AovApplicationRequest>(async ({ input }) => {
          calls.push(`application ${JSON.stringify(input)}`)
          return { ...SAMPLE_PREMIUM, options: input.options as AovPremium['options'] }
        }),
        forms: formsMachine.provide({
          actors: {
            ...sampleLookups,
            purchase: fromPromise<PurchaseResult, PurchaseInput>(async () => ({
              outcome: 'insured',
              products: [{ product, product_name: 'AOV', outcome: 'insured', policy_number: 'P-1' }],
              invoiceId: 7,
            })),
          },
        }),
      },
      actions: { trackDropout: ({ context }) => void dropouts.push(context.outcome) },
    }),
    {
      input: { flow: 'aov', items: [item], entryDate: '2026-11-22', mode: 'default' },
      ...(snapshot ? { snapshot } : {}),
    },
  ).start()
  return { actor, calls, dropouts }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const child = (actor: AnyActorRef, id: string) =>
  (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id]!

/** Takes one attempt of the quiz, answering every question. */
async function takeQuiz(actor: AnyActorRef) {
  const quiz = child(actor, 'quiz')
  quiz.send({ type: quiz.getSnapshot().matches('intro') ? 'user.start' : 'user.retry' })
  await settle()
  for (const q of quiz.getSnapshot().context.questions)
    quiz.send({ type: 'user.answer', question: q.id, option: q.options[0]!.id })
  quiz.send({ type: 'user.submit' })
  await settle()
}

describe('the income-protection journey', () => {
  it('passes the quiz and the medical questions, prices, confirms and takes out the product', async () => {
    const { actor, calls } = start()
    await settle()
    expect(actor.getSnapshot().value).toBe('quiz')
    await takeQuiz(actor)
    child(actor, 'quiz').send({ type: 'user.continue' })
    expect(actor.getSnapshot().value).toBe('medical')
    child(actor, 'medical').send({ type: 'user.submit', form: SAMPLE_MEDICAL })
    await settle()
    expect(actor.getSnapshot().value).toBe('birthDate')
    actor.send({ type: 'user.submitBirthDate', birthDate: '1991-05-04' })
    await settle()
    const premium = child(actor, 'premium')
    premium.send({ type: 'user.review' })
    premium.send({ type: 'user.confirm' })
    await settle()
    expect(calls).toEqual([
      `application ${JSON.stringify({ product, birth_date: '1991-05-04', options: SAMPLE_PREMIUM.options })}`,
    ])
    expect(actor.getSnapshot().value).toBe('forms')
    // The forms start at the company, the personal details with the birth date known.
    const forms = child(actor, 'forms')
    expect(forms.getSnapshot().value).toEqual({ company: 'searching' })
    expect(forms.getSnapshot().context.knownBirthDate).toBe('1991-05-04')

    // The forms and the purchase: the group's output carries the invoice the purchase made.
    forms.send({ type: 'user.enterCompanyManually' })
    forms.send({ type: 'user.submitCompany', company: SAMPLE_COMPANY })
    forms.send({ type: 'user.submitPerson', person: { ...SAMPLE_PERSON, birth_date: '1991-05-04' } })
    await confirmSampleAddress(forms)
    for (const key of FORMALITIES) forms.send({ type: 'user.toggleFormality', key })
    forms.send({ type: 'user.submitFormalities' })
    forms.send({ type: 'user.submitPayment', payment: SAMPLE_PAYMENT, requestId: SAMPLE_REQUEST_ID })
    await settle()
    expect(actor.getSnapshot().output).toEqual({
      status: 'done',
      outcome: 'insured',
      products: [{ product, product_name: 'AOV', outcome: 'insured', policy_number: 'P-1' }],
      invoiceId: 7,
    })
  })

  it('goes back from the company to the premium with the choices kept, and survives a reload in the forms', async () => {
    const { actor } = start()
    await settle()
    await takeQuiz(actor)
    child(actor, 'quiz').send({ type: 'user.continue' })
    child(actor, 'medical').send({ type: 'user.submit', form: SAMPLE_MEDICAL })
    await settle()
    actor.send({ type: 'user.submitBirthDate', birthDate: '1991-05-04' })
    await settle()
    const chosen = { ...SAMPLE_PREMIUM.options, covered_income: '60000' }
    child(actor, 'premium').send({ type: 'user.changeOptions', options: { covered_income: '60000' } })
    await settle()
    child(actor, 'premium').send({ type: 'user.review' })
    child(actor, 'premium').send({ type: 'user.confirm' })
    await settle()
    expect(actor.getSnapshot().value).toBe('forms')

    // A reload: the stored journey restores with the forms at the company, the birth date known; the
    // medical review is kept without its reasons (health data).
    const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Snapshot<unknown>
    actor.stop()
    const restored = start({}, stored).actor
    expect(restored.getSnapshot().value).toBe('forms')
    expect(restored.getSnapshot().context.review).toEqual({ ...review('approve'), reasons: [] })
    expect(child(restored, 'forms').getSnapshot().value).toEqual({ company: 'searching' })
    expect(child(restored, 'forms').getSnapshot().context.knownBirthDate).toBe('1991-05-04')

    child(restored, 'forms').send({ type: 'user.back' })
    expect(restored.getSnapshot().value).toBe('premium')
    expect(child(restored, 'premium').getSnapshot().context).toMatchObject({ options: chosen, preset: null })
  })

  it('fails the quiz, takes the second attempt and fails again: an advisor is needed', async () => {
    const { actor, dropouts } = start({ grades: [false, false] })
    await settle()
    await takeQuiz(actor)
    expect(child(actor, 'quiz').getSnapshot().value).toBe('secondChance')
    await takeQuiz(actor)
    expect(child(actor, 'quiz').getSnapshot().value).toBe('failedTwice')
    child(actor, 'quiz').send({ type: 'user.continue' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({
      status: 'dropOut',
      outcome: 'hard_drop_out',
      products: [
        { product, product_name: item.insurance_product.name, outcome: 'hard_drop_out', policy_number: null },
      ],
      // Nothing was taken out, so nothing is billed.
      invoiceId: null,
    })
    expect(dropouts).toEqual(['hard_drop_out'])
  })

  it('ends as a hard drop-out for a BMI of 37, before any premium', async () => {
    const { actor, calls } = start()
    await settle()
    await takeQuiz(actor)
    child(actor, 'quiz').send({ type: 'user.continue' })
    child(actor, 'medical').send({
      type: 'user.submit',
      form: { ...SAMPLE_MEDICAL, height: 180, weight: 120 },
    })
    expect(actor.getSnapshot().output).toMatchObject({ status: 'dropOut', outcome: 'hard_drop_out' })
    expect(calls).toEqual([])
  })

  it.each([
    ['drop_out', 'soft_drop_out'],
    ['reject', 'unavailable'],
    ['hard_drop_out', 'hard_drop_out'],
  ] as const)('a medical review of %s ends the group as %s', async (action, outcome) => {
    const { actor } = start({ review: review(action, ['under_treatment']) })
    await settle()
    await takeQuiz(actor)
    child(actor, 'quiz').send({ type: 'user.continue' })
    child(actor, 'medical').send({
      type: 'user.submit',
      form: { ...SAMPLE_MEDICAL, answers: medicalAnswers(['under_treatment']) },
    })
    await settle()
    expect(actor.getSnapshot().output).toMatchObject({ status: 'dropOut', outcome })
  })

  it('a price increase goes on to the premium', async () => {
    const { actor } = start({ review: review('price_increase', ['diabetes']) })
    await settle()
    await takeQuiz(actor)
    child(actor, 'quiz').send({ type: 'user.continue' })
    child(actor, 'medical').send({ type: 'user.submit', form: SAMPLE_MEDICAL })
    await settle()
    expect(actor.getSnapshot().value).toBe('birthDate')
  })

  it('a profession that may not buy the product gets the unavailable outcome at once', async () => {
    const { actor, dropouts } = start({ available: false })
    await settle()
    expect(actor.getSnapshot().output).toMatchObject({ status: 'dropOut', outcome: 'unavailable' })
    expect(dropouts).toEqual(['unavailable'])
  })
})
