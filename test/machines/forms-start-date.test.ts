// @vitest-environment node
import { chooseSampleCompany, confirmSampleAddress, sampleLookups } from './forms-steps'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { FORMALITIES } from '../../api/contract/checkout-forms'
import { GROUP_COMBINATIONS } from '../../machines/checkout/checkout.journey'
import { SAMPLE_PAYMENT, SAMPLE_PERSON, SAMPLE_REQUEST_ID } from '../../machines/forms/forms.journey'
import { formsMachine, type PurchaseInput, type PurchaseResult } from '../../machines/forms/forms.machine'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const network = { code: null, reason: 'network', retryable: true }

/** The forms of the default flow at the payment step, with the start date's save and the purchase faked. */
async function atPayment(save: (startDate: string, signal: AbortSignal) => Promise<void>) {
  const saved: string[] = []
  const purchased: { payment: unknown }[] = []
  const actor = createActor(
    formsMachine.provide({
      actors: {
        ...sampleLookups,
        saveStartDate: fromPromise<void, { startDate: string }>(async ({ input, signal }) => {
          saved.push(input.startDate)
          await save(input.startDate, signal)
        }),
        purchase: fromPromise(async ({ input }) => {
          purchased.push(input)
          return { outcome: 'insured' as const, products: [] }
        }),
      },
    }),
    { input: { flow: 'normal', items: GROUP_COMBINATIONS[8]!, entryDate: '2026-11-22', mode: 'default' } },
  ).start()
  await chooseSampleCompany(actor)
  actor.send({ type: 'user.submitPerson', person: SAMPLE_PERSON })
  await confirmSampleAddress(actor)
  for (const key of FORMALITIES) actor.send({ type: 'user.toggleFormality', key })
  actor.send({ type: 'user.submitFormalities' })
  return { actor, saved, purchased }
}

describe('the start date on the payment step', () => {
  it('is saved for the cart when the customer changes it, and kept when they come back', async () => {
    const { actor, saved } = await atPayment(async () => {})
    expect(actor.getSnapshot().value).toEqual({ payment: 'editing' })
    expect(actor.getSnapshot().context.startDate).toBeNull()
    actor.send({ type: 'user.changeStartDate', startDate: '2026-12-01' })
    expect(actor.getSnapshot().value).toEqual({ payment: 'savingStartDate' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ payment: 'editing' })
    expect(saved).toEqual(['2026-12-01'])
    // Back to the formalities and forward again: the choice is still the journey's.
    actor.send({ type: 'user.back' })
    actor.send({ type: 'user.submitFormalities' })
    expect(actor.getSnapshot().context.startDate).toBe('2026-12-01')
  })

  it('lets a newer choice replace the one being saved', async () => {
    const aborted: string[] = []
    const { actor, saved } = await atPayment(
      (startDate, signal) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => aborted.push(startDate))
          setTimeout(resolve, 5)
        }),
    )
    actor.send({ type: 'user.changeStartDate', startDate: '2026-12-01' })
    actor.send({ type: 'user.changeStartDate', startDate: '2026-12-02' })
    expect(aborted).toEqual(['2026-12-01'])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(saved).toEqual(['2026-12-01', '2026-12-02'])
    expect(actor.getSnapshot().context.startDate).toBe('2026-12-02')
    expect(actor.getSnapshot().value).toEqual({ payment: 'editing' })
  })

  it('keeps a failed save as the step’s failure until the next change, and still takes the form’s date', async () => {
    let fail = true
    const { actor, purchased } = await atPayment(async () => {
      if (fail) throw network
    })
    actor.send({ type: 'user.changeStartDate', startDate: '2026-12-01' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ payment: 'editing' })
    expect(actor.getSnapshot().context.failure).toEqual(network)
    fail = false
    actor.send({ type: 'user.changeStartDate', startDate: '2026-12-03' })
    expect(actor.getSnapshot().context.failure).toBeNull()
    await settle()
    actor.send({
      type: 'user.submitPayment',
      payment: { ...SAMPLE_PAYMENT, start_date: '2026-12-03' },
      requestId: SAMPLE_REQUEST_ID,
    })
    await settle()
    expect(purchased[0]!.payment).toMatchObject({ start_date: '2026-12-03' })
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('clears a failure of the steps after it when the customer comes back to it', async () => {
    const failing = createActor(
      formsMachine.provide({
        actors: {
          ...sampleLookups,
          purchase: fromPromise<PurchaseResult, PurchaseInput>(() => Promise.reject(network)),
        },
      }),
      { input: { flow: 'normal', items: GROUP_COMBINATIONS[8]!, entryDate: '2026-11-22', mode: 'default' } },
    ).start()
    await chooseSampleCompany(failing)
    failing.send({ type: 'user.submitPerson', person: SAMPLE_PERSON })
    await confirmSampleAddress(failing)
    for (const key of FORMALITIES) failing.send({ type: 'user.toggleFormality', key })
    failing.send({ type: 'user.submitFormalities' })
    failing.send({ type: 'user.submitPayment', payment: SAMPLE_PAYMENT, requestId: SAMPLE_REQUEST_ID })
    await settle()
    expect(failing.getSnapshot().value).toBe('purchaseFailed')
    expect(failing.getSnapshot().context.failure).toEqual(network)
    failing.send({ type: 'user.back' })
    expect(failing.getSnapshot().value).toEqual({ payment: 'editing' })
    expect(failing.getSnapshot().context.failure).toBeNull()
  })

  it('does not carry a later step’s failure back to the company, where it would read as the register’s', async () => {
    const { actor } = await atPayment(async () => {
      throw network
    })
    actor.send({ type: 'user.changeStartDate', startDate: '2026-12-01' })
    await settle()
    expect(actor.getSnapshot().context.failure).toEqual(network)
    actor.send({ type: 'user.back' }) // formalities
    actor.send({ type: 'user.back' }) // address
    actor.send({ type: 'user.back' }) // person
    actor.send({ type: 'user.back' }) // company
    expect(actor.getSnapshot().matches('company')).toBe(true)
    expect(actor.getSnapshot().context.failure).toBeNull()
    actor.send({ type: 'user.enterCompanyManually' })
    expect(actor.getSnapshot().value).toEqual({ company: 'manual' })
    expect(actor.getSnapshot().context.failure).toBeNull()
  })
})
