import type { CartItem } from '../../api/contract/cart'
import { GROUP_COMBINATIONS, ONE_OF_EACH } from '../checkout/checkout.journey'
import { SAMPLE_DEVICE_QUOTE } from '../device/device-quote.journey'
import type { FormsOutput } from '../forms/forms.machine'
import { defineJourney, doneEvent, outcomeOf } from '../graph/journey'
import { defaultJourneyMachine, type DefaultJourneyEvent } from './default-journey.machine'

const done = (id: string, output?: unknown) => doneEvent<DefaultJourneyEvent>(id, output)

const words: Record<string, string> = {
  'user.dropOut': 'The user stops with this group',
  'xstate.done.actor.questions': 'Every question is answered',
}
const DEVICE_ENDED: Record<string, string> = {
  done: 'The device quote is stored and priced',
  back: 'The user goes back from the device quote to the questions',
}

/** A business liability beside the device: the group then has questions before the device step. */
const LIABILITY = {
  id: 5,
  insurance_product: {
    id: 5,
    type: 'business_liability',
    name: 'Bedrijfsaansprakelijkheidsverzekering',
    price: '20.00',
  },
  list_items: [],
} as unknown as CartItem
const FORMS_ENDED: Record<string, string> = {
  done: 'The forms end with something taken out',
  dropOut: 'The forms end with nothing taken out',
  back: 'The user goes back from the first form to the questions',
}

export const defaultJourneyJourney = defineJourney({
  id: 'defaultJourney',
  title: 'Default flow: questions, then the forms and purchase',
  description:
    'For the normal group: the products’ questions, then with device insurance its device quote, then the shared checkout forms and purchase; Back on the first form returns to the device quote, else the questions.',
  machine: defaultJourneyMachine,
  inputs: [
    // A device alone, a device beside another product, and a group without a device.
    { flow: 'normal', items: GROUP_COMBINATIONS[8]!, entryDate: '2026-11-22', mode: 'default' },
    { flow: 'normal', items: [LIABILITY, ONE_OF_EACH.normal], entryDate: '2026-11-22', mode: 'default' },
    { flow: 'normal', items: [LIABILITY], entryDate: '2026-11-22', mode: 'default' },
  ],
  events: [
    done('questions', { answers: {} }),
    done('device', { status: 'done', quote: SAMPLE_DEVICE_QUOTE }),
    done('device', { status: 'back', quote: null }),
    done('forms', { status: 'done', outcome: 'insured', products: [], invoiceId: 1 }),
    done('forms', { status: 'dropOut', outcome: 'hard_drop_out', products: [], invoiceId: null }),
    done('forms', { status: 'back', outcome: null, products: [], invoiceId: null }),
    { type: 'user.dropOut' },
  ],
  contextKey: (s) => [s.context.outcome, s.context.items.length],
  limit: 1_000,
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.forms')
      return FORMS_ENDED[(outcomeOf(event).output as FormsOutput).status]
    if (event.type === 'xstate.done.actor.device')
      return DEVICE_ENDED[(outcomeOf(event).output as { status: string }).status]
    return words[event.type]
  },
  children: { questionFlow: 'questionFlow', deviceQuote: 'deviceQuote', forms: 'forms' },
})
