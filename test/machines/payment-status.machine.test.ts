// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { PaymentResponse, PaymentStatus } from '../../api/contract/payments'
import { SAMPLE_INVOICE } from '../../machines/payment-reminder.journey'
import {
  paymentStatusMachine,
  POLL_MS,
  RETURN_WAIT_MS,
  type PaymentStatusInput,
} from '../../machines/payment-status.machine'

const payment = (status: PaymentStatus): PaymentResponse => ({
  status,
  method: 'ideal',
  amount: '60.98',
  currency: 'EUR',
  invoice: SAMPLE_INVOICE,
})
const returned = (redirect: string): PaymentStatusInput => ({
  paymentIntent: 'pi_1',
  clientSecret: 'pi_1_secret',
  returned: redirect,
})

/** A server whose answers the test lists in order (the last one repeats). */
function start(input: PaymentStatusInput, answers: (PaymentStatus | Error | object)[]) {
  const asked: unknown[] = []
  const actor = createActor(
    paymentStatusMachine.provide({
      actors: {
        getPayment: fromPromise(async ({ input: i }) => {
          asked.push(i)
          const answer = answers[Math.min(asked.length, answers.length) - 1]!
          if (typeof answer === 'string') return payment(answer)
          throw answer
        }),
      },
    }),
    { input },
  ).start()
  return { actor, asked }
}

describe('payment return', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('says paid when the server says so', async () => {
    const { actor, asked } = start(returned('succeeded'), ['succeeded'])
    expect(actor.getSnapshot().value).toBe('checking')
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('paid')
    expect(asked).toEqual([{ paymentIntent: 'pi_1', clientSecret: 'pi_1_secret' }])
  })

  it('asks again every 2 s while processing, until it settles', async () => {
    const { actor, asked } = start(returned('processing'), ['processing', 'processing', 'succeeded'])
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches('processing')).toBe(true)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(asked).toHaveLength(2)
    expect(actor.getSnapshot().matches('processing')).toBe(true)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(actor.getSnapshot().value).toBe('paid')
  })

  it('believes a return that says paid for a minute, then says not paid', async () => {
    const { actor, asked } = start(returned('succeeded'), ['requires_payment_method'])
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches('processing')).toBe(true)
    await vi.advanceTimersByTimeAsync(RETURN_WAIT_MS + POLL_MS)
    expect(actor.getSnapshot().value).toBe('notPaid')
    expect(asked.length).toBeGreaterThanOrEqual(30)
  })

  it('says not paid at once when the bank said failed', async () => {
    const { actor } = start(returned('failed'), ['requires_payment_method'])
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('notPaid')
  })

  it('a poll that fails changes nothing; the next one answers', async () => {
    const { actor } = start(returned('processing'), [
      'processing',
      { code: '35010', reason: null },
      'succeeded',
    ])
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(actor.getSnapshot().matches('processing')).toBe(true)
    expect(actor.getSnapshot().context.failure?.code).toBe('35010')
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(actor.getSnapshot().value).toBe('paid')
  })

  it('cannot find a payment without its id, or one the server does not know; a lost connection offers a retry', async () => {
    expect(start({}, []).actor.getSnapshot().value).toBe('notFound')
    const unknown = start(returned('succeeded'), [{ code: '35004', reason: null, retryable: false }])
    await vi.advanceTimersByTimeAsync(0)
    expect(unknown.actor.getSnapshot().value).toBe('notFound')
    const offline = start(returned('succeeded'), [
      { code: '35010', reason: null, retryable: true },
      'succeeded',
    ])
    await vi.advanceTimersByTimeAsync(0)
    expect(offline.actor.getSnapshot().value).toBe('checkFailed')
    offline.actor.send({ type: 'user.retry' })
    await vi.advanceTimersByTimeAsync(0)
    expect(offline.actor.getSnapshot().value).toBe('paid')
  })
})
