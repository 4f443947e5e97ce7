import { assign, fromPromise, setup } from 'xstate'
import type { DeviceQuote, DeviceQuoteRequest } from '../../api/contract/device'
import { asFailure, type Failure } from '../../api/contract/failure'
import { notProvided } from '../not-provided'

export interface DeviceQuoteInput {
  /** The device's cart item (`PUT /device-quote/:id`). */
  cartItem: number
  /** A step comes before this one (the group's other questions): Back goes there. */
  canGoBack: boolean
}

export interface DeviceQuoteContext extends DeviceQuoteInput {
  /** The quote as the server stored it (read on entry, then each save's answer); null: none yet. */
  quote: DeviceQuote | null
  /** The form being saved. */
  pending: DeviceQuoteRequest | null
  failure: Failure | null
  /** How the step ends: `back` once the customer went back. */
  status: DeviceQuoteOutput['status']
}

export type DeviceQuoteEvent =
  { type: 'user.submit'; form: DeviceQuoteRequest } | { type: 'user.retry' } | { type: 'user.back' }

export interface DeviceQuoteOutput {
  /** `done`: the quote is stored and priced; `back`: the customer went back to the step before. */
  status: 'done' | 'back'
  quote: DeviceQuote | null
}

/**
 * Device insurance's own step (forms §3 Device quote form, §5): the quote stored before is read (a
 * reload or Back shows it), the customer fills in the device, its price, IMEI or serial number, the
 * claim amounts and the end date (the form checks the contract's schema), and the server stores and
 * prices it. A failed save keeps the form, to retry or change; Back returns to the step before.
 */
export const deviceQuoteMachine = setup({
  types: {
    input: {} as DeviceQuoteInput,
    context: {} as DeviceQuoteContext,
    events: {} as DeviceQuoteEvent,
    output: {} as DeviceQuoteOutput,
    tags: {} as 'busy',
  },
  actors: {
    loadQuote: fromPromise<DeviceQuote | null, { cartItem: number }>(notProvided),
    saveQuote: fromPromise<DeviceQuote, { cartItem: number; form: DeviceQuoteRequest }>(notProvided),
  },
  guards: {
    canGoBack: ({ context }) => context.canGoBack,
  },
  actions: {
    recordFailure: assign((_, failure: Failure) => ({ failure })),
  },
}).createMachine({
  id: 'deviceQuote',
  context: ({ input }) => ({ ...input, quote: null, pending: null, failure: null, status: 'done' }),
  initial: 'loading',
  on: { 'user.back': { guard: 'canGoBack', target: '.back', actions: assign({ status: 'back' as const }) } },
  states: {
    loading: {
      description: 'The quote stored before, if any, is read, so the form starts from it.',
      meta: { route: '/checkout', step: 'personalise' },
      tags: ['busy'],
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => ({ cartItem: context.cartItem }),
        onDone: { target: 'editing', actions: assign({ quote: ({ event }) => event.output, failure: null }) },
        onError: {
          target: 'loadFailed',
          actions: { type: 'recordFailure', params: ({ event }) => asFailure(event.error) },
        },
      },
    },
    loadFailed: {
      description: 'The stored quote could not be read; the customer may try again.',
      meta: { route: '/checkout', step: 'personalise' },
      on: { 'user.retry': 'loading' },
    },
    editing: {
      description:
        'The device form: type (smartphone by default), price, IMEI or serial number, the amounts per claim and per year, and the end date.',
      meta: {
        route: '/checkout',
        step: 'personalise',
        rules: ['forms §5 IMEI', 'forms §5 Claim amounts', 'forms §5 End date'],
      },
      on: {
        'user.submit': { target: 'saving', actions: assign({ pending: ({ event }) => event.form }) },
      },
    },
    saving: {
      description: 'The server checks the form again, stores it and prices the cart item.',
      meta: { route: '/checkout', step: 'personalise' },
      tags: ['busy'],
      invoke: {
        id: 'saveQuote',
        src: 'saveQuote',
        input: ({ context }) => ({ cartItem: context.cartItem, form: context.pending! }),
        onDone: {
          target: 'saved',
          actions: assign({ quote: ({ event }) => event.output, failure: null, pending: null }),
        },
        onError: {
          target: 'saveFailed',
          actions: { type: 'recordFailure', params: ({ event }) => asFailure(event.error) },
        },
      },
    },
    saveFailed: {
      description:
        'Saving failed: the form keeps what was filled in; try again, or change it and send it again.',
      meta: { route: '/checkout', step: 'personalise' },
      on: {
        'user.retry': 'saving',
        'user.submit': { target: 'saving', actions: assign({ pending: ({ event }) => event.form }) },
      },
    },
    saved: { type: 'final', description: 'The quote is stored and the cart item priced with it.' },
    back: { type: 'final', description: 'The customer went back to the step before.' },
  },
  output: ({ context }) => ({ status: context.status, quote: context.quote }),
})

export type DeviceQuoteMachine = typeof deviceQuoteMachine
