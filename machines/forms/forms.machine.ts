import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { formalitiesOf } from '../../api/contract/checkout-forms'
import { asFailure, failureOf, Reason, type Failure } from '../../api/contract/failure'
import { identityVerificationMachine, type IdentityOutput } from '../identity-verification.machine'
import { endedAs, recordError } from '../journey-protocol'
import { notProvided } from '../not-provided'
import { addressQueryOf, emptyForms, isInsured } from './forms.rules'
import type {
  AddressQuery,
  CompanyMatch,
  FormsContext,
  FormsEvent,
  FormsInput,
  FormsOutput,
  FoundAddress,
  PurchaseInput,
  PurchaseResult,
} from './forms.types'

export type * from './forms.types'

const back = (target: string) => ({ 'user.back': target })
/** The done event of the final state `back` (XState names it after the state's id). */
const BACK_DONE = 'xstate.done.state.forms.back'

/**
 * The checkout forms every group journey shares (forms §3–§5, core §2 steps personalise / checkout):
 * the company (found by chamber-of-commerce number or name, or typed in), personal details, the
 * personal address (found by postal code + house number), the formalities, then start date and IBAN,
 * the identity check when a product requires it, and the purchase, which ends in one of the
 * completion outcomes the server decides. The default and income-protection journeys run it as a child.
 */
export const formsMachine = setup({
  types: {
    input: {} as FormsInput,
    context: {} as FormsContext,
    events: {} as FormsEvent,
    output: {} as FormsOutput,
    /** A failure the customer is told of (a closable toast) on the page it leads to. */
    emitted: {} as { type: 'failure'; failure: Failure },
    children: {} as { identity: 'identityVerification' },
    tags: {} as 'busy',
  },
  actors: {
    lookupCompany: fromPromise<CompanyMatch[], { query: string }>(notProvided),
    lookupAddress: fromPromise<FoundAddress | null, AddressQuery>(notProvided),
    purchase: fromPromise<PurchaseResult, PurchaseInput>(notProvided),
    saveStartDate: fromPromise<void, { startDate: string }>(notProvided),
    identityVerification: identityVerificationMachine,
  },
  guards: {
    isFound: (_, address: FoundAddress | null) => address !== null,
    /** The address step submits only the address the lookup found (forms §5: looked up). */
    hasFoundAddress: ({ context }) => context.foundAddress !== null,
    /** The company chosen is one of the matches the register answered (the list the step shows). */
    isMatch: ({ context, event }) =>
      event.type === 'user.chooseCompany' &&
      context.companyMatches.some(
        (match) => match.chamber_of_commerce_number === event.company.chamber_of_commerce_number,
      ),
    allFormalitiesConfirmed: ({ context }) =>
      formalitiesOf(context.flow === 'car').every((key) => context.formalities.includes(key)),
    needsIdentity: ({ context }) =>
      context.items.some((item) => item.insurance_product.require_identity_verification),
    identityIs: (_, { output, status }: { output: IdentityOutput; status: IdentityOutput['status'] }) =>
      output.status === status,
    isInsured: (_, result: PurchaseResult) => isInsured(result.outcome),
    /** Consumers (the home group) have no company: their forms start at the personal details. */
    isConsumer: ({ context }) => context.flow === 'consumer',
  },
  actions: {
    assignPurchase: assign((_, { outcome, products = [], invoiceId = null }: PurchaseResult) => ({
      outcome,
      products,
      invoiceId,
    })),
    recordFailure: assign({ failure: (_, failure: Failure) => failure }),
    clearFailure: assign({ failure: null }),
    tellFailure: emit(({ context }) => ({ type: 'failure' as const, failure: context.failure! })),
    /** Analytics: the address is given (`add_shipping_info`, core §7); given by the provider. */
    trackShippingInfo: () => {},
  },
}).createMachine({
  id: 'forms',
  context: ({ input }) => emptyForms(input),
  initial: 'start',
  // The customer skips the group (confirmed on screen): nothing is taken out; the products stay in the cart.
  on: {
    'user.dropOut': {
      target: '.droppedOut',
      actions: assign({ outcome: null, products: ({ context }) => endedAs(context.items, 'skipped') }),
    },
  },
  states: {
    start: {
      always: [{ guard: 'isConsumer', target: 'person' }, { target: 'company' }],
    },
    company: {
      description: 'The company: found by chamber-of-commerce number or name, or entered by hand.',
      meta: { route: '/checkout', step: 'personalise', consumerStep: 'consumerUserInfo' },
      // Back from a later step: that step's failure is not the register's (the company step shows any).
      entry: 'clearFailure',
      initial: 'searching',
      states: {
        searching: {
          on: {
            'user.searchCompany': 'lookingUp',
            'user.enterCompanyManually': 'manual',
            'user.chooseCompany': {
              guard: 'isMatch',
              target: '#forms.person',
              actions: assign({ company: ({ event }) => event.company }),
            },
          },
        },
        lookingUp: {
          tags: ['busy'],
          invoke: {
            id: 'lookupCompany',
            src: 'lookupCompany',
            input: ({ event }) => {
              assertEvent(event, 'user.searchCompany')
              return { query: event.query }
            },
            onDone: {
              target: 'searching',
              actions: assign({ companyMatches: ({ event }) => event.output, failure: null }),
            },
            // "We cannot verify your company details. Please enter manually."
            onError: { target: 'manual', actions: recordError },
          },
          // A new search cancels the one under way.
          on: { 'user.searchCompany': { target: 'lookingUp', reenter: true } },
        },
        manual: {
          description: 'The company typed in by hand.',
          on: {
            'user.submitCompany': {
              target: '#forms.person',
              actions: assign({ company: ({ event }) => event.company, failure: null }),
            },
            'user.searchCompany': 'lookingUp',
          },
        },
      },
      // Back from the first form leaves the forms for the journey before (its questions, or the premium).
      on: back('back'),
    },
    person: {
      description: 'Personal details: name, birth date (18 to 58), phone and e-mail.',
      meta: {
        route: '/checkout',
        step: 'personalise',
        consumerStep: 'consumerUserInfo',
        rules: ['forms §5 E-mail', 'forms §5 Phone number', 'forms §5 Birth date'],
      },
      on: {
        'user.submitPerson': { target: 'address', actions: assign({ person: ({ event }) => event.person }) },
        // Back from the consumer's first form leaves the forms, as from the company.
        'user.back': [{ guard: 'isConsumer', target: 'back' }, { target: 'company' }],
      },
    },
    address: {
      description: 'The personal address, found by postal code and house number.',
      meta: {
        route: '/checkout',
        step: 'personalise',
        consumerStep: 'consumerUserInfo',
        rules: ['forms §5 Postal code', 'forms §5 Country (personal address)'],
      },
      initial: 'entering',
      states: {
        entering: {
          on: {
            'user.lookupAddress': 'lookingUp',
            'user.submitAddress': {
              guard: 'hasFoundAddress',
              target: '#forms.formalities',
              meta: { rules: ['forms §5 Address lookup'] },
              actions: [assign({ address: ({ event }) => event.address }), 'trackShippingInfo'],
            },
          },
        },
        lookingUp: {
          tags: ['busy'],
          entry: assign({
            lookedUpFor: ({ event }) => {
              assertEvent(event, 'user.lookupAddress')
              return addressQueryOf(event)
            },
          }),
          invoke: {
            id: 'lookupAddress',
            src: 'lookupAddress',
            input: ({ context }) => context.lookedUpFor!,
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => event.output },
                target: 'entering',
                actions: assign({ foundAddress: ({ event }) => event.output, failure: null }),
              },
              {
                target: 'entering',
                actions: assign({ foundAddress: null, failure: failureOf(Reason.addressNotFound) }),
                meta: { rules: ['forms §5 Address lookup'] },
              },
            ],
            onError: {
              target: 'entering',
              actions: [recordError, assign({ foundAddress: null })],
            },
          },
          // A changed postal code or house number cancels the lookup under way (forms §7).
          on: { 'user.lookupAddress': { target: 'lookingUp', reenter: true } },
        },
      },
      on: back('person'),
    },
    formalities: {
      description: 'The seven confirmations of forms §5 (the car flow’s two more), each ticked by the user.',
      meta: { route: '/checkout', step: 'checkout', consumerStep: 'consumerFormalities' },
      on: {
        'user.toggleFormality': {
          actions: assign({
            formalities: ({ context, event }) =>
              context.formalities.includes(event.key)
                ? context.formalities.filter((key) => key !== event.key)
                : [...context.formalities, event.key],
          }),
        },
        'user.submitFormalities': {
          guard: 'allFormalitiesConfirmed',
          target: 'payment',
          meta: { rules: ['forms §5 Formalities'] },
        },
        ...back('address'),
      },
    },
    payment: {
      description:
        'Start date (today, or tomorrow under a flag, to a month ahead; the cart’s to start with), IBAN and consent.',
      meta: {
        route: '/checkout',
        step: 'checkout',
        consumerStep: 'consumerPayment',
        rules: ['forms §5 Start date', 'forms §5 IBAN'],
      },
      // A failure of the steps after it (the purchase, the identity request) was told there.
      entry: 'clearFailure',
      initial: 'editing',
      states: {
        editing: {},
        savingStartDate: {
          description:
            'The start date chosen is saved for the checkout cart, so the cart shows the same day; a newer choice replaces this one.',
          invoke: {
            id: 'saveStartDate',
            src: 'saveStartDate',
            input: ({ context }) => ({ startDate: context.startDate! }),
            onDone: 'editing',
            onError: { target: 'editing', actions: recordError },
          },
        },
      },
      on: {
        'user.changeStartDate': {
          target: '.savingStartDate',
          reenter: true,
          actions: assign({ startDate: ({ event }) => event.startDate, failure: null }),
        },
        'user.submitPayment': {
          target: 'afterPayment',
          actions: assign({
            payment: ({ event }) => event.payment,
            requestId: ({ context, event }) => context.requestId ?? event.requestId,
            failure: null,
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
          {
            guard: {
              type: 'identityIs',
              params: ({ event }) => ({ output: event.output, status: 'verified' }),
            },
            target: 'purchasing',
          },
          // The provider refused the document or selfie: the customer is told why and may try another.
          {
            guard: {
              type: 'identityIs',
              params: ({ event }) => ({ output: event.output, status: 'rejected' }),
            },
            target: 'identityRefused',
            actions: assign({ identityError: ({ event }) => event.output.error }),
          },
          {
            target: 'identityFailed',
            actions: { type: 'recordFailure', params: ({ event }) => asFailure(event.output.failure) },
          },
        ],
      },
      on: back('payment'),
    },
    identityRefused: {
      description:
        'The provider refused the document or selfie: the page says why; the customer tries again with another document, or skips the group.',
      meta: { route: '/checkout/identity-verification', step: 'checkout', consumerStep: 'consumerPayment' },
      on: {
        'user.retry': { target: 'identity', actions: assign({ identityError: null }) },
        ...back('payment'),
      },
    },
    identityFailed: {
      description: 'The verification could not be requested: the failure page, with a warning toast.',
      meta: { route: '/checkout/failure', step: 'checkout', consumerStep: 'consumerPayment' },
      entry: 'tellFailure',
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
          {
            guard: { type: 'isInsured', params: ({ event }) => event.output },
            target: 'done',
            actions: { type: 'assignPurchase', params: ({ event }) => event.output },
          },
          { target: 'droppedOut', actions: { type: 'assignPurchase', params: ({ event }) => event.output } },
        ],
        onError: { target: 'purchaseFailed', actions: recordError },
      },
    },
    purchaseFailed: {
      description: 'Taking the products out failed; the user may try again.',
      meta: { route: '/checkout', step: 'checkout', consumerStep: 'consumerPayment' },
      on: { 'user.retry': { target: 'purchasing', actions: 'clearFailure' }, ...back('payment') },
    },
    done: { type: 'final' },
    droppedOut: { type: 'final' },
    back: { type: 'final', description: 'Back to the journey before the forms.' },
  },
  // The machine's output reads which final state ended it from that state's done event.
  output: ({ context, event }) => ({
    status: event.type === BACK_DONE ? 'back' : isInsured(context.outcome) ? 'done' : 'dropOut',
    outcome: context.outcome,
    products: context.products,
    invoiceId: context.invoiceId,
  }),
})

export type FormsMachine = typeof formsMachine
