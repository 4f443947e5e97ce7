import type { PaymentResponse, PaymentStatus } from '../api/contract/payments'
import { asFailure } from '../api/contract/failure'
import { defineJourney, doneEvent, errorEvent, outcomeOf } from './graph/journey'
import { SAMPLE_INVOICE } from './payment-reminder.journey'
import { paymentStatusMachine, type PaymentStatusEvent } from './payment-status.machine'

const payment = (status: PaymentStatus): PaymentResponse => ({
  status,
  method: 'ideal',
  amount: '60.98',
  currency: 'EUR',
  invoice: SAMPLE_INVOICE,
})

const done = (id: string, output?: unknown) => doneEvent<PaymentStatusEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<PaymentStatusEvent>(id, error)
const after = (delay: string, state: string) =>
  ({ type: `xstate.after.${delay}.${state}` }) as unknown as PaymentStatusEvent

const STATUSES: PaymentStatus[] = ['succeeded', 'processing', 'requires_payment_method']

export const paymentStatusJourney = defineJourney({
  id: 'paymentStatus',
  title: 'Payment return: paid, processing or not paid',
  description:
    'Where the bank returns the customer. The server is asked for the payment’s status: paid, still processing (asked again every 2 seconds), or not paid with a way back to the reminder. When the bank said paid and our record has not heard it yet, the page waits up to a minute before it says not paid. An address without a payment, or one the server does not know, says the payment cannot be found.',
  machine: paymentStatusMachine,
  inputs: [
    { paymentIntent: 'pi_1', clientSecret: 'pi_1_secret', returned: 'succeeded' },
    { paymentIntent: 'pi_1', clientSecret: 'pi_1_secret', returned: 'failed' },
    {},
  ],
  events: [
    ...STATUSES.flatMap((status) => [
      done('getPayment', payment(status)),
      done('pollPayment', payment(status)),
    ]),
    fail('getPayment', { code: '35004', reason: null, retryable: false }),
    fail('getPayment', { code: '35010', reason: null, retryable: true }),
    fail('pollPayment', { code: '35010', reason: null, retryable: true }),
    { type: 'user.retry' },
    after('POLL', 'paymentStatus.processing.waiting'),
    after('RETURN_WAIT', 'paymentStatus'),
  ],
  contextKey: (s) => [
    s.context.returned,
    s.context.payment?.status ?? null,
    s.context.waited,
    s.context.failure !== null,
  ],
  limit: 5_000,
  describeEvent: (event) => {
    const e = { type: event.type, ...outcomeOf(event) }
    if (e.type.startsWith('xstate.done.actor.'))
      return `The server says: ${(e.output as PaymentResponse).status}`
    if (e.type.startsWith('xstate.error.actor.'))
      return asFailure(e.error).code === '35004'
        ? 'The server does not know the payment'
        : 'The server cannot be reached'
    if (e.type.includes('.POLL.')) return 'Two seconds later'
    if (e.type.includes('.RETURN_WAIT.')) return 'A minute after the return'
    return e.type === 'user.retry' ? 'The customer tries again' : undefined
  },
  sensitive: ['clientSecret', 'paymentIntent'],
})
