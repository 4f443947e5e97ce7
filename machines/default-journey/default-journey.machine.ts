import { assign, setup } from 'xstate'
import type { CartItem } from '../../api/contract/cart'
import type { Outcome } from '../../api/contract/checkout-forms'
import { deviceQuoteMachine, type DeviceQuoteOutput } from '../device/device-quote.machine'
import { formsMachine, type FormsOutput } from '../forms/forms.machine'
import { formsAre, isInsured } from '../forms/forms.rules'
import { endedAs, type JourneyInput, type JourneyOutput, type ProductOutcome } from '../journey-protocol'
import { questionFlowMachine } from '../question-flow.machine'

export interface DefaultJourneyContext extends JourneyInput {
  /** What the purchase decided, once the forms ended. */
  outcome: Outcome | null
  products: ProductOutcome[]
  /** The first invoice of the purchase, once the forms took something out. */
  invoiceId: number | null
}

export type DefaultJourneyEvent = { type: 'user.dropOut' }

/** The group's device insurance item: it has its own step (the device quote) instead of questions. */
export const deviceItemOf = (items: readonly CartItem[]) =>
  items.find((item) => item.insurance_product.type === 'device')

/**
 * The default flow's checkout of one group (forms §3–§5, core §2 steps insurance / personalise /
 * checkout): the products' questions (the question flow runs as a child), then, with device insurance
 * in the group, its device quote (a child, in place of the device's questions), then the shared checkout
 * forms and purchase (the forms run as a child); Back on the first form returns to the step before.
 */
export const defaultJourneyMachine = setup({
  types: {
    input: {} as JourneyInput,
    context: {} as DefaultJourneyContext,
    events: {} as DefaultJourneyEvent,
    output: {} as JourneyOutput,
    children: {} as { questions: 'questionFlow'; device: 'deviceQuote'; forms: 'forms' },
  },
  actors: { questionFlow: questionFlowMachine, deviceQuote: deviceQuoteMachine, forms: formsMachine },
  guards: {
    formsAre,
    hasDevice: ({ context }) => deviceItemOf(context.items) !== undefined,
    deviceWentBack: (_, output: DeviceQuoteOutput) => output.status === 'back',
    /** Back from the first form returns to the device step, when the group has one. */
    backToDevice: ({ context }, output: FormsOutput) =>
      output.status === 'back' && deviceItemOf(context.items) !== undefined,
  },
  actions: {
    assignForms: assign((_, { outcome, products, invoiceId }: FormsOutput) => ({
      outcome,
      products,
      invoiceId,
    })),
    /** The customer skipped the group: none of its products is taken out; they stay in the cart. */
    markSkipped: assign({
      outcome: null,
      invoiceId: null,
      products: ({ context }) => endedAs(context.items, 'skipped'),
    }),
  },
}).createMachine({
  id: 'defaultJourney',
  context: ({ input }) => ({ ...input, outcome: null, products: [], invoiceId: null }),
  initial: 'questions',
  // Skipping the group (confirmed on screen): from the questions, or from a form (the forms' own skip
  // ends them as a drop-out with the products skipped).
  on: { 'user.dropOut': { target: '.droppedOut', actions: 'markSkipped' } },
  states: {
    questions: {
      description: 'The products’ questions, one at a time; the prices in the cart follow the answers.',
      meta: { route: '/checkout', step: 'personalise' },
      invoke: {
        id: 'questions',
        src: 'questionFlow',
        input: ({ context }) => ({
          // A device is asked by its own form (the device step), not by questions.
          productIds: context.items
            .filter((item) => item !== deviceItemOf(context.items))
            .map((item) => item.insurance_product.id),
          priceMode: context.mode === 'calculator',
        }),
        onDone: [{ guard: 'hasDevice', target: 'device' }, { target: 'forms' }],
      },
    },
    device: {
      description: 'The device quote: device, price, IMEI or serial number, claim amounts and end date.',
      meta: { route: '/checkout', step: 'personalise' },
      invoke: {
        id: 'device',
        src: 'deviceQuote',
        input: ({ context }) => ({
          cartItem: deviceItemOf(context.items)!.id,
          // Back goes to the questions of the group's other products, when there are any.
          canGoBack: context.items.some((item) => item !== deviceItemOf(context.items)),
        }),
        onDone: [
          {
            guard: { type: 'deviceWentBack', params: ({ event }) => event.output },
            target: 'questions',
          },
          { target: 'forms' },
        ],
      },
    },
    forms: {
      description: 'Company, personal details, address, formalities, start date and IBAN, and the purchase.',
      invoke: {
        id: 'forms',
        src: 'forms',
        input: ({ context: { flow, items, entryDate, mode } }) => ({ flow, items, entryDate, mode }),
        onDone: [
          {
            guard: { type: 'backToDevice', params: ({ event }) => event.output },
            target: 'device',
          },
          {
            guard: { type: 'formsAre', params: ({ event }) => ({ output: event.output, status: 'back' }) },
            target: 'questions',
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
    done: { type: 'final', description: 'Something was taken out.' },
    droppedOut: { type: 'final', description: 'Nothing was taken out, or the customer stopped.' },
  },
  output: ({ context }) => ({
    status: isInsured(context.outcome) ? 'done' : 'dropOut',
    outcome: context.outcome,
    products: context.products,
    invoiceId: context.invoiceId,
  }),
})

export type DefaultJourneyMachine = typeof defaultJourneyMachine
