import { assign, fromPromise, setup } from 'xstate'
import {
  FORMALITIES,
  type AddressForm,
  type CompanyForm,
  type Formality,
  type Outcome,
  type PaymentForm,
  type PersonForm,
} from '../../api/contract/checkout-forms'
import type { Company } from '../../api/contract/lookups'
import type { JourneyInput, JourneyOutput, ProductOutcome } from '../checkout/checkout.types'
import { notProvided } from '../not-provided'
import { questionFlowMachine } from '../question-flow.machine'
import { failureOf } from '../failure'
import { identityVerificationMachine, type IdentityOutput } from '../identity-verification.machine'

/**
 * A company the register found. Its address may be incomplete (a PO box): the view then opens the
 * manual form filled with what is known; a complete one is chosen as it is (user.chooseCompany).
 */
export type CompanyMatch = Company
/** What the address lookup is asked: postal code, house number and an optional addition. */
export interface AddressQuery {
  postal_code: string
  house_number: string
  house_number_addition?: string
}
/** What the address lookup answers for a postal code + house number. */
export type FoundAddress = Omit<AddressForm, 'have_address_looked_up'>

/**
 * The group and, for a journey that asked its own questions before (income protection), `skipQuestions`:
 * the forms then start at the company.
 */
export interface DefaultJourneyInput extends JourneyInput {
  skipQuestions?: boolean
  /** The birth date the journey before asked (income protection): the personal details start with it. */
  birthDate?: string | null
}

export interface DefaultJourneyContext extends JourneyInput {
  skipQuestions: boolean
  knownBirthDate: string | null
  /** The forms were left backwards (only when they skipped the questions). */
  wentBack: boolean
  companyMatches: CompanyMatch[]
  company: CompanyForm | null
  person: PersonForm | null
  foundAddress: FoundAddress | null
  /** The postal code and house number the last lookup was for (the address found belongs to them). */
  lookedUpFor: AddressQuery | null
  address: AddressForm | null
  formalities: Formality[]
  payment: PaymentForm | null
  outcome: Outcome | null
  /**
   * The purchase's request id, made once: a purchase sent again (a reload while it was under way, a
   * retry after a lost answer) gets the server's first answer instead of taking out nothing.
   */
  requestId: string | null
  /** What became of each product, as the server decided. */
  products: ProductOutcome[]
  failure: { code: string | null; reason: string | null } | null
}

/** What the purchase answers: the overall outcome and each product's. */
export interface PurchaseResult {
  outcome: Outcome
  products?: ProductOutcome[]
}
/** What the purchase takes: the forms the journey collected. */
export type PurchaseInput = Pick<
  DefaultJourneyContext,
  'flow' | 'items' | 'company' | 'person' | 'address' | 'formalities' | 'payment' | 'requestId'
>

export type DefaultJourneyEvent =
  | { type: 'user.searchCompany'; query: string }
  | { type: 'user.chooseCompany'; company: CompanyForm }
  | { type: 'user.enterCompanyManually' }
  | { type: 'user.submitCompany'; company: CompanyForm }
  | { type: 'user.submitPerson'; person: PersonForm }
  | { type: 'user.lookupAddress'; postal_code: string; house_number: string; house_number_addition?: string }
  | { type: 'user.submitAddress'; address: AddressForm }
  | { type: 'user.toggleFormality'; key: Formality }
  | { type: 'user.submitFormalities' }
  | { type: 'user.submitPayment'; payment: PaymentForm; requestId: string }
  | { type: 'user.back' }
  | { type: 'user.retry' }
  | { type: 'user.dropOut' }

const back = (target: string) => ({ 'user.back': target })

/**
 * The outcomes in which products are taken out. With `additional_information` nothing is yet: the
 * server issues no policy until the missing answers are there, so the group ends as not taken out.
 */
const INSURED: readonly Outcome[] = ['insured', 'partially_insured']
const isInsured = (outcome: Outcome | null) => outcome !== null && INSURED.includes(outcome)

/**
 * The default flow's checkout of one group (forms §3–§5, core §2 steps insurance / personalise /
 * checkout): the products' questions (the question flow runs as a child), the company (found by
 * chamber-of-commerce number or name, or typed in), personal details, the personal address (found by
 * postal code + house number), the formalities, then start date and IBAN; the purchase ends in one of
 * the completion outcomes the server decides.
 */
export const defaultJourneyMachine = setup({
  types: {
    input: {} as DefaultJourneyInput,
    context: {} as DefaultJourneyContext,
    events: {} as DefaultJourneyEvent,
    output: {} as JourneyOutput & { outcome: Outcome | null; wentBack: boolean },
    tags: {} as 'busy',
  },
  actors: {
    questionFlow: questionFlowMachine,
    lookupCompany: fromPromise<CompanyMatch[], { query: string }>(notProvided),
    lookupAddress: fromPromise<
      FoundAddress | null,
      { postal_code: string; house_number: string; house_number_addition?: string }
    >(notProvided),
    purchase: fromPromise<PurchaseResult, PurchaseInput>(notProvided),
    identityVerification: identityVerificationMachine,
  },
  guards: {
    skipsQuestions: ({ context }) => context.skipQuestions,
    asksQuestions: ({ context }) => !context.skipQuestions,
    foundAddress: ({ event }) => (event as { output?: FoundAddress | null }).output != null,
    allFormalitiesConfirmed: ({ context }) => FORMALITIES.every((key) => context.formalities.includes(key)),
    needsIdentity: ({ context }) =>
      context.items.some((item) => item.insurance_product.require_identity_verification),
    identityVerified: ({ event }) => (event as { output?: IdentityOutput }).output?.status === 'verified',
    identityRejected: ({ event }) => (event as { output?: IdentityOutput }).output?.status === 'rejected',
    isInsured: ({ event }) => isInsured((event as { output?: { outcome: Outcome } }).output?.outcome ?? null),
  },
  actions: {
    assignPurchase: assign(({ event }) => {
      const { outcome, products = [] } = (event as unknown as { output: PurchaseResult }).output
      return { outcome, products }
    }),
    recordFailure: assign({ failure: ({ event }) => failureOf((event as { error?: unknown }).error) }),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'defaultJourney',
  context: ({ input }) => ({
    ...input,
    skipQuestions: input.skipQuestions ?? false,
    knownBirthDate: input.birthDate ?? null,
    wentBack: false,
    companyMatches: [],
    company: null,
    person: null,
    foundAddress: null,
    lookedUpFor: null,
    address: null,
    formalities: [],
    payment: null,
    outcome: null,
    requestId: null,
    products: [],
    failure: null,
  }),
  initial: 'start',
  on: { 'user.dropOut': '.droppedOut' },
  states: {
    start: {
      description: 'The products’ questions first, unless the journey before asked its own.',
      always: [{ guard: 'skipsQuestions', target: 'company' }, { target: 'questions' }],
    },
    questions: {
      description: 'The products’ questions, one at a time; the prices in the cart follow the answers.',
      meta: { route: '/checkout', step: 'personalise' },
      invoke: {
        id: 'questions',
        src: 'questionFlow',
        input: ({ context }) => ({
          productIds: context.items.map((item) => item.insurance_product.id),
          priceMode: context.mode === 'calculator',
        }),
        onDone: 'company',
      },
    },
    company: {
      description: 'The company: found by chamber-of-commerce number or name, or entered by hand.',
      meta: { route: '/checkout', step: 'personalise' },
      initial: 'searching',
      states: {
        searching: {
          on: {
            'user.searchCompany': 'lookingUp',
            'user.enterCompanyManually': 'manual',
            'user.chooseCompany': {
              target: '#defaultJourney.person',
              actions: assign({ company: ({ event }) => event.company }),
            },
          },
        },
        lookingUp: {
          tags: ['busy'],
          invoke: {
            id: 'lookupCompany',
            src: 'lookupCompany',
            input: ({ event }) => ({ query: (event as { query: string }).query }),
            onDone: {
              target: 'searching',
              actions: assign({ companyMatches: ({ event }) => event.output, failure: null }),
            },
            // "We cannot verify your company details. Please enter manually."
            onError: { target: 'manual', actions: 'recordFailure' },
          },
          // A new search cancels the one under way.
          on: { 'user.searchCompany': { target: 'lookingUp', reenter: true } },
        },
        manual: {
          description: 'The company typed in by hand.',
          on: {
            'user.submitCompany': {
              target: '#defaultJourney.person',
              actions: assign({ company: ({ event }) => event.company, failure: null }),
            },
            'user.searchCompany': 'lookingUp',
          },
        },
      },
      // Without its own questions, back leaves the forms for the journey before (income protection's premium).
      on: { 'user.back': [{ guard: 'asksQuestions', target: 'questions' }, { target: 'wentBack' }] },
    },
    person: {
      description: 'Personal details: name, birth date (18 to 58), phone and e-mail.',
      meta: { route: '/checkout', step: 'personalise' },
      on: {
        'user.submitPerson': { target: 'address', actions: assign({ person: ({ event }) => event.person }) },
        ...back('company'),
      },
    },
    address: {
      description: 'The personal address, found by postal code and house number.',
      meta: { route: '/checkout', step: 'personalise' },
      initial: 'entering',
      states: {
        entering: {
          on: {
            'user.lookupAddress': 'lookingUp',
            'user.submitAddress': {
              target: '#defaultJourney.formalities',
              actions: assign({ address: ({ event }) => event.address }),
            },
          },
        },
        lookingUp: {
          tags: ['busy'],
          entry: assign({
            lookedUpFor: ({ event }) => {
              const { postal_code, house_number, house_number_addition } = event as AddressQuery
              return {
                postal_code,
                house_number,
                ...(house_number_addition ? { house_number_addition } : {}),
              }
            },
          }),
          invoke: {
            id: 'lookupAddress',
            src: 'lookupAddress',
            input: ({ event }) => {
              const { postal_code, house_number, house_number_addition } = event as Extract<
                DefaultJourneyEvent,
                { type: 'user.lookupAddress' }
              >
              return {
                postal_code,
                house_number,
                ...(house_number_addition ? { house_number_addition } : {}),
              }
            },
            onDone: [
              {
                guard: 'foundAddress',
                target: 'entering',
                actions: assign({ foundAddress: ({ event }) => event.output, failure: null }),
              },
              {
                target: 'entering',
                actions: assign({ foundAddress: null, failure: { code: null, reason: 'address_not_found' } }),
              },
            ],
            onError: { target: 'entering', actions: ['recordFailure', assign({ foundAddress: null })] },
          },
          // A changed postal code or house number cancels the lookup under way (forms §7).
          on: { 'user.lookupAddress': { target: 'lookingUp', reenter: true } },
        },
      },
      on: back('person'),
    },
    formalities: {
      description: 'The seven confirmations of forms §5, each ticked by the user.',
      meta: { route: '/checkout', step: 'checkout' },
      on: {
        'user.toggleFormality': {
          actions: assign({
            formalities: ({ context, event }) =>
              context.formalities.includes(event.key)
                ? context.formalities.filter((key) => key !== event.key)
                : [...context.formalities, event.key],
          }),
        },
        'user.submitFormalities': { guard: 'allFormalitiesConfirmed', target: 'payment' },
        ...back('address'),
      },
    },
    payment: {
      description: 'Start date (today, or tomorrow under a flag, to a month ahead), IBAN and consent.',
      meta: { route: '/checkout', step: 'checkout' },
      on: {
        'user.submitPayment': {
          target: 'afterPayment',
          actions: assign({
            payment: ({ event }) => event.payment,
            requestId: ({ context, event }) => context.requestId ?? event.requestId,
          }),
        },
        ...back('formalities'),
      },
    },
    afterPayment: {
      always: [{ guard: 'needsIdentity', target: 'identity' }, { target: 'purchasing' }],
    },
    identity: {
      description:
        'A product that requires it: the customer’s identity is verified (document and selfie) before the purchase.',
      invoke: {
        id: 'identity',
        src: 'identityVerification',
        input: ({ context }) => ({ items: context.items, startDate: context.payment!.start_date }),
        onDone: [
          { guard: 'identityVerified', target: 'purchasing' },
          // The provider refused: the products cannot be taken out now; someone will be in touch.
          {
            guard: 'identityRejected',
            target: 'droppedOut',
            actions: assign({
              outcome: 'soft_drop_out',
              products: ({ context }) =>
                context.items.map((item) => ({
                  product: item.insurance_product.id,
                  product_name: item.insurance_product.name,
                  outcome: 'soft_drop_out' as const,
                  policy_number: null,
                })),
            }),
          },
          {
            target: 'identityFailed',
            actions: assign({
              failure: ({ event }) => (event.output as IdentityOutput).failure,
            }),
          },
        ],
      },
      on: back('payment'),
    },
    identityFailed: {
      description: 'The verification could not be requested: the failure page, with a warning toast.',
      meta: { route: '/checkout/failure', step: 'checkout' },
      on: { 'user.retry': { target: 'identity', actions: 'clearFailure' }, ...back('payment') },
    },
    purchasing: {
      description: 'The server takes the products out and decides the outcome from the answers.',
      tags: ['busy'],
      invoke: {
        id: 'purchase',
        src: 'purchase',
        input: ({ context: { flow, items, company, person, address, formalities, payment, requestId } }) => ({
          requestId,
          flow,
          items,
          company,
          person,
          address,
          formalities,
          payment,
        }),
        onDone: [
          { guard: 'isInsured', target: 'done', actions: 'assignPurchase' },
          { target: 'droppedOut', actions: 'assignPurchase' },
        ],
        onError: { target: 'purchaseFailed', actions: 'recordFailure' },
      },
    },
    purchaseFailed: {
      description: 'Taking the products out failed; the user may try again.',
      meta: { route: '/checkout', step: 'checkout' },
      on: { 'user.retry': { target: 'purchasing', actions: 'clearFailure' }, ...back('payment') },
    },
    done: { type: 'final' },
    droppedOut: { type: 'final' },
    wentBack: {
      type: 'final',
      description: 'Back to the journey before the forms.',
      entry: assign({ wentBack: true }),
    },
  },
  output: ({ context }) => ({
    status: isInsured(context.outcome) ? 'done' : 'dropOut',
    outcome: context.outcome,
    products: context.products,
    wentBack: context.wentBack,
  }),
})
