import { and, assign, fromPromise, not, setup, stateIn } from 'xstate'
import type {
  CarChoiceRequest,
  CarCover,
  CarQuote,
  CarQuoteForm,
  CarQuoteRequest,
} from '../../api/contract/car'
import type { Outcome } from '../../api/contract/checkout-forms'
import type { CarRefusalCode } from '../../api/contract/refusals'
import { formsMachine, type FormsOutput } from '../forms/forms.machine'
import { formsAre, isInsured } from '../forms/forms.rules'
import {
  endedAs,
  recordError,
  type Failure,
  type JourneyInput,
  type JourneyOutput,
  type ProductOutcome,
} from '../journey-protocol'
import { CHOICE_REFUSALS, QUOTE_REFUSALS } from '../graph/rules'
import { notProvided } from '../not-provided'

/** What a quote request came to: a quote, a refusal (forms §8) or field errors (e.g. a plate not found). */
export type QuoteResult =
  | { status: 'quoted'; quote: CarQuote }
  | { status: 'refused'; code: CarRefusalCode }
  | { status: 'invalid'; fieldErrors: Record<string, string[]> }

/** What choosing a cover came to: the quote with the choice priced, or a refusal (UWM12, UWM15). */
export type ChoiceResult = { status: 'chosen'; quote: CarQuote } | { status: 'refused'; code: CarRefusalCode }

export interface CarChoice {
  cover: CarCover
  breakdownAssistance: boolean
}

export interface CarJourneyContext extends JourneyInput {
  /** The car cart item quoted: the group's first item (one car product per cart). */
  cartItem: number
  /** The quote form as last sent (it fills the form again on the way back). */
  form: CarQuoteForm | null
  /** The server's field errors of the last quote request (a plate the register does not know). */
  fieldErrors: Record<string, string[]> | null
  quote: CarQuote | null
  choice: CarChoice | null
  /** Why the insurer refused, and at which step (the quote, or the cover chosen). */
  refusal: CarRefusalCode | null
  refusedAt: 'quote' | 'choice' | null
  outcome: Outcome | null
  products: ProductOutcome[]
  invoiceId: number | null
  failure: Failure | null
  /** The customer went back to the overview from the refusal (the journey ends `left`). */
  left: boolean
}

export type CarJourneyEvent =
  | { type: 'user.submitQuote'; form: CarQuoteForm }
  | { type: 'user.choose'; choice: CarChoice }
  | { type: 'user.back' }
  | { type: 'user.retry' }
  | { type: 'user.change' }
  | { type: 'user.leave' }
  | { type: 'user.dropOut' }

const PREMIUM = { route: '/checkout', step: 'consumerPremium' } as const

/**
 * The car group's checkout (forms §1, §3–§5, §8; core §2 car steps premium / your data / final
 * questions / take out; issue 19): the quote form (plate, kilometres, claim-free years, birth date,
 * address), the quote (the vehicle found, a monthly premium per cover and breakdown assistance), the
 * choice of cover, then the shared checkout forms with the car formalities and the purchase. The insurer
 * may refuse the quote or the choice: the refusal page says why, and the customer goes back to the
 * overview (the checkout stops, the cart stays) or changes the details.
 */
export const carJourneyMachine = setup({
  types: {
    input: {} as JourneyInput,
    context: {} as CarJourneyContext,
    events: {} as CarJourneyEvent,
    output: {} as JourneyOutput,
    tags: {} as 'busy',
    children: {} as { forms: 'forms' },
  },
  actors: {
    requestQuote: fromPromise<QuoteResult, CarQuoteRequest>(notProvided),
    chooseCover: fromPromise<ChoiceResult, CarChoiceRequest>(notProvided),
    forms: formsMachine,
  },
  guards: {
    quoteIs: (_, { result, status }: { result: QuoteResult; status: QuoteResult['status'] }) =>
      result.status === status,
    choiceRefused: (_, result: ChoiceResult) => result.status === 'refused',
    refusedAtChoice: ({ context }) => context.refusedAt === 'choice',
    formsAre,
  },
  actions: {
    recordFailure: assign({ failure: (_, failure: Failure) => failure }),
    clearFailure: assign({ failure: null }),
    refuse: assign((_, { code, at }: { code: CarRefusalCode; at: 'quote' | 'choice' }) => ({
      refusal: code,
      refusedAt: at,
    })),
    assignPurchase: assign((_, { outcome, products, invoiceId }: FormsOutput) => ({
      outcome,
      products,
      invoiceId,
    })),
    /** The products end as refused by the insurer, with the code: nothing taken out, they stay in the cart. */
    endRefused: assign({
      outcome: null,
      invoiceId: null,
      products: ({ context }) =>
        endedAs(context.items, 'refused').map((p) => ({ ...p, refusal: context.refusal })),
    }),
    /** Analytics: a group that ends before the purchase is a `dropout` (core §7); given by the provider. */
    trackDropout: () => {},
  },
}).createMachine({
  id: 'carJourney',
  context: ({ input }) => ({
    ...input,
    cartItem: input.items[0]!.id,
    form: null,
    fieldErrors: null,
    quote: null,
    choice: null,
    refusal: null,
    refusedAt: null,
    outcome: null,
    products: [],
    invoiceId: null,
    failure: null,
    left: false,
  }),
  initial: 'quoteForm',
  // Skipping the group (confirmed on screen): nothing is taken out; the car stays in the cart. The screen
  // offers it before the forms, never on the refusal page (back to the overview or change the details)
  // nor in the forms (their own skip ends the forms as dropOut).
  on: {
    'user.dropOut': {
      guard: and([not(stateIn('#carJourney.refused')), not(stateIn('#carJourney.forms'))]),
      target: '.droppedOut',
      // A skip is the customer's choice, not a drop-out (as the other journeys' skips): no analytics event.
      actions: assign({
        outcome: null,
        invoiceId: null,
        products: ({ context }) => endedAs(context.items, 'skipped'),
      }),
    },
  },
  states: {
    quoteForm: {
      description:
        'The car quote form: licence plate, kilometres a year, claim-free years, birth date (and a main driver’s), postal code and house number with the address lookup.',
      meta: {
        ...PREMIUM,
        rules: [
          'forms §5 License plate',
          'forms §5 Claim-free years',
          'forms §5 Birth date',
          'forms §5 Postal code',
        ],
      },
      on: {
        'user.submitQuote': {
          target: 'quoting',
          actions: assign({ form: ({ event }) => event.form, fieldErrors: null }),
        },
      },
    },
    quoting: {
      description: 'The server looks the plate and address up and quotes, or refuses.',
      tags: ['busy'],
      meta: PREMIUM,
      invoke: {
        id: 'requestQuote',
        src: 'requestQuote',
        input: ({ context }) => ({ ...context.form!, cart_item: context.cartItem }),
        onDone: [
          {
            guard: { type: 'quoteIs', params: ({ event }) => ({ result: event.output, status: 'refused' }) },
            target: 'refused',
            meta: { rules: QUOTE_REFUSALS },
            actions: [
              {
                type: 'refuse',
                params: ({ event }) => ({
                  code: (event.output as Extract<QuoteResult, { status: 'refused' }>).code,
                  at: 'quote' as const,
                }),
              },
              'clearFailure',
            ],
          },
          {
            guard: { type: 'quoteIs', params: ({ event }) => ({ result: event.output, status: 'invalid' }) },
            target: 'quoteForm',
            actions: assign({
              fieldErrors: ({ event }) =>
                (event.output as Extract<QuoteResult, { status: 'invalid' }>).fieldErrors,
              failure: null,
            }),
          },
          {
            target: 'quoted',
            actions: assign({
              quote: ({ event }) => (event.output as Extract<QuoteResult, { status: 'quoted' }>).quote,
              refusal: null,
              refusedAt: null,
              failure: null,
            }),
          },
        ],
        onError: { target: 'quoteFailed', actions: recordError },
      },
    },
    quoteFailed: {
      description: 'The quote could not be asked (network, the register or address lookup down): try again.',
      meta: PREMIUM,
      on: { 'user.retry': 'quoting', 'user.back': 'quoteForm' },
    },
    quoted: {
      description:
        'The vehicle found and the premium per cover and of breakdown assistance; the customer chooses.',
      meta: PREMIUM,
      on: {
        'user.choose': { target: 'choosing', actions: assign({ choice: ({ event }) => event.choice }) },
        'user.back': 'quoteForm',
      },
    },
    choosing: {
      description: 'The server prices the cart item with the cover chosen, or refuses it.',
      tags: ['busy'],
      meta: PREMIUM,
      invoke: {
        id: 'chooseCover',
        src: 'chooseCover',
        input: ({ context }) => ({
          cart_item: context.cartItem,
          cover: context.choice!.cover,
          breakdown_assistance: context.choice!.breakdownAssistance,
        }),
        onDone: [
          {
            guard: { type: 'choiceRefused', params: ({ event }) => event.output },
            target: 'refused',
            meta: { rules: CHOICE_REFUSALS },
            actions: [
              {
                type: 'refuse',
                params: ({ event }) => ({
                  code: (event.output as Extract<ChoiceResult, { status: 'refused' }>).code,
                  at: 'choice' as const,
                }),
              },
              'clearFailure',
            ],
          },
          {
            target: 'forms',
            actions: assign({
              quote: ({ event }) => (event.output as Extract<ChoiceResult, { status: 'chosen' }>).quote,
              refusal: null,
              refusedAt: null,
              failure: null,
            }),
          },
        ],
        onError: { target: 'chooseFailed', actions: recordError },
      },
    },
    chooseFailed: {
      description: 'The choice could not be stored: try again, or choose again.',
      meta: PREMIUM,
      on: { 'user.retry': 'choosing', 'user.back': 'quoted' },
    },
    refused: {
      description:
        'The insurer refuses (a code of forms §8, shown with its own text): back to the overview, or change the details.',
      meta: { ...PREMIUM, rules: [...QUOTE_REFUSALS, ...CHOICE_REFUSALS] },
      on: {
        'user.leave': { target: 'left', actions: ['endRefused', assign({ left: true }), 'trackDropout'] },
        'user.change': [{ guard: 'refusedAtChoice', target: 'quoted' }, { target: 'quoteForm' }],
      },
    },
    forms: {
      description:
        'Company, personal details, address, formalities (with the two car ones), start date and IBAN, and the purchase.',
      invoke: {
        id: 'forms',
        src: 'forms',
        // The premium was calculated for the quote form's birth date: the personal details start with it
        // and must give the same one.
        input: ({ context: { flow, items, entryDate, mode, form } }) => ({
          flow,
          items,
          entryDate,
          mode,
          birthDate: form?.birth_date ?? null,
        }),
        onDone: [
          {
            guard: { type: 'formsAre', params: ({ event }) => ({ output: event.output, status: 'back' }) },
            target: 'quoted',
          },
          {
            guard: { type: 'formsAre', params: ({ event }) => ({ output: event.output, status: 'done' }) },
            target: 'done',
            actions: { type: 'assignPurchase', params: ({ event }) => event.output },
          },
          { target: 'droppedOut', actions: { type: 'assignPurchase', params: ({ event }) => event.output } },
        ],
        onError: { target: 'quoteFailed', actions: recordError },
      },
    },
    left: {
      type: 'final',
      description: 'Back to the overview from the refusal: the checkout stops, the cart stays.',
    },
    done: { type: 'final', description: 'The car was taken out.' },
    droppedOut: { type: 'final', description: 'Nothing was taken out, or the customer stopped.' },
  },
  output: ({ context }) => ({
    status: context.left ? 'left' : isInsured(context.outcome) ? 'done' : 'dropOut',
    outcome: context.outcome,
    products: context.products,
    invoiceId: context.invoiceId,
  }),
})

export type CarJourneyMachine = typeof carJourneyMachine
