import { GROUP_COMBINATIONS } from '../checkout/checkout.journey'
import type { FormsOutput } from '../forms/forms.machine'
import { defineJourney, doneEvent, outcomeOf } from '../graph/journey'
import { defaultJourneyMachine, type DefaultJourneyEvent } from './default-journey.machine'

const done = (id: string, output?: unknown) => doneEvent<DefaultJourneyEvent>(id, output)

const words: Record<string, string> = {
  'user.dropOut': 'The user stops with this group',
  'xstate.done.actor.questions': 'Every question is answered',
}
const FORMS_ENDED: Record<string, string> = {
  done: 'The forms end with something taken out',
  dropOut: 'The forms end with nothing taken out',
  back: 'The user goes back from the first form to the questions',
}

export const defaultJourneyJourney = defineJourney({
  id: 'defaultJourney',
  title: 'Default flow: questions, then the forms and purchase',
  description:
    'For the normal group: the products’ questions, then the shared checkout forms and purchase; Back on the first form returns to the questions.',
  machine: defaultJourneyMachine,
  inputs: [{ flow: 'normal', items: GROUP_COMBINATIONS[8]!, entryDate: '2026-11-22', mode: 'default' }],
  events: [
    done('questions', { answers: {} }),
    done('forms', { status: 'done', outcome: 'insured', products: [], invoiceId: 1 }),
    done('forms', { status: 'dropOut', outcome: 'hard_drop_out', products: [], invoiceId: null }),
    done('forms', { status: 'back', outcome: null, products: [], invoiceId: null }),
    { type: 'user.dropOut' },
  ],
  contextKey: (s) => [s.context.outcome],
  limit: 1_000,
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.forms')
      return FORMS_ENDED[(outcomeOf(event).output as FormsOutput).status]
    return words[event.type]
  },
  children: { questionFlow: 'questionFlow', forms: 'forms' },
})
