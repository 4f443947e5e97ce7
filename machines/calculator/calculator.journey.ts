import type { CartItem } from '../../api/contract/cart'
import { failureOf } from '../../api/contract/failure'
import { defineJourney, doneEvent, errorEvent } from '../graph/journey'
import { calculatorMachine, type CalculatorEvent } from './calculator.machine'

const done = (id: string, output?: unknown) => doneEvent<CalculatorEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<CalculatorEvent>(id, error)
const item = (id: number, type: string, name: string) =>
  ({ id, insurance_product: { id, type, name, price: '20.00' }, list_items: [] }) as unknown as CartItem

const words: Record<string, string> = {
  'user.mailSummary': 'The user mails the summary to their own address',
  'user.recalculate': 'The user changes an answer (back to the questions)',
  'user.takeOut': 'The user takes the products out in the default funnel',
  'user.leave': 'The user goes back to the products',
  'xstate.done.actor.questions': 'Every price question is answered',
  'xstate.done.actor.mailSummary': 'The summary is mailed',
  'xstate.error.actor.mailSummary': 'Mailing the summary fails',
}

export const calculatorJourney = defineJourney({
  id: 'calculator',
  title: 'Premium calculator: calculate, then the result',
  description:
    'Calculator mode: the price questions of the cart’s products with the premium following every answer, then a summary per product to print or mail, and a way to take the products out in the default funnel. Nothing is bought here.',
  machine: calculatorMachine,
  inputs: [
    // Two question-priced products, and one beside a device (priced by its own quote).
    {
      items: [
        item(5, 'business_liability', 'Bedrijfsaansprakelijkheidsverzekering'),
        item(6, 'professional_liability', 'Beroepsaansprakelijkheidsverzekering'),
      ],
    },
    {
      items: [
        item(5, 'business_liability', 'Bedrijfsaansprakelijkheidsverzekering'),
        item(4, 'device', 'Elektronicaverzekering'),
      ],
    },
  ],
  events: [
    done('questions', { answers: {} }),
    { type: 'user.mailSummary' },
    done('mailSummary'),
    fail('mailSummary', failureOf(null, true)),
    { type: 'user.recalculate' },
    { type: 'user.takeOut' },
    { type: 'user.leave' },
  ],
  contextKey: (s) => [s.context.items.length, s.context.failure !== null, s.context.ending],
  limit: 1_000,
  describeEvent: (event) => words[event.type],
  children: { questionFlow: 'questionFlow' },
})
