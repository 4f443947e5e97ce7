import type { AcceptedQuote, BrokerQuote } from '../../api/contract/broker'
import { failureOf, Reason } from '../../api/contract/failure'
import { defineJourney, doneEvent, errorEvent, outcomeOf } from '../graph/journey'
import { quotationMachine, type QuotationEvent } from './quotation.machine'

const broker = { name: 'Jansen Assurantiën', email: 'advies@jansen.example', phone: '020 123 4567' }
const quote = (status: BrokerQuote['status']): BrokerQuote => ({
  id: 'q'.repeat(32),
  status,
  valid_until: '2026-12-26T10:00:00.000Z',
  accepted_at: status === 'accepted' ? '2026-11-26T10:00:00.000Z' : null,
  broker,
  customer_name: 'Sanne de Vries',
  profession: { id: 1, name: 'Timmerman' },
  products: [],
  total: '67.08',
  price_currency: 'EUR',
  exit_url: '/quotation-ended',
})
const accepted: AcceptedQuote = { quote: quote('accepted'), cart_item_ids: [1] }

const done = (id: string, output: unknown) => doneEvent<QuotationEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<QuotationEvent>(id, error)

const words: Record<string, string> = {
  'user.accept': 'The customer accepts the quote',
  'user.decline': 'The customer declines the quote',
  'user.retry': 'The customer tries again',
  'user.leave': 'The customer leaves the page',
}

export const quotationJourney = defineJourney({
  id: 'quotation',
  title: 'Broker quotation: accept, decline or an ended link',
  description:
    'A customer opens the quote a broker sent them (their signed link). They see the products, cover, monthly premiums, validity and the broker; accepting puts the quoted products with the broker’s answers in the cart and starts the checkout; declining ends the broker session. A quote that expired or was used says so, with the broker to ask for a new one.',
  machine: quotationMachine,
  inputs: [
    { quoteId: 'q'.repeat(32) },
    { quoteId: null },
    { quoteId: 'q'.repeat(32), ended: { code: 'quote_expired', broker } },
  ],
  events: [
    { type: 'user.accept' },
    { type: 'user.decline' },
    { type: 'user.retry' },
    { type: 'user.leave' },
    done('loadQuote', quote('open')),
    done('loadQuote', quote('accepted')),
    done('loadQuote', quote('expired')),
    fail('loadQuote', failureOf(null, false, '35004')),
    fail('loadQuote', failureOf(Reason.network, true, '35010')),
    done('acceptQuote', accepted),
    fail('acceptQuote', { ...failureOf(Reason.quoteExpired, false, '35003'), broker }),
    fail('acceptQuote', failureOf(Reason.alreadyInsured, false, '35010')),
  ],
  contextKey: (s) => [
    s.context.quote?.status ?? null,
    s.context.ended?.code ?? null,
    s.context.failure !== null,
  ],
  limit: 2_000,
  describeEvent: (event) => {
    const { output, error } = outcomeOf(event)
    if (event.type === 'xstate.done.actor.loadQuote') return `The quote is ${(output as BrokerQuote).status}`
    if (event.type === 'xstate.error.actor.loadQuote')
      return (error as { code: string }).code === '35004'
        ? 'No such quote for this customer'
        : 'The server cannot be reached'
    if (event.type === 'xstate.done.actor.acceptQuote') return 'The quoted products are in the cart'
    if (event.type === 'xstate.error.actor.acceptQuote')
      return (error as { reason: string }).reason === Reason.quoteExpired
        ? 'The quote expired meanwhile'
        : 'The customer is insured with a quoted product already'
    return words[event.type]
  },
  sensitive: ['quote'],
})
