import { assign, fromPromise, setup } from 'xstate'
import type { CartItem } from '../../api/contract/cart'
import type { Outcome } from '../../api/contract/checkout-forms'
import type { HomeAnswerInput, HomeQuote } from '../../api/contract/home'
import type { Answer, Question } from '../../api/contract/questions'
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
import { notProvided } from '../not-provided'
import { answersToSave, defaultChoice, withSaved, type HomeFormValues, type QuoteChoice } from './home.rules'

/** What one quote request answers: the quote, or the refusal code of its HTTP 400 (forms §4). */
export type QuoteResult = { quote: HomeQuote } | { refusal: string }
/** What is accepted before the forms: each quoted product's choice, and the cart items to take out. */
export interface AcceptInput {
  accepted: { product: number; coverage: string; extra_coverages: number[] }[]
  /** The items quoted (the refused ones stay in the cart, out of this checkout). */
  keep: CartItem[]
  refusedSome: boolean
}

export interface HomeJourneyContext extends JourneyInput {
  /** The home form's questions of the group's products, with the customer's answers. */
  questions: Question[]
  /** The values last submitted (the form starts from the stored answers). */
  values: HomeFormValues | null
  /** Which product of `items` is being quoted. */
  quoteIndex: number
  /** The quote per product id. */
  quotes: Record<number, HomeQuote>
  /** The refusal code per product id. */
  refusals: Record<number, string>
  /** The coverage and extra coverages chosen per product id. */
  choices: Record<number, QuoteChoice>
  /** Forms §4: set on an HTTP 400 of a quote request with its rejected-reason code; reset before each. */
  errorFlag: boolean
  errorCode: string | null
  outcome: Outcome | null
  products: ProductOutcome[]
  invoiceId: number | null
  failure: Failure | null
}

export type HomeJourneyEvent =
  | { type: 'user.submitAnswers'; values: HomeFormValues }
  | { type: 'user.chooseCoverage'; product: number; coverage: string }
  | { type: 'user.toggleExtra'; product: number; extra: number }
  | { type: 'user.addCrossSell'; product: number }
  | { type: 'user.changeAnswers' }
  | { type: 'user.continue' }
  | { type: 'user.backToOverview' }
  | { type: 'user.retry' }
  | { type: 'user.dropOut' }

const quotedItems = (context: HomeJourneyContext) =>
  context.items.filter((item) => context.quotes[item.insurance_product.id] !== undefined)

/** What became of each product: the purchase's outcome, a refused one `refused` with its code. */
function finalProducts(context: HomeJourneyContext, fromForms: ProductOutcome[]): ProductOutcome[] {
  const refused = context.items
    .filter((item) => context.refusals[item.insurance_product.id] !== undefined)
    .map((item) => ({
      ...endedAs([item], 'refused')[0]!,
      refusal: context.refusals[item.insurance_product.id]!,
    }))
  return [...fromForms.filter((p) => context.refusals[p.product] === undefined), ...refused]
}

/**
 * The home group's checkout (issue 19, forms §3, §4 Consumer coverage quote; steps premium / your data /
 * final questions / take out): the home form, its answers saved, each product quoted in turn (the error
 * flag and code reset before each request), then the quotes (a coverage per product, extra coverages,
 * another home product offered), then the shared forms and purchase. A product the quote refuses ends
 * `refused` with its code; the others go on. When every product is refused, the refusal page offers
 * the way back to the overview (the journey ends `left`) or to change the answers.
 */
export const homeJourneyMachine = setup({
  types: {
    input: {} as JourneyInput,
    context: {} as HomeJourneyContext,
    events: {} as HomeJourneyEvent,
    output: {} as JourneyOutput,
    children: {} as { forms: 'forms' },
    tags: {} as 'busy',
  },
  actors: {
    loadQuestions: fromPromise<Question[], { productIds: number[] }>(notProvided),
    saveAnswers: fromPromise<Answer[], { answers: HomeAnswerInput[] }>(notProvided),
    quote: fromPromise<QuoteResult, { product: number }>(notProvided),
    acceptQuotes: fromPromise<void, AcceptInput>(notProvided),
    addProduct: fromPromise<CartItem, { productId: number; items: CartItem[] }>(notProvided),
    forms: formsMachine,
  },
  guards: {
    formsAre,
    isNotInGroup: ({ context, event }) =>
      event.type === 'user.addCrossSell' &&
      !context.items.some((item) => item.insurance_product.id === event.product),
    hasProductToQuote: ({ context }) => context.quoteIndex < context.items.length,
    allRefused: ({ context }) => quotedItems(context).length === 0,
    everyCoverageChosen: ({ context }) =>
      quotedItems(context).every((item) => context.choices[item.insurance_product.id]?.coverage),
  },
  actions: {
    recordFailure: assign({ failure: (_, failure: Failure) => failure }),
    startQuoting: assign({ quoteIndex: 0, quotes: {}, refusals: {}, choices: {}, failure: null }),
    resetError: assign({ errorFlag: false, errorCode: null }),
    assignResult: assign(({ context }, result: QuoteResult) => {
      const product = context.items[context.quoteIndex]!.insurance_product.id
      if ('refusal' in result)
        return {
          errorFlag: true,
          errorCode: result.refusal,
          refusals: { ...context.refusals, [product]: result.refusal },
          quoteIndex: context.quoteIndex + 1,
        }
      return {
        quotes: { ...context.quotes, [product]: result.quote },
        choices: { ...context.choices, [product]: defaultChoice(result.quote) },
        quoteIndex: context.quoteIndex + 1,
      }
    }),
    assignForms: assign(({ context }, { outcome, products, invoiceId }: FormsOutput) => ({
      outcome,
      products: finalProducts(context, products),
      invoiceId,
    })),
    markSkipped: assign({
      outcome: null,
      invoiceId: null,
      // Every product not refused is skipped, quoted or not (a skip from the home form quoted none).
      products: ({ context }) => finalProducts(context, endedAs(context.items, 'skipped')),
    }),
  },
}).createMachine({
  id: 'homeJourney',
  context: ({ input }) => ({
    ...input,
    questions: [],
    values: null,
    quoteIndex: 0,
    quotes: {},
    refusals: {},
    choices: {},
    errorFlag: false,
    errorCode: null,
    outcome: null,
    products: [],
    invoiceId: null,
    failure: null,
  }),
  initial: 'loading',
  on: { 'user.dropOut': { target: '.droppedOut', actions: 'markSkipped' } },
  states: {
    loading: {
      description: 'The home form’s questions of the group’s products, with the answers given before.',
      tags: ['busy'],
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        input: ({ context }) => ({ productIds: context.items.map((item) => item.insurance_product.id) }),
        onDone: { target: 'questions', actions: assign({ questions: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: recordError },
      },
    },
    loadFailed: {
      description: 'The questions could not be loaded; the customer tries again.',
      meta: { route: '/checkout', step: 'consumerPremium' },
      on: { 'user.retry': { target: 'loading', actions: assign({ failure: null }) } },
    },
    questions: {
      description:
        'The home form: a normal stone house, owner or tenant, the household (what the products ask).',
      meta: { route: '/checkout', step: 'consumerPremium' },
      on: {
        'user.submitAnswers': {
          target: 'saving',
          actions: assign({ values: ({ event }) => event.values, failure: null }),
        },
      },
    },
    saving: {
      description: 'The answers are saved: POST, or PATCH when any answer has an id (forms §7).',
      tags: ['busy'],
      invoke: {
        id: 'saveAnswers',
        src: 'saveAnswers',
        input: ({ context }) => ({ answers: answersToSave(context.questions, context.values ?? {}) }),
        onDone: {
          target: 'quoting',
          actions: [
            assign({ questions: ({ context, event }) => withSaved(context.questions, event.output) }),
            'startQuoting',
          ],
        },
        onError: { target: 'questions', actions: recordError },
      },
    },
    quoting: {
      description: 'Each product of the group is quoted in turn.',
      tags: ['busy'],
      initial: 'requesting',
      states: {
        requesting: {
          // Forms §4: the error flag and code are reset before each quote request.
          entry: 'resetError',
          invoke: {
            id: 'quote',
            src: 'quote',
            input: ({ context }) => ({ product: context.items[context.quoteIndex]!.insurance_product.id }),
            onDone: {
              target: 'next',
              actions: { type: 'assignResult', params: ({ event }) => event.output },
            },
            onError: { target: '#homeJourney.quoteFailed', actions: recordError },
          },
        },
        next: {
          always: [
            { guard: 'hasProductToQuote', target: 'requesting' },
            { guard: 'allRefused', target: '#homeJourney.refused' },
            { target: '#homeJourney.quoted' },
          ],
        },
      },
    },
    quoteFailed: {
      description: 'A quote could not be requested (not a refusal); the customer tries again.',
      meta: { route: '/checkout', step: 'consumerPremium' },
      on: {
        'user.retry': { target: 'quoting', actions: assign({ failure: null }) },
        'user.changeAnswers': { target: 'questions', actions: assign({ failure: null }) },
      },
    },
    quoted: {
      description:
        'The quotes: a coverage per product, its extra coverages, another home product offered; a refused product says why.',
      meta: { route: '/checkout', step: 'consumerPremium' },
      on: {
        'user.chooseCoverage': {
          actions: assign({
            choices: ({ context, event }) => ({
              ...context.choices,
              [event.product]: { extras: [], ...context.choices[event.product], coverage: event.coverage },
            }),
          }),
        },
        'user.toggleExtra': {
          actions: assign({
            choices: ({ context, event }) => {
              const choice = context.choices[event.product] ?? { coverage: null, extras: [] }
              const extras = choice.extras.includes(event.extra)
                ? choice.extras.filter((id) => id !== event.extra)
                : [...choice.extras, event.extra]
              return { ...context.choices, [event.product]: { ...choice, extras } }
            },
          }),
        },
        'user.addCrossSell': { guard: 'isNotInGroup', target: 'addingProduct' },
        'user.changeAnswers': 'questions',
        'user.continue': { guard: 'everyCoverageChosen', target: 'accepting' },
      },
    },
    addingProduct: {
      description: 'Another home product goes into the cart and this checkout; its questions come next.',
      tags: ['busy'],
      invoke: {
        id: 'addProduct',
        src: 'addProduct',
        input: ({ context, event }) => ({
          productId: event.type === 'user.addCrossSell' ? event.product : 0,
          items: context.items,
        }),
        onDone: {
          target: 'loading',
          actions: assign({ items: ({ context, event }) => [...context.items, event.output] }),
        },
        onError: { target: 'quoted', actions: recordError },
      },
    },
    accepting: {
      description:
        'The coverages chosen are accepted: the cart shows their prices; the refused products stay in the cart.',
      tags: ['busy'],
      invoke: {
        id: 'acceptQuotes',
        src: 'acceptQuotes',
        input: ({ context }) => ({
          accepted: quotedItems(context).map((item) => {
            const choice = context.choices[item.insurance_product.id]!
            return {
              product: item.insurance_product.id,
              coverage: choice.coverage!,
              extra_coverages: choice.extras,
            }
          }),
          keep: quotedItems(context),
          refusedSome: Object.keys(context.refusals).length > 0,
        }),
        onDone: { target: 'forms', actions: assign({ failure: null }) },
        onError: { target: 'quoted', actions: recordError },
      },
    },
    forms: {
      description:
        'Personal details, address, formalities, start date and IBAN, and the purchase (no company).',
      invoke: {
        id: 'forms',
        src: 'forms',
        input: ({ context }) => ({
          flow: context.flow,
          items: quotedItems(context),
          entryDate: context.entryDate,
          mode: context.mode,
        }),
        onDone: [
          {
            guard: { type: 'formsAre', params: ({ event }) => ({ output: event.output, status: 'back' }) },
            target: 'quoted',
          },
          {
            guard: { type: 'formsAre', params: ({ event }) => ({ output: event.output, status: 'done' }) },
            target: 'done',
            actions: { type: 'assignForms', params: ({ event }) => event.output },
          },
          { target: 'droppedOut', actions: { type: 'assignForms', params: ({ event }) => event.output } },
        ],
      },
    },
    refused: {
      description:
        'Every product was refused: why (its code’s text), back to the overview or change the answers.',
      meta: { route: '/checkout', step: 'consumerPremium' },
      on: {
        'user.backToOverview': {
          target: 'left',
          actions: assign({ products: ({ context }) => finalProducts(context, []) }),
        },
        'user.changeAnswers': 'questions',
      },
    },
    done: { type: 'final', description: 'Something was taken out.' },
    droppedOut: { type: 'final', description: 'Nothing was taken out, or the customer stopped.' },
    left: {
      type: 'final',
      description: 'Back to the overview from the refusal: the checkout stops, the cart stays.',
    },
  },
  output: ({ context, event }) => ({
    status:
      event.type === 'xstate.done.state.homeJourney.left'
        ? 'left'
        : isInsured(context.outcome)
          ? 'done'
          : 'dropOut',
    outcome: context.outcome,
    products: context.products,
    invoiceId: context.invoiceId,
  }),
})

export type HomeJourneyMachine = typeof homeJourneyMachine
