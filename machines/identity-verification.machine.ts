import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import type { CartItem } from '../api/contract/cart'
import { asFailure, failureOf, Reason, type Failure } from '../api/contract/failure'
import type { IdentityProvider, IdentityResponse } from '../api/contract/identity'
import { notProvided } from './not-provided'

/** The provider's final status of a verified session (forms §4 step 3). */
export const VERIFIED = 'identity.verification_session.verified'

/** A message of the socket `/stripe/identity/{room_name}/`: a status, and an error when the provider refused. */
export interface IdentityMessage {
  status: string
  error?: string | null
}

/** How the verification ended, and for a failed request why (the toast's text). */
export interface IdentityOutput {
  status: 'verified' | 'rejected' | 'failed'
  error: string | null
  failure: IdentityContext['failure']
}

export interface IdentityInput {
  items: CartItem[]
  startDate: string
}

export interface IdentityContext {
  /** The first cart item's product that requires identity verification (forms §4 step 1). */
  product: number | null
  startDate: string
  clientSecret: string | null
  /** Whose overlay opens the session (Stripe's, or the local stand-in). */
  provider: IdentityProvider | null
  roomName: string | null
  /** The last status the socket told. */
  status: string | null
  /** The provider's error (the socket message's `error`). */
  error: string | null
  /** Why the request or the overlay failed: the toast's text. */
  failure: Failure | null
  /** Times the socket was opened again after it dropped. */
  reconnects: number
}

export type IdentityEvent =
  { type: 'user.start' } | { type: 'socket.message'; message: IdentityMessage } | { type: 'socket.dropped' }

/** Seconds before a dropped socket is opened again; the server answers the current status on connect. */
export const RECONNECT_DELAY_MS = 1000
/**
 * Drops in a row (no message between) before the journey gives up: a socket refused for good (another
 * origin, a room the server no longer knows) would otherwise be opened again forever.
 */
export const MAX_RECONNECTS = 5

/** The provider's status of a session someone cancelled: it cannot go on, a new one must be started. */
const CANCELED = 'identity.verification_session.canceled'
/** Statuses in which the customer still has to submit, so the overlay is what they wait on. */
const AWAITING_INPUT = [
  null,
  'identity.verification_session.created',
  'identity.verification_session.requires_input',
]

const isFinal = (m: IdentityMessage) => m.status === VERIFIED || Boolean(m.error)
/** An invoke's error as `recordFailure` takes it. */
const recordFailure = {
  type: 'recordFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const

/**
 * Identity verification over a socket (forms §4 steps 1–7, §7; core §2 `/checkout/identity-verification`):
 * the start button requests a verification session for the first product that requires it; the
 * provider's overlay opens and the socket of the session's room is held meanwhile. A verified status ends
 * as verified (`/result`), a message with an error as rejected (`/result?type=dropout`); the socket is
 * closed after the final message. A failed request ends as failed (`/checkout/failure` with a warning
 * toast); a failed overlay shows a warning toast and the start button again. A dropped socket is opened
 * again, and the server answers the current status on connect, so the status converges.
 */
export const identityVerificationMachine = setup({
  types: {
    input: {} as IdentityInput,
    context: {} as IdentityContext,
    events: {} as IdentityEvent,
    output: {} as IdentityOutput,
    tags: {} as 'busy',
    /** A failure the customer is told of (a closable toast) while the step stays open. */
    emitted: {} as { type: 'failure'; failure: Failure },
  },
  actors: {
    requestSession: fromPromise<IdentityResponse, { product: number; start_date: string }>(notProvided),
    /** Opens the provider's overlay; settles when the customer closes it, rejects when it cannot open. */
    openOverlay: fromPromise<void, { clientSecret: string; provider: IdentityProvider }>(notProvided),
    /** Holds the room's socket: sends `socket.message` per message and `socket.dropped` when it drops. */
    identitySocket: fromCallback<IdentityEvent, { roomName: string }>(() => {
      throw new Error('identitySocket is not provided')
    }),
  },
  guards: {
    hasProduct: ({ context }) => context.product !== null,
    isVerified: ({ event }) => event.type === 'socket.message' && event.message.status === VERIFIED,
    isFinalMessage: ({ event }) => event.type === 'socket.message' && isFinal(event.message),
    isCanceled: ({ event }) => event.type === 'socket.message' && event.message.status === CANCELED,
    awaitsInput: ({ context }) => AWAITING_INPUT.includes(context.status),
    canReconnect: ({ context }) => context.reconnects < MAX_RECONNECTS,
  },
  actions: {
    recordFailure: assign((_, params: { error: unknown }) => ({ failure: asFailure(params.error) })),
    tellFailure: emit(({ context }) => ({ type: 'failure' as const, failure: context.failure! })),
    assignMessage: assign(({ event }) => {
      assertEvent(event, 'socket.message')
      const { message } = event
      // A message means the socket works: the count of drops in a row starts again.
      return { status: message.status, error: message.error ?? null, reconnects: 0 }
    }),
  },
  delays: { RECONNECT: RECONNECT_DELAY_MS },
}).createMachine({
  id: 'identityVerification',
  context: ({ input }) => ({
    product:
      input.items.find((item) => item.insurance_product.require_identity_verification)?.insurance_product
        .id ?? null,
    startDate: input.startDate,
    clientSecret: null,
    provider: null,
    roomName: null,
    status: null,
    error: null,
    failure: null,
    reconnects: 0,
  }),
  initial: 'ready',
  states: {
    ready: {
      description: 'The identity-verification screen: a title, a description and the start button.',
      meta: { route: '/checkout/identity-verification', step: 'checkout' },
      on: {
        // The overlay's warning is a closable toast of the page (views/platform/toast.tsx); closing it
        // changes nothing here, and starting again clears the failure.
        'user.start': { guard: 'hasProduct', target: 'requesting', actions: assign({ failure: null }) },
      },
    },
    requesting: {
      description: 'The start button shows it is loading while the session is requested.',
      meta: { route: '/checkout/identity-verification', step: 'checkout' },
      tags: ['busy'],
      invoke: {
        id: 'requestSession',
        src: 'requestSession',
        input: ({ context }) => ({ product: context.product!, start_date: context.startDate }),
        onDone: {
          target: 'verifying',
          actions: assign({
            clientSecret: ({ event }) => event.output.client_secret,
            roomName: ({ event }) => event.output.room_name,
            provider: ({ event }) => event.output.provider,
          }),
        },
        onError: { target: 'failed', actions: recordFailure },
      },
    },
    verifying: {
      description: 'The provider’s overlay is open and the room’s socket is held until the final message.',
      meta: { route: '/checkout/identity-verification', step: 'checkout' },
      invoke: {
        id: 'overlay',
        src: 'openOverlay',
        input: ({ context }) => ({ clientSecret: context.clientSecret!, provider: context.provider! }),
        // Closing the overlay after submitting goes on waiting for the socket. Once the provider has the
        // documents (processing), an overlay that fails (opened again after a reload) changes nothing.
        onError: [{ guard: 'awaitsInput', target: 'ready', actions: [recordFailure, 'tellFailure'] }, {}],
      },
      initial: 'listening',
      states: {
        listening: {
          invoke: {
            id: 'socket',
            src: 'identitySocket',
            input: ({ context }) => ({ roomName: context.roomName! }),
          },
          on: {
            'socket.message': [
              { guard: 'isVerified', target: '#identityVerification.verified', actions: 'assignMessage' },
              // Cancelled at the provider: this session is over; the customer may start a new one.
              {
                guard: 'isCanceled',
                target: '#identityVerification.ready',
                actions: [
                  'assignMessage',
                  assign({ failure: failureOf(Reason.overlayCancelled, true) }),
                  'tellFailure',
                ],
              },
              { guard: 'isFinalMessage', target: '#identityVerification.rejected', actions: 'assignMessage' },
              // requires_input, processing: the customer sees the progress; the socket stays.
              { actions: 'assignMessage' },
            ],
            'socket.dropped': [
              { guard: 'canReconnect', target: 'reconnecting' },
              {
                target: '#identityVerification.failed',
                actions: assign({ failure: failureOf(Reason.socketUnavailable, true) }),
              },
            ],
          },
        },
        reconnecting: {
          description: 'The socket dropped: it is opened again after a moment.',
          after: {
            RECONNECT: {
              target: 'listening',
              actions: assign({ reconnects: ({ context }) => context.reconnects + 1 }),
            },
          },
        },
      },
    },
    verified: { type: 'final', description: 'Verified: on to the result.' },
    rejected: { type: 'final', description: 'The provider reported an error: the result as a drop-out.' },
    failed: { type: 'final', description: 'The request failed: the failure page with a warning toast.' },
  },
  output: ({ context }) => ({
    status: context.status === VERIFIED ? 'verified' : context.error ? 'rejected' : 'failed',
    error: context.error ?? context.failure?.reason ?? null,
    failure: context.failure,
  }),
})

export type IdentityVerificationMachine = typeof identityVerificationMachine
