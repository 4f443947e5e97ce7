// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CartItem } from '../../api/contract/cart'
import type { DeviceQuote, DeviceQuoteRequest } from '../../api/contract/device'
import type { Question } from '../../api/contract/questions'
import { ONE_OF_EACH } from '../../machines/checkout/checkout.journey'
import { defaultJourneyMachine } from '../../machines/default-journey/default-journey.machine'
import { SAMPLE_DEVICE_QUOTE } from '../../machines/device/device-quote.journey'
import { deviceQuoteMachine } from '../../machines/device/device-quote.machine'
import { formsMachine } from '../../machines/forms/forms.machine'
import { questionFlowMachine } from '../../machines/question-flow.machine'

const FORM: DeviceQuoteRequest = {
  device_type: 'smartphone',
  device_price: '800',
  imeiNumber: '490154203237518',
  perClaim: '1000',
  perYear: '2500',
  end_date: '2027-11-22',
}

/** The device quote with a stored quote (or none) and a save that fails while `failing` holds. */
function device(stored: DeviceQuote | null, failing = { now: false }) {
  const saved: unknown[] = []
  const logic = deviceQuoteMachine.provide({
    actors: {
      loadQuote: fromPromise(async () => stored),
      saveQuote: fromPromise(async ({ input }: { input: { cartItem: number; form: DeviceQuoteRequest } }) => {
        saved.push(input)
        if (failing.now) throw { code: null, reason: 'network', retryable: true }
        return SAMPLE_DEVICE_QUOTE
      }),
    },
  })
  return { logic, saved }
}

describe('device quote', () => {
  it('starts from the stored quote, saves the form and ends done with the quote', async () => {
    const { logic, saved } = device(SAMPLE_DEVICE_QUOTE)
    const actor = createActor(logic, { input: { cartItem: 4, canGoBack: true } }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.quote).toEqual(SAMPLE_DEVICE_QUOTE)
    actor.send({ type: 'user.submit', form: FORM })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.status === 'done')
    expect(saved).toEqual([{ cartItem: 4, form: FORM }])
    expect(actor.getSnapshot().output).toEqual({ status: 'done', quote: SAMPLE_DEVICE_QUOTE })
  })

  it('keeps the form after a failed save, to retry or send again', async () => {
    const failing = { now: true }
    const { logic, saved } = device(null, failing)
    const actor = createActor(logic, { input: { cartItem: 4, canGoBack: true } }).start()
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'user.submit', form: FORM })
    await waitFor(actor, (s) => s.matches('saveFailed'))
    expect(actor.getSnapshot().context.failure).toMatchObject({ reason: 'network' })
    expect(actor.getSnapshot().context.pending).toEqual(FORM)
    failing.now = false
    actor.send({ type: 'user.retry' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(saved).toHaveLength(2)
  })

  it('goes back only when a step comes before it', async () => {
    for (const canGoBack of [false, true]) {
      const actor = createActor(device(null).logic, { input: { cartItem: 4, canGoBack } }).start()
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'user.back' })
      expect(actor.getSnapshot().status).toBe(canGoBack ? 'done' : 'active')
      if (canGoBack) expect(actor.getSnapshot().output).toEqual({ status: 'back', quote: null })
    }
  })
})

describe('default journey with device insurance', () => {
  const liability = {
    id: 5,
    insurance_product: { id: 5, type: 'business_liability', name: 'Aansprakelijkheid', price: '20.00' },
    list_items: [],
  } as unknown as CartItem

  it('asks the other products’ questions, then the device, then the forms; Back from the forms returns to the device', async () => {
    const asked: number[][] = []
    const journey = createActor(
      defaultJourneyMachine.provide({
        actors: {
          questionFlow: questionFlowMachine.provide({
            actors: {
              loadQuestions: fromPromise(async ({ input }: { input: { productIds: number[] } }) => {
                asked.push(input.productIds)
                return [] as Question[]
              }),
            },
            actions: { answersSaved: () => undefined },
          }),
          deviceQuote: device(null).logic,
          forms: formsMachine,
        },
      }),
      {
        input: {
          flow: 'normal',
          items: [liability, ONE_OF_EACH.normal],
          entryDate: '2026-11-22',
          mode: 'default',
        },
      },
    ).start()
    await waitFor(journey, (s) => s.matches('device'))
    // The device is not asked by questions: only the liability's.
    expect(asked).toEqual([[5]])
    const quote = journey.getSnapshot().children.device!
    await waitFor(quote, (s) => s.matches('editing'))
    expect(quote.getSnapshot().context).toMatchObject({ cartItem: 4, canGoBack: true })
    quote.send({ type: 'user.submit', form: FORM })
    await waitFor(journey, (s) => s.matches('forms'))
    journey.getSnapshot().children.forms!.send({ type: 'user.back' })
    await waitFor(journey, (s) => s.matches('device'))
    const again = journey.getSnapshot().children.device!
    await waitFor(again, (s) => s.matches('editing'))
    again.send({ type: 'user.back' })
    await waitFor(journey, (s) => s.matches('questions'))
    journey.stop()
  })
})
