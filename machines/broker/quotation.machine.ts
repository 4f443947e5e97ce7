import { assign, fromPromise, setup } from 'xstate'
import type { AcceptedQuote, BrokerContact, BrokerQuote, QuoteEndedCode } from '../../api/contract/broker'
import { ErrorCode } from '../../api/contract/error-catalogue'
import { asFailure, hasReason, Reason, type Failure } from '../../api/contract/failure'
import { notProvided } from '../not-provided'

/** A quote's link that ended: why, and the broker to ask for a new one. */
export interface QuoteEnded {
  code: QuoteEndedCode
  broker: BrokerContact | null
}

export interface QuotationInput {
  /** The quote of the link (the auth state's `user_quote` when the address has none). */
  quoteId: string | null
  /** The login already said the quote ended (auth failure quoteExpired / quoteUsed). */
  ended?: QuoteEnded | null
}

export interface QuotationContext {
  quoteId: string | null
  quote: BrokerQuote | null
  ended: QuoteEnded | null
  failure: Failure | null
}

export type QuotationEvent =
  { type: 'user.accept' } | { type: 'user.decline' } | { type: 'user.retry' } | { type: 'user.leave' }

/** The failure an accept or load threw, when it says the quote ended (410 with the broker). */
const endedOf = (error: unknown, quote: BrokerQuote | null): QuoteEnded | null => {
  const failure = asFailure(error)
  const code = hasReason(failure, Reason.quoteExpired)
    ? 'quote_expired'
    : hasReason(failure, Reason.quoteUsed)
      ? 'quote_used'
      : null
  if (!code) return null
  const broker = (error as { broker?: BrokerContact }).broker ?? quote?.broker ?? null
  return { code, broker }
}

const recordFailure = {
  type: 'recordFailure',
  params: ({ event }: { event: { error: unknown } }) => asFailure(event.error),
} as const

/**
 * The broker quotation (core §2 `/checkout/quotation`, §6 Broker; forms §2 quote summary): the customer
 * the broker's link signed in sees the quote (products, cover, monthly premiums, validity, the broker);
 * accepting puts the quoted products with their answers in the cart and starts the checkout, declining
 * ends the broker session. A link whose quote ended says so with the broker's contact, never /404.
 */
export const quotationMachine = setup({
  types: {
    input: {} as QuotationInput,
    context: {} as QuotationContext,
    events: {} as QuotationEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadQuote: fromPromise<BrokerQuote, { quoteId: string }>(notProvided),
    acceptQuote: fromPromise<AcceptedQuote, { quoteId: string }>(notProvided),
  },
  actions: {
    recordFailure: assign((_, failure: Failure) => ({ failure })),
    /** The quoted items are in the cart: the provider starts the checkout (cart.continue). */
    startCheckout: notProvided,
    /** Clears auth and goes to the environment's quote address (core §4 "Clearing a broker session"). */
    endBrokerSession: notProvided,
  },
  guards: {
    hasEnded: ({ context }) => context.ended !== null,
    hasQuote: ({ context }) => context.quoteId !== null,
    isOpen: ({ context }) => context.quote?.status === 'open',
    isAccepted: ({ context }) => context.quote?.status === 'accepted',
    isNotFound: (_, failure: Failure) => failure.code === ErrorCode.notFound,
    quoteEnded: (_, params: { error: unknown }) => endedOf(params.error, null) !== null,
  },
}).createMachine({
  id: 'quotation',
  context: ({ input }) => ({
    quoteId: input.quoteId,
    quote: null,
    ended: input.ended ?? null,
    failure: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasEnded', target: 'ended' },
        { guard: 'hasQuote', target: 'loading' },
        { target: 'missing' },
      ],
    },
    loading: {
      description: 'GET /broker-quotes/:id: the signed-in customer’s quote.',
      tags: ['busy'],
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => ({ quoteId: context.quoteId! }),
        onDone: { target: 'checking', actions: assign({ quote: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => asFailure(event.error) },
            target: 'missing',
          },
          { target: 'loadFailed', actions: recordFailure },
        ],
      },
    },
    checking: {
      always: [
        { guard: 'isOpen', target: 'showing' },
        // Accepted before by this customer (a reload after accepting): on to the checkout.
        { guard: 'isAccepted', target: 'accepted' },
        {
          target: 'ended',
          actions: assign({
            ended: ({ context }) => ({ code: 'quote_expired' as const, broker: context.quote!.broker }),
          }),
        },
      ],
    },
    loadFailed: {
      description: 'The quote could not be loaded (network, server); the customer may try again.',
      on: { 'user.retry': 'loading', 'user.leave': 'leaving' },
    },
    showing: {
      description: 'The quote summary: products, cover, monthly premiums, validity and the broker.',
      on: { 'user.accept': 'accepting', 'user.decline': 'leaving' },
    },
    accepting: {
      description: 'POST /broker-quotes/:id/accept: the quoted products and their answers into the cart.',
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'acceptQuote',
        src: 'acceptQuote',
        input: ({ context }) => ({ quoteId: context.quoteId! }),
        onDone: { target: 'accepted', actions: assign({ quote: ({ event }) => event.output.quote }) },
        onError: [
          {
            guard: { type: 'quoteEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'ended',
            actions: assign({ ended: ({ context, event }) => endedOf(event.error, context.quote) }),
          },
          { target: 'showing', actions: recordFailure },
        ],
      },
    },
    accepted: {
      description: 'The quote is accepted: the checkout starts with the quoted items, their answers given.',
      type: 'final',
      entry: 'startCheckout',
    },
    ended: {
      description: 'The quote expired or was used: request a new one from the broker (their contact shown).',
      on: { 'user.leave': 'leaving' },
    },
    missing: {
      description: 'No quote of this customer by that id: a way back to the products.',
      on: { 'user.leave': 'leaving' },
    },
    leaving: {
      description: 'Declined or left: the broker session is cleared and the quote address opens.',
      type: 'final',
      entry: 'endBrokerSession',
    },
  },
})

export type QuotationMachine = typeof quotationMachine
