import { assign, fromPromise, setup } from 'xstate'
import { ErrorCode } from '../api/contract/error-catalogue'
import { asFailure, type Failure } from '../api/contract/failure'
import type { PaymentResponse } from '../api/contract/payments'
import { notProvided } from './not-provided'

/** How often a payment still processing is asked about again. */
export const POLL_MS = 2000
/** How long a return that says paid waits for the provider's word before it believes our record. */
export const RETURN_WAIT_MS = 60_000

export interface PaymentStatusInput {
  /** What the provider appended to the return address (absent when the address was typed or cut). */
  paymentIntent?: string
  clientSecret?: string
  /** The provider's `redirect_status`: what the bank said when it sent the customer back. */
  returned?: string
}

export interface PaymentStatusContext {
  paymentIntent: string | null
  clientSecret: string | null
  returned: string | null
  /** The payment as our server last told it. */
  payment: PaymentResponse | null
  /** The minute a return that says paid is believed over our record has passed. */
  waited: boolean
  failure: Failure | null
}

export type PaymentStatusEvent = { type: 'user.retry' }

const ROUTE = { route: '/payment/success' } as const
const stored = ({ event }: { event: { error: unknown } }) => asFailure(event.error)
const told = {
  type: 'assignPayment',
  params: ({ event }: { event: { output: PaymentResponse } }) => event.output,
} as const
const recordFailure = { type: 'recordFailure', params: stored } as const

/**
 * Where the provider returns the customer (core §2 `/payment/success`). The payment's status is asked of
 * the server (the address alone proves nothing): paid, still processing (asked again every 2 s until it
 * settles), or not paid. The bank may return the customer before its word reached us: a return that says
 * paid is not taken for a failure for a minute.
 */
export const paymentStatusMachine = setup({
  types: {
    input: {} as PaymentStatusInput,
    context: {} as PaymentStatusContext,
    events: {} as PaymentStatusEvent,
    tags: {} as 'busy',
  },
  actors: {
    getPayment: fromPromise<PaymentResponse, { paymentIntent: string; clientSecret: string }>(notProvided),
  },
  guards: {
    hasPayment: ({ context }) => context.paymentIntent !== null && context.clientSecret !== null,
    isNotFound: (_, failure: Failure) => failure.code === ErrorCode.notFound,
    isPaid: ({ context }) => context.payment?.status === 'succeeded',
    /** Still settling: processing, or the bank said paid and our record has not heard it yet. */
    isSettling: ({ context }) => {
      const status = context.payment?.status
      return (
        status === 'processing' ||
        ((context.returned === 'succeeded' || context.returned === 'processing') &&
          status !== 'succeeded' &&
          status !== 'canceled' &&
          !context.waited)
      )
    },
  },
  actions: {
    assignPayment: assign((_, payment: PaymentResponse) => ({ payment })),
    recordFailure: assign((_, failure: Failure) => ({ failure })),
  },
  delays: { POLL: POLL_MS, RETURN_WAIT: RETURN_WAIT_MS },
}).createMachine({
  id: 'paymentStatus',
  context: ({ input }) => ({
    paymentIntent: input.paymentIntent || null,
    clientSecret: input.clientSecret || null,
    returned: input.returned ?? null,
    payment: null,
    waited: false,
    failure: null,
  }),
  after: { RETURN_WAIT: { actions: assign({ waited: true }) } },
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasPayment', target: 'checking' }, { target: 'notFound' }] },
    checking: {
      description: 'The payment’s status is asked of the server.',
      meta: ROUTE,
      tags: ['busy'],
      invoke: {
        id: 'getPayment',
        src: 'getPayment',
        input: ({ context }) => ({
          paymentIntent: context.paymentIntent!,
          clientSecret: context.clientSecret!,
        }),
        onDone: { target: 'deciding', actions: told },
        onError: [
          { guard: { type: 'isNotFound', params: stored }, target: 'notFound' },
          { target: 'checkFailed', actions: recordFailure },
        ],
      },
    },
    checkFailed: {
      description: 'The status could not be asked (the connection): a warning and a retry.',
      meta: ROUTE,
      on: { 'user.retry': { target: 'checking', actions: assign({ failure: null }) } },
    },
    deciding: {
      always: [
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isSettling', target: 'processing' },
        { target: 'notPaid' },
      ],
    },
    processing: {
      description: 'Still settling: the page says so and asks again every 2 seconds.',
      meta: ROUTE,
      initial: 'waiting',
      states: {
        waiting: { after: { POLL: 'asking' } },
        asking: {
          invoke: {
            id: 'pollPayment',
            src: 'getPayment',
            input: ({ context }) => ({
              paymentIntent: context.paymentIntent!,
              clientSecret: context.clientSecret!,
            }),
            onDone: { target: '#paymentStatus.deciding', actions: told },
            // A poll that fails changes nothing the customer sees: the next one may answer.
            onError: { target: 'waiting', actions: recordFailure },
          },
        },
      },
    },
    paid: { type: 'final', description: 'Paid: thanks, with the amount and the invoice.', meta: ROUTE },
    notPaid: {
      type: 'final',
      description: 'Not paid: nothing was taken; a way back to the reminder when this tab started it.',
      meta: ROUTE,
    },
    notFound: {
      type: 'final',
      description: 'No such payment (the address is incomplete or wrong): check the e-mail or contact us.',
      meta: ROUTE,
    },
  },
})

export type PaymentStatusMachine = typeof paymentStatusMachine
