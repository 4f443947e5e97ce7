import { assign, fromPromise, setup } from 'xstate'
import { asFailure, Reason, type Failure } from '../api/contract/failure'
import type {
  PaymentMethod,
  ReminderInvoice,
  ReminderPaymentResponse,
  ReminderResponse,
} from '../api/contract/payments'
import { notProvided } from './not-provided'

/** What the customer told the local bank. */
export type BankOutcome = 'succeeded' | 'failed'

export interface PaymentReminderInput {
  /** The e-mailed link's token; absent when the link was cut short. */
  token?: string
}

export interface PaymentReminderContext {
  token: string | null
  invoice: ReminderInvoice | null
  method: PaymentMethod
  /** The payment created for the invoice, while its bank page or Stripe's form is open. */
  payment: ReminderPaymentResponse | null
  /** The local bank's answer: `/payment/success` is told it, as Stripe tells it after a redirect. */
  outcome: BankOutcome | null
  /** Stripe's own words when it refused without sending the customer to the bank (in their language). */
  declined: string | null
  failure: Failure | null
}

export type PaymentReminderEvent =
  | { type: 'user.retry' }
  | { type: 'user.chooseMethod'; method: PaymentMethod }
  | { type: 'user.pay' }
  | { type: 'user.answerBank'; outcome: BankOutcome }
  | { type: 'user.confirmCard' }
  | { type: 'user.close' }

const ROUTE = { route: '/invoice-reminder' } as const
const stored = ({ event }: { event: { error: unknown } }) => asFailure(event.error)
const recordFailure = { type: 'recordFailure', params: stored } as const
const closePayment = { target: '#paymentReminder.open.idle', actions: 'forgetPayment' } as const

/**
 * The payment reminder (core §2 `/invoice-reminder`; forms §2 payment reminder and reminder fulfilled, §8
 * payment creation): the e-mailed link's open invoice, paid by iDEAL or card. Paying creates a payment;
 * the local stand-in's bank page or Stripe's form opens; the bank's answer goes on to `/payment/success`.
 */
export const paymentReminderMachine = setup({
  types: {
    input: {} as PaymentReminderInput,
    context: {} as PaymentReminderContext,
    events: {} as PaymentReminderEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadReminder: fromPromise<ReminderResponse, { token: string }>(notProvided),
    /** Creates the payment; the provider also keeps the way back to this reminder and tells analytics. */
    createPayment: fromPromise<
      ReminderPaymentResponse,
      { token: string; method: PaymentMethod; invoice: ReminderInvoice }
    >(notProvided),
    /** The local bank's answer for the payment. */
    answerBank: fromPromise<void, { payment: ReminderPaymentResponse; outcome: BankOutcome }>(notProvided),
    /** Loads Stripe.js and shows its Payment Element for the payment. */
    openCardForm: fromPromise<void, { payment: ReminderPaymentResponse }>(notProvided),
    /** Confirms at Stripe, which sends the customer to the bank; settles only when it did not. */
    confirmCard: fromPromise<{ declined: string | null }, { payment: ReminderPaymentResponse }>(notProvided),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isFulfilled: (_, reminder: ReminderResponse) => reminder.fulfilled,
    isInvalidLink: (_, failure: Failure) => failure.reason === Reason.invalidReminder,
    isAlreadyPaid: (_, failure: Failure) => failure.reason === Reason.invoiceAlreadyPaid,
    isLocalBank: ({ context }) => context.payment?.provider.kind === 'local',
  },
  actions: {
    recordFailure: assign((_, failure: Failure) => ({ failure })),
    forgetPayment: assign({ payment: null }),
  },
}).createMachine({
  id: 'paymentReminder',
  context: ({ input }) => ({
    token: input.token || null,
    invoice: null,
    method: 'ideal',
    payment: null,
    outcome: null,
    declined: null,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasToken', target: 'loading' }, { target: 'invalidLink' }] },
    loading: {
      description:
        'The reminder’s invoice is loaded (asked again up to twice when the network or server fails).',
      meta: ROUTE,
      tags: ['busy'],
      invoke: {
        id: 'loadReminder',
        src: 'loadReminder',
        input: ({ context }) => ({ token: context.token! }),
        onDone: [
          {
            guard: { type: 'isFulfilled', params: ({ event }) => event.output },
            target: 'fulfilled',
            actions: assign({ invoice: ({ event }) => event.output.invoice }),
          },
          { target: 'open', actions: assign({ invoice: ({ event }) => event.output.invoice }) },
        ],
        onError: [
          {
            guard: { type: 'isInvalidLink', params: stored },
            target: 'invalidLink',
          },
          { target: 'loadFailed', actions: recordFailure },
        ],
      },
    },
    loadFailed: {
      description: 'The invoice could not be loaded: a warning about the connection and a retry.',
      meta: ROUTE,
      on: { 'user.retry': { target: 'loading', actions: assign({ failure: null }) } },
    },
    invalidLink: {
      type: 'final',
      description: 'The link is expired, tampered with or cut short: use the newest e-mail, or contact us.',
      meta: ROUTE,
    },
    fulfilled: {
      type: 'final',
      description: 'The reminder fulfilled: paid already (or a payment is under way), nothing left to do.',
      meta: ROUTE,
    },
    open: {
      description: 'The open invoice: its summary, iDEAL or card, and the pay button.',
      meta: ROUTE,
      initial: 'idle',
      on: { 'user.chooseMethod': { actions: assign({ method: ({ event }) => event.method }) } },
      states: {
        idle: { on: { 'user.pay': 'creating' } },
        creating: {
          tags: ['busy'],
          entry: assign({ failure: null }),
          invoke: {
            id: 'createPayment',
            src: 'createPayment',
            input: ({ context }) => ({
              token: context.token!,
              method: context.method,
              invoice: context.invoice!,
            }),
            onDone: { target: 'paying', actions: assign({ payment: ({ event }) => event.output }) },
            onError: [
              // Paid meanwhile (another tab, the direct debit after all): the reminder says so now.
              { guard: { type: 'isAlreadyPaid', params: stored }, target: '#paymentReminder.loading' },
              { target: 'idle', actions: recordFailure },
            ],
          },
        },
        paying: { always: [{ guard: 'isLocalBank', target: 'bank' }, { target: 'card' }] },
        bank: {
          description:
            'The local stand-in for the bank’s page: the customer approves or refuses the payment.',
          initial: 'asking',
          on: { 'user.close': closePayment },
          states: {
            asking: {
              on: {
                'user.answerBank': {
                  target: 'answering',
                  actions: assign({ outcome: ({ event }) => event.outcome, failure: null }),
                },
              },
            },
            answering: {
              tags: ['busy'],
              invoke: {
                id: 'answerBank',
                src: 'answerBank',
                input: ({ context }) => ({ payment: context.payment!, outcome: context.outcome! }),
                onDone: '#paymentReminder.answered',
                onError: { target: 'asking', actions: recordFailure },
              },
            },
          },
        },
        card: {
          description: 'Stripe’s form for the payment: confirming sends the customer to the bank and back.',
          initial: 'loadingForm',
          on: { 'user.close': closePayment },
          entry: assign({ declined: null, failure: null }),
          states: {
            loadingForm: {
              invoke: {
                id: 'openCardForm',
                src: 'openCardForm',
                input: ({ context }) => ({ payment: context.payment! }),
                onDone: 'ready',
                onError: { target: 'unavailable', actions: recordFailure },
              },
            },
            ready: { on: { 'user.confirmCard': 'confirming' } },
            confirming: {
              tags: ['busy'],
              invoke: {
                id: 'confirmCard',
                src: 'confirmCard',
                input: ({ context }) => ({ payment: context.payment! }),
                onDone: {
                  target: 'ready',
                  actions: assign({ declined: ({ event }) => event.output.declined }),
                },
                onError: { target: 'ready', actions: recordFailure },
              },
            },
            unavailable: {
              description: 'Stripe.js did not load: a warning; closing the form lets the customer try again.',
            },
          },
        },
      },
    },
    answered: {
      type: 'final',
      description: 'The bank answered: on to /payment/success with the payment and its outcome.',
      meta: { route: '/payment/success' },
    },
  },
})

export type PaymentReminderMachine = typeof paymentReminderMachine
