// @vitest-environment node
import { confirmSampleAddress, sampleLookups } from './forms-steps'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, toPromise } from 'xstate'
import type { HomeQuote } from '../../api/contract/home'
import type { Answer } from '../../api/contract/questions'
import { HOME_ITEMS, SAMPLE_QUESTIONS, SAMPLE_QUOTE } from '../../machines/home/home-journey.journey'
import {
  homeJourneyMachine,
  type AcceptInput,
  type QuoteResult,
} from '../../machines/home/home-journey.machine'
import { formsMachine } from '../../machines/forms/forms.machine'
import { answersToSave } from '../../machines/home/home.rules'
import { FORMALITIES } from '../../api/contract/checkout-forms'
import { SAMPLE_PAYMENT, SAMPLE_REQUEST_ID } from '../../machines/forms/forms.journey'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The home journey over contents (2) and liability (6); `refuse` says which products the quote refuses. */
function start(refuse: number[]) {
  const calls = {
    saved: [] as unknown[],
    quoted: [] as number[],
    accepted: [] as AcceptInput[],
    formsItems: [] as number[],
  }
  const journey = createActor(
    homeJourneyMachine.provide({
      actors: {
        loadQuestions: fromPromise(async () => SAMPLE_QUESTIONS),
        saveAnswers: fromPromise(async ({ input }): Promise<Answer[]> => {
          calls.saved.push(input.answers)
          return []
        }),
        quote: fromPromise(async ({ input }): Promise<QuoteResult> => {
          calls.quoted.push(input.product)
          if (refuse.includes(input.product)) return { refusal: 'AZH01' }
          return { quote: { ...SAMPLE_QUOTE, product: input.product } satisfies HomeQuote }
        }),
        acceptQuotes: fromPromise(async ({ input }) => {
          calls.accepted.push(input)
        }),
        addProduct: fromPromise(async () => HOME_ITEMS[0]!),
        forms: formsMachine.provide({
          actors: {
            ...sampleLookups,
            purchase: fromPromise(async ({ input }) => {
              calls.formsItems.push(...input.items.map((i) => i.insurance_product.id))
              return {
                outcome: 'insured' as const,
                products: input.items.map((i) => ({
                  product: i.insurance_product.id,
                  product_name: i.insurance_product.name,
                  outcome: 'insured' as const,
                  policy_number: 'VZ-2026-000001',
                })),
                invoiceId: 1,
              }
            }),
          },
        }),
      },
    }),
    { input: { flow: 'consumer', items: HOME_ITEMS, entryDate: '2026-11-22', mode: 'default' } },
  )
  journey.start()
  return { journey, calls }
}

describe('home journey', () => {
  it('one product refused, one quoted: the quoted one is taken out, the refused one ends refused with its code', async () => {
    const { journey, calls } = start([6])
    await settle()
    journey.send({ type: 'user.submitAnswers', values: { allianz_house_conformity: 'yes' } })
    await settle()
    expect(calls.quoted).toEqual([2, 6])
    expect(journey.getSnapshot().value).toBe('quoted')
    // Forms §4: the flag and code of the last refusal are kept and shown.
    expect(journey.getSnapshot().context).toMatchObject({
      errorFlag: true,
      errorCode: 'AZH01',
      refusals: { 6: 'AZH01' },
    })
    journey.send({ type: 'user.toggleExtra', product: 2, extra: 41 })
    journey.send({ type: 'user.continue' })
    await settle()
    expect(calls.accepted).toEqual([
      {
        accepted: [{ product: 2, coverage: 'excess_0', extra_coverages: [41] }],
        keep: [HOME_ITEMS[0]],
        refusedSome: true,
      },
    ])
    const forms = journey.getSnapshot().children.forms!
    forms.send({
      type: 'user.submitPerson',
      person: {
        first_name: 'A',
        last_name: 'B',
        birth_date: '1990-01-01',
        phone_number: '0612345678',
        email: 'a@b.nl',
      },
    })
    await confirmSampleAddress(forms)
    for (const key of FORMALITIES) forms.send({ type: 'user.toggleFormality', key })
    forms.send({ type: 'user.submitFormalities' })
    forms.send({ type: 'user.submitPayment', payment: SAMPLE_PAYMENT, requestId: SAMPLE_REQUEST_ID })
    const output = await toPromise(journey)
    expect(calls.formsItems).toEqual([2])
    expect(output).toMatchObject({
      status: 'done',
      outcome: 'insured',
      products: [
        { product: 2, outcome: 'insured', policy_number: 'VZ-2026-000001' },
        { product: 6, outcome: 'refused', refusal: 'AZH01', policy_number: null },
      ],
    })
  })

  it('skipping from the home form, before any quote, ends every product skipped (none is forgotten)', async () => {
    const { journey } = start([])
    await settle()
    expect(journey.getSnapshot().value).toBe('questions')
    journey.send({ type: 'user.dropOut' })
    const output = await toPromise(journey)
    expect(output.status).toBe('dropOut')
    expect(output.products?.map((p) => [p.product, p.outcome])).toEqual(
      HOME_ITEMS.map((item) => [item.insurance_product.id, 'skipped']),
    )
  })

  it('the forms start at the personal details (no company) and Back returns to the quotes', async () => {
    const { journey } = start([])
    await settle()
    journey.send({ type: 'user.submitAnswers', values: { allianz_house_conformity: 'yes' } })
    await settle()
    journey.send({ type: 'user.continue' })
    await settle()
    const forms = journey.getSnapshot().children.forms!
    expect(forms.getSnapshot().value).toBe('person')
    forms.send({ type: 'user.back' })
    await settle()
    expect(journey.getSnapshot().value).toBe('quoted')
  })

  it('everything refused: back to the overview ends the journey left, each product refused with its code', async () => {
    const { journey } = start([2, 6])
    await settle()
    journey.send({ type: 'user.submitAnswers', values: { allianz_house_conformity: 'no' } })
    await settle()
    expect(journey.getSnapshot().value).toBe('refused')
    journey.send({ type: 'user.backToOverview' })
    expect(journey.getSnapshot().output).toMatchObject({
      status: 'left',
      products: [
        { product: 2, outcome: 'refused', refusal: 'AZH01' },
        { product: 6, outcome: 'refused', refusal: 'AZH01' },
      ],
    })
  })

  it('answers are POSTed new, then PATCHed with their ids (forms §7)', () => {
    expect(answersToSave(SAMPLE_QUESTIONS, { allianz_house_conformity: 'no' })).toEqual([
      { question: 21, option: 32 },
    ])
    const answered = SAMPLE_QUESTIONS.map((q) => ({
      ...q,
      user_answer: { id: 9, question: 21, option: 31 } as Answer,
    }))
    expect(answersToSave(answered, { allianz_house_conformity: 'yes' })).toEqual([
      { id: 9, question: 21, option: 31 },
    ])
  })
})
