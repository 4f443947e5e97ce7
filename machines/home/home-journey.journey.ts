import type { CartItem } from '../../api/contract/cart'
import type { HomeQuote } from '../../api/contract/home'
import type { Question } from '../../api/contract/questions'
import { ONE_OF_EACH } from '../checkout/checkout.journey'
import type { FormsOutput } from '../forms/forms.machine'
import { defineJourney, doneEvent, errorEvent, outcomeOf } from '../graph/journey'
import { homeJourneyMachine, type HomeJourneyEvent, type QuoteResult } from './home-journey.machine'

const done = (id: string, output?: unknown) => doneEvent<HomeJourneyEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<HomeJourneyEvent>(id, error)

const item = (id: number, type: string, name: string) =>
  ({ id, insurance_product: { id, type, name, price: '5.45' }, list_items: [] }) as unknown as CartItem
/** Contents (from the checkout's cases) and liability in the cart; buildings offered along. */
export const HOME_ITEMS: CartItem[] = [
  ONE_OF_EACH.consumer,
  item(6, 'allianz_liability', 'Aansprakelijkheid'),
]
const BUILDING = item(7, 'allianz_building', 'Opstalverzekering')

const option = (id: number, key: string) => ({
  id,
  key,
  text: key,
  consequence: key === 'no' ? ('reject' as const) : ('none' as const),
  price_factor: '1.00',
  explanation_required: false,
})
/** The home form's question of the contents insurance, not answered yet. */
export const SAMPLE_QUESTIONS: Question[] = [
  {
    id: 21,
    product: 2,
    group: 'normal',
    type: 'single',
    key: 'allianz_house_conformity',
    text: 'Is je woning een gewoon stenen huis?',
    help: null,
    options: [option(31, 'yes'), option(32, 'no')],
    order: 1,
    user_answer: null,
    user_answer_detail: null,
  },
]
export const SAMPLE_QUOTE: HomeQuote = {
  product: 2,
  coverages: {
    options: [
      { id: 'excess_0', name: 'Geen eigen risico', price: '12.65' },
      { id: 'excess_100', name: 'Eigen risico € 100', price: '11.50' },
    ],
  },
  extra_coverages: [{ id: 41, name: 'Buitenshuisdekking', price: '1.15' }],
  allianz_consumer: { house_conformity: 'yes', home_ownership: null, family_composition: null },
  clause: 'AZ-INBOEDEL-2026',
  cross_sell_products: [{ id: 7, name: 'Opstalverzekering', type: 'allianz_building', price: null }],
}
const quoted: QuoteResult = { quote: SAMPLE_QUOTE }
const refused: QuoteResult = { refusal: 'AZH01' }

const words: Record<string, string> = {
  'user.submitAnswers': 'The user answers the home form',
  'user.chooseCoverage': 'The user chooses another coverage',
  'user.toggleExtra': 'The user adds or removes the extra coverage',
  'user.addCrossSell': 'The user adds the buildings insurance offered',
  'user.changeAnswers': 'The user goes back to change the answers',
  'user.continue': 'The user goes on to take the quotes out',
  'user.backToOverview': 'The user goes back to the overview',
  'user.retry': 'The user tries again',
  'user.dropOut': 'The user stops with this group',
  'xstate.done.actor.loadQuestions': 'The home questions are loaded',
  'xstate.error.actor.loadQuestions': 'The questions cannot be loaded',
  'xstate.done.actor.saveAnswers': 'The answers are saved',
  'xstate.error.actor.saveAnswers': 'The answers cannot be saved',
  'xstate.error.actor.quote': 'The quote cannot be requested',
  'xstate.done.actor.acceptQuotes': 'The coverages chosen are accepted',
  'xstate.error.actor.acceptQuotes': 'The coverages cannot be accepted',
  'xstate.done.actor.addProduct': 'The buildings insurance is added to the cart',
  'xstate.error.actor.addProduct': 'The product cannot be added',
}
const FORMS_ENDED: Record<string, string> = {
  done: 'The forms end with something taken out',
  dropOut: 'The forms end with nothing taken out',
  back: 'The user goes back from the first form to the quotes',
}

export const homeJourneyJourney = defineJourney({
  id: 'homeJourney',
  title: 'Home insurance: home form, quotes, then the forms and purchase',
  description:
    'For the consumer group (buildings, contents, liability): the home form, each product quoted (or refused with its code), a coverage and extra coverages per product, another home product offered, then the shared forms without a company.',
  machine: homeJourneyMachine,
  inputs: [{ flow: 'consumer', items: HOME_ITEMS, entryDate: '2026-11-22', mode: 'default' }],
  events: [
    done('loadQuestions', SAMPLE_QUESTIONS),
    fail('loadQuestions', { code: '35011', reason: null }),
    { type: 'user.submitAnswers', values: { allianz_house_conformity: 'yes' } },
    done('saveAnswers', []),
    fail('saveAnswers', { code: '35009', reason: null }),
    done('quote', quoted),
    done('quote', refused),
    fail('quote', { code: '35011', reason: null }),
    { type: 'user.chooseCoverage', product: 2, coverage: 'excess_0' },
    { type: 'user.toggleExtra', product: 2, extra: 41 },
    { type: 'user.addCrossSell', product: 7 },
    done('addProduct', BUILDING),
    fail('addProduct', { code: '35011', reason: null }),
    { type: 'user.changeAnswers' },
    { type: 'user.continue' },
    done('acceptQuotes'),
    fail('acceptQuotes', { code: '35011', reason: null }),
    done('forms', { status: 'done', outcome: 'insured', products: [], invoiceId: 1 } satisfies FormsOutput),
    done('forms', { status: 'dropOut', outcome: 'hard_drop_out', products: [], invoiceId: null }),
    done('forms', { status: 'back', outcome: null, products: [], invoiceId: null }),
    { type: 'user.backToOverview' },
    { type: 'user.retry' },
    { type: 'user.dropOut' },
  ],
  contextKey: (s) => [
    s.context.items.length,
    s.context.quoteIndex,
    Object.keys(s.context.quotes).length,
    Object.keys(s.context.refusals).length,
    s.context.errorFlag,
    s.context.failure !== null,
    s.context.outcome,
  ],
  limit: 20_000,
  describeEvent: (event) => {
    const e = { type: event.type, ...outcomeOf(event) }
    if (e.type === 'xstate.done.actor.quote')
      return 'refusal' in (e.output as QuoteResult)
        ? 'The quote refuses the product (AZH01)'
        : 'The product is quoted'
    if (e.type === 'xstate.done.actor.forms') return FORMS_ENDED[(e.output as FormsOutput).status]
    return words[e.type]
  },
  sensitive: ['values'],
  children: { forms: 'forms' },
})
