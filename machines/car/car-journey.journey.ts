import type { CarQuote, CarQuoteForm } from '../../api/contract/car'
import { CAR_REFUSAL_CODES, type CarRefusalCode } from '../../api/contract/refusals'
import { ONE_OF_EACH } from '../checkout/checkout.journey'
import type { FormsOutput } from '../forms/forms.machine'
import { defineJourney, doneEvent, errorEvent, outcomeOf } from '../graph/journey'
import {
  carJourneyMachine,
  type CarJourneyEvent,
  type ChoiceResult,
  type QuoteResult,
} from './car-journey.machine'

const done = (id: string, output?: unknown) => doneEvent<CarJourneyEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<CarJourneyEvent>(id, error)

const FORM: CarQuoteForm = {
  license_plate: 'GZ123B',
  km_per_year: '10k_to_20k',
  claim_free_years: 5,
  birth_date: '1986-05-04',
  main_driver_birth_date: null,
  postcode: '1016 GV',
  house_number: '263',
  house_number_addition: '',
  have_address_looked_up: true,
}
const price = (cents: number) => ({ price_cents: cents, price: (cents / 100).toFixed(2) })
export const SAMPLE_QUOTE: CarQuote = {
  cart_item: 1,
  vehicle: {
    license_plate: 'GZ123B',
    kind: 'passenger_car',
    make: 'VOLKSWAGEN',
    model: 'GOLF',
    first_admission: '2019-03-14',
    catalogue_value_cents: 3_195_000,
    mass_kg: 1_215,
    power_kw: 85,
    fuel: 'Benzine',
  },
  region: 'urban',
  options: [
    { cover: 'wa', ...price(3_500) },
    { cover: 'wa_limited', ...price(4_400) },
    { cover: 'allrisk', ...price(7_100) },
  ],
  extras: [{ id: 'breakdown_assistance', ...price(545) }],
  chosen: null,
}

const quoted: QuoteResult = { status: 'quoted', quote: SAMPLE_QUOTE }
const chosen: ChoiceResult = {
  status: 'chosen',
  quote: { ...SAMPLE_QUOTE, chosen: { cover: 'wa', breakdown_assistance: false, ...price(3_500) } },
}

const words: Record<string, string> = {
  'user.submitQuote': 'The customer sends the quote form (a Golf, 5 claim-free years)',
  'user.choose': 'The customer chooses WA without breakdown assistance',
  'user.back': 'The customer goes back a step',
  'user.retry': 'The customer tries again',
  'user.change': 'The customer changes the details after a refusal',
  'user.leave': 'The customer goes back to the overview after a refusal',
  'user.dropOut': 'The customer stops with this group',
  'xstate.error.actor.requestQuote': 'The quote cannot be asked (network or register down)',
  'xstate.error.actor.chooseCover': 'The choice cannot be stored',
  'xstate.error.actor.forms': 'The forms stop unexpectedly',
}

/** The cover choice refuses with these two codes; the quote with the others. */
const CHOICE_CODES: CarRefusalCode[] = ['UWM12', 'UWM15']
const QUOTE_CODES = CAR_REFUSAL_CODES.filter((code) => !CHOICE_CODES.includes(code))

export const carJourneyJourney = defineJourney({
  id: 'carJourney',
  title: 'Car: quote by licence plate, cover, forms and purchase',
  description:
    'For the car group: the quote form (plate, kilometres, claim-free years, birth date, address), the quote with the vehicle and a premium per cover, the cover chosen, then the shared forms with the car formalities and the purchase. The insurer may refuse the quote or the choice (forms §8): back to the overview, or change the details.',
  machine: carJourneyMachine,
  inputs: [{ flow: 'car', items: [ONE_OF_EACH.car], entryDate: '2026-11-22', mode: 'default' }],
  events: [
    { type: 'user.submitQuote', form: FORM },
    done('requestQuote', quoted),
    // Every refusal code of forms §8 (the quote's; the choice's two below): each has a path of its own.
    ...QUOTE_CODES.map((code) => done('requestQuote', { status: 'refused', code } satisfies QuoteResult)),
    done('requestQuote', {
      status: 'invalid',
      fieldErrors: { license_plate: ['vehicleNotFound'] },
    } satisfies QuoteResult),
    fail('requestQuote', { code: null, reason: 'lookup_unavailable', retryable: true }),
    { type: 'user.choose', choice: { cover: 'wa', breakdownAssistance: false } },
    done('chooseCover', chosen),
    ...CHOICE_CODES.map((code) => done('chooseCover', { status: 'refused', code } satisfies ChoiceResult)),
    fail('chooseCover', { code: null, reason: null, retryable: true }),
    done('forms', { status: 'done', outcome: 'insured', products: [], invoiceId: 1 }),
    done('forms', { status: 'dropOut', outcome: 'additional_information', products: [], invoiceId: null }),
    done('forms', { status: 'back', outcome: null, products: [], invoiceId: null }),
    fail('forms', { code: null, reason: null, retryable: false }),
    { type: 'user.back' },
    { type: 'user.retry' },
    { type: 'user.change' },
    { type: 'user.leave' },
    { type: 'user.dropOut' },
  ],
  contextKey: (s) => [s.context.outcome, s.context.refusedAt, s.context.failure !== null, s.context.left],
  limit: 5_000,
  describeEvent: (event) => {
    const e = { type: event.type, ...outcomeOf(event) }
    if (e.type === 'xstate.done.actor.requestQuote') {
      const result = e.output as QuoteResult
      if (result.status === 'refused') return `The insurer refuses the quote (${result.code})`
      if (result.status === 'invalid') return 'The register does not know the plate'
      return 'The server quotes a premium per cover'
    }
    if (e.type === 'xstate.done.actor.chooseCover') {
      const result = e.output as ChoiceResult
      return result.status === 'refused'
        ? `The insurer refuses the cover chosen (${result.code})`
        : 'The cart item is priced with the cover chosen'
    }
    if (e.type === 'xstate.done.actor.forms') {
      const { status, outcome } = e.output as FormsOutput
      if (status === 'back') return 'The customer goes back from the first form to the quote'
      return status === 'done'
        ? 'The purchase insures the car'
        : `The forms end without cover (${outcome ?? 'skipped'})`
    }
    return words[e.type]
  },
  sensitive: ['form'],
  children: { forms: 'forms' },
})
