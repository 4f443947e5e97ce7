import type { ReminderInvoice, ReminderPaymentResponse } from '../api/contract/payments'
import { defineJourney, doneEvent, errorEvent, outcomeOf } from './graph/journey'
import { paymentReminderMachine, type PaymentReminderEvent } from './payment-reminder.machine'

/** The seeded liability policy's first invoice, as a reminder shows it. */
export const SAMPLE_INVOICE: ReminderInvoice = {
  id: 7,
  status: 'failed',
  amount: '60.98',
  currency: 'EUR',
  due_date: '2026-12-01',
  products: ['Bedrijfsaansprakelijkheidsverzekering'],
}
export const localPayment = (): ReminderPaymentResponse => ({
  payment_intent: 'pi_local_1',
  client_secret: 'pi_local_1_secret',
  provider: { kind: 'local' },
})
export const stripePayment = (): ReminderPaymentResponse => ({
  payment_intent: 'pi_1',
  client_secret: 'pi_1_secret',
  provider: { kind: 'stripe', publishable_key: 'pk_test_1', account: null },
})

const done = (id: string, output?: unknown) => doneEvent<PaymentReminderEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<PaymentReminderEvent>(id, error)
const failure = (reason: string | null) => ({ code: null, reason, retryable: reason === null })

const words: Record<string, string> = {
  'user.pay': 'The customer presses pay',
  'user.close': 'The customer closes the bank’s page or the card form',
  'user.confirmCard': 'The customer confirms at Stripe',
  'user.retry': 'The customer tries again',
  'xstate.done.actor.answerBank': 'The bank takes the answer',
  'xstate.error.actor.answerBank': 'The bank’s answer cannot be sent',
  'xstate.done.actor.openCardForm': 'Stripe’s form shows',
  'xstate.error.actor.openCardForm': 'Stripe.js does not load',
  'xstate.done.actor.confirmCard': 'Stripe refuses without going to the bank',
  'xstate.error.actor.confirmCard': 'Confirming at Stripe fails',
}

export const paymentReminderJourney = defineJourney({
  id: 'paymentReminder',
  title: 'Payment reminder: pay an open invoice by iDEAL or card',
  description:
    'The e-mailed link shows the invoice whose direct debit failed, or says it is paid already or that the link does not work. The customer picks iDEAL or card and pays: a payment is created and the bank’s page (locally) or Stripe’s form opens; the bank’s answer goes on to /payment/success. A payment that cannot be created shows a warning; an invoice paid meanwhile shows the reminder fulfilled.',
  machine: paymentReminderMachine,
  inputs: [{ token: 'reminder-token' }, {}],
  events: [
    done('loadReminder', { invoice: SAMPLE_INVOICE, fulfilled: false }),
    done('loadReminder', { invoice: SAMPLE_INVOICE, fulfilled: true }),
    fail('loadReminder', failure('invalid_reminder')),
    fail('loadReminder', failure(null)),
    { type: 'user.retry' },
    { type: 'user.chooseMethod', method: 'card' },
    { type: 'user.pay' },
    done('createPayment', localPayment()),
    done('createPayment', stripePayment()),
    fail('createPayment', failure('invoice_already_paid')),
    fail('createPayment', failure('payment_creation_failed')),
    { type: 'user.answerBank', outcome: 'succeeded' },
    { type: 'user.answerBank', outcome: 'failed' },
    done('answerBank'),
    fail('answerBank', failure(null)),
    { type: 'user.close' },
    done('openCardForm'),
    fail('openCardForm', failure('stripe_unavailable')),
    { type: 'user.confirmCard' },
    done('confirmCard', { declined: 'Je kaart is geweigerd.' }),
    fail('confirmCard', failure(null)),
  ],
  contextKey: (s) => [
    s.context.method,
    s.context.payment?.provider.kind ?? null,
    s.context.outcome,
    s.context.declined !== null,
    s.context.failure !== null,
  ],
  limit: 5_000,
  describeEvent: (event) => {
    const e = outcomeOf(event)
    switch (event.type) {
      case 'xstate.done.actor.loadReminder':
        return (e.output as { fulfilled: boolean }).fulfilled
          ? 'The invoice is paid already'
          : 'The invoice is open'
      case 'xstate.error.actor.loadReminder':
        return (e.error as { reason: string | null }).reason
          ? 'The link does not work'
          : 'The invoice cannot be loaded'
      case 'xstate.done.actor.createPayment':
        return (e.output as ReminderPaymentResponse).provider.kind === 'local'
          ? 'A payment is created at the local bank'
          : 'A payment is created at Stripe'
      case 'xstate.error.actor.createPayment':
        return (e.error as { reason: string | null }).reason === 'invoice_already_paid'
          ? 'The invoice was paid meanwhile'
          : 'The payment cannot be created'
      case 'user.answerBank':
        return event.outcome === 'succeeded'
          ? 'The customer approves at the bank'
          : 'The customer refuses at the bank'
      case 'user.chooseMethod':
        return `The customer chooses ${event.method}`
      default:
        return words[event.type]
    }
  },
  sensitive: ['payment'],
})
