// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { CartItem } from '../../api/contract/cart'
import { FORMALITIES, type Outcome } from '../../api/contract/checkout-forms'
import type { Company } from '../../api/contract/lookups'
import type { Answer, Question } from '../../api/contract/questions'
import { GROUP_COMBINATIONS } from '../../machines/checkout/checkout.journey'
import { defaultJourneyMachine } from '../../machines/default-journey/default-journey.machine'
import {
  SAMPLE_REQUEST_ID,
  SAMPLE_ADDRESS,
  SAMPLE_COMPANY,
  SAMPLE_PERSON,
} from '../../machines/forms/forms.journey'
import { formsMachine } from '../../machines/forms/forms.machine'
import { questionFlowMachine } from '../../machines/question-flow.machine'

const company = SAMPLE_COMPANY
const match: Company = { ...SAMPLE_COMPANY, country: 'Nederland' }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
/** A business liability: no device in the group, so no device step before the forms. */
const LIABILITY = {
  ...GROUP_COMBINATIONS[8]![0]!,
  id: 5,
  insurance_product: { id: 5, type: 'business_liability', name: 'Aansprakelijkheid', price: '20.00' },
} as unknown as CartItem

/** The default journey with no questions, so it starts at the forms; `actor` is the forms child. */
async function start({
  outcome = 'insured',
  companies = [match],
  register = true,
}: { outcome?: Outcome; companies?: Company[]; register?: boolean } = {}) {
  const purchased: unknown[] = []
  const journey = createActor(
    defaultJourneyMachine.provide({
      actors: {
        // No questions for this product: the flow ends at once.
        questionFlow: questionFlowMachine.provide({
          actors: {
            loadQuestions: fromPromise(async (): Promise<Question[]> => []),
            saveAnswer: fromPromise(async (): Promise<Answer> => {
              throw new Error('no questions, so no answers')
            }),
          },
          actions: { answersSaved: () => undefined },
        }),
        forms: formsMachine.provide({
          actors: {
            lookupCompany: fromPromise(async () => {
              if (!register) throw { code: null, reason: 'lookup_unavailable' }
              return companies
            }),
            lookupAddress: fromPromise(async ({ input }) =>
              input.postal_code === '1012 LG' ? SAMPLE_ADDRESS : null,
            ),
            purchase: fromPromise(async ({ input }) => {
              purchased.push(input)
              const policy_number = outcome === 'insured' ? 'VZ-2026-000001' : null
              return {
                outcome,
                products: [{ product: 5, product_name: 'Aansprakelijkheid', outcome, policy_number }],
                // The purchase bills (and starts debiting) what it insured only.
                invoiceId: outcome === 'insured' ? 42 : null,
              }
            }),
          },
        }),
      },
    }),
    { input: { flow: 'normal', items: [LIABILITY], entryDate: '2026-11-22', mode: 'default' } },
  ).start()
  await settle()
  return { journey, actor: journey.getSnapshot().children.forms!, purchased }
}

async function toFormalities(actor: Awaited<ReturnType<typeof start>>['actor']) {
  await settle()
  actor.send({ type: 'user.searchCompany', query: '12345678' })
  await settle()
  expect(actor.getSnapshot().context.companyMatches).toEqual([match])
  actor.send({ type: 'user.chooseCompany', company })
  actor.send({
    type: 'user.submitPerson',
    person: SAMPLE_PERSON,
  })
  actor.send({ type: 'user.lookupAddress', postal_code: '1012 LG', house_number: '1' })
  await settle()
  actor.send({
    type: 'user.submitAddress',
    address: { ...actor.getSnapshot().context.foundAddress!, have_address_looked_up: true },
  })
}

describe('default journey', () => {
  it('goes from the questions through company, person, address, formalities and payment to insured', async () => {
    const { journey, actor, purchased } = await start()
    await toFormalities(actor)
    expect(actor.getSnapshot().value).toBe('formalities')
    // Not all ticked: no way on.
    actor.send({ type: 'user.toggleFormality', key: 'no_fraud' })
    actor.send({ type: 'user.submitFormalities' })
    expect(actor.getSnapshot().value).toBe('formalities')
    for (const key of FORMALITIES.filter((k) => k !== 'no_fraud'))
      actor.send({ type: 'user.toggleFormality', key })
    actor.send({ type: 'user.submitFormalities' })
    actor.send({
      type: 'user.submitPayment',
      requestId: SAMPLE_REQUEST_ID,
      payment: { start_date: '2026-11-23', iban_number: 'NL91ABNA0417164300', consent: true },
    })
    await settle()
    expect(journey.getSnapshot().output).toEqual({
      status: 'done',
      outcome: 'insured',
      products: [
        {
          product: 5,
          product_name: 'Aansprakelijkheid',
          outcome: 'insured',
          policy_number: 'VZ-2026-000001',
        },
      ],
      invoiceId: 42,
    })
    expect(purchased[0]).toMatchObject({
      company: { chamber_of_commerce_number: '12345678' },
      address: { city: 'Amsterdam' },
    })
  })

  it('ends as a drop-out when the server decides an advisor is needed', async () => {
    const { actor } = await start({ outcome: 'hard_drop_out' })
    await toFormalities(actor)
    for (const key of FORMALITIES) actor.send({ type: 'user.toggleFormality', key })
    actor.send({ type: 'user.submitFormalities' })
    actor.send({
      type: 'user.submitPayment',
      requestId: SAMPLE_REQUEST_ID,
      payment: { start_date: '2026-11-23', iban_number: 'NL91ABNA0417164300', consent: true },
    })
    await settle()
    expect(actor.getSnapshot().value).toBe('droppedOut')
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'dropOut',
      outcome: 'hard_drop_out',
      products: [{ outcome: 'hard_drop_out', policy_number: null }],
      invoiceId: null,
    })
  })

  it('sends the user to the manual company form when the register cannot be reached', async () => {
    const { actor } = await start({ register: false })
    await settle()
    actor.send({ type: 'user.searchCompany', query: 'De Vries' })
    await settle()
    expect(actor.getSnapshot().matches({ company: 'manual' })).toBe(true)
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: null, reason: 'lookup_unavailable' })
    actor.send({ type: 'user.submitCompany', company })
    expect(actor.getSnapshot().value).toBe('person')
  })

  it('says when no address is found and keeps the user on the address', async () => {
    const { actor } = await start()
    await settle()
    actor.send({ type: 'user.enterCompanyManually' })
    actor.send({ type: 'user.submitCompany', company })
    actor.send({
      type: 'user.submitPerson',
      person: {
        first_name: 'A',
        last_name: 'B',
        birth_date: '1990-01-01',
        phone_number: '0612345678',
        email: 'a@b.nl',
      },
    })
    actor.send({ type: 'user.lookupAddress', postal_code: '9999 ZZ', house_number: '1' })
    await settle()
    expect(actor.getSnapshot().matches({ address: 'entering' })).toBe(true)
    expect(actor.getSnapshot().context.failure?.reason).toBe('address_not_found')
  })
})
