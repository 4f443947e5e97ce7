import type { DeviceQuote } from '../../api/contract/device'
import { failureOf } from '../../api/contract/failure'
import { defineJourney, doneEvent as done, errorEvent as fail } from '../graph/journey'
import { deviceQuoteMachine } from './device-quote.machine'

/** A stored quote: a € 800 smartphone, € 1,000 per claim, € 2,500 a year (device/pricing.ts). */
export const SAMPLE_DEVICE_QUOTE: DeviceQuote = {
  cart_item: 4,
  device_id: '7d3c2f9e-5b1a-4c8e-9f00-2a6b1c3d4e5f',
  device_type: 'smartphone',
  device_price: 800,
  imeiNumber: '490154203237518',
  device_serial_number: null,
  perClaim: 1000,
  perYear: 2500,
  end_date: '2027-11-22',
  price: '8.52',
  net_price: '7.04',
}

const FORM = {
  device_type: 'smartphone' as const,
  device_price: '800',
  imeiNumber: '490154203237518',
  device_serial_number: '',
  perClaim: '1000' as const,
  perYear: '2500' as const,
  end_date: '2027-11-22',
}

export const deviceQuoteJourney = defineJourney({
  id: 'deviceQuote',
  title: 'Device insurance: the device quote',
  description:
    'The device form (type, smartphone by default; price, a drone at most € 5,000; IMEI with its Luhn check or serial number; amounts per claim and per year; end date from tomorrow to three years ahead). The server checks it again, stores it and prices the cart item; a failed save keeps the form to retry or change; Back returns to the questions.',
  machine: deviceQuoteMachine,
  inputs: [
    { cartItem: 4, canGoBack: true },
    { cartItem: 4, canGoBack: false },
  ],
  events: [
    done('loadQuote', null),
    done('loadQuote', SAMPLE_DEVICE_QUOTE),
    fail('loadQuote', failureOf(null, true)),
    done('saveQuote', SAMPLE_DEVICE_QUOTE),
    fail('saveQuote', failureOf(null, true)),
    { type: 'user.submit', form: FORM },
    { type: 'user.retry' },
    { type: 'user.back' },
  ],
  contextKey: (s) => [s.context.canGoBack, s.context.quote !== null, s.context.failure !== null],
  limit: 2_000,
  describeEvent: (event) => {
    if (event.type === 'xstate.done.actor.loadQuote')
      return event.output ? 'A quote was stored before' : 'No quote was stored yet'
    if (event.type === 'xstate.error.actor.loadQuote') return 'Reading the stored quote fails'
    if (event.type === 'xstate.done.actor.saveQuote') return 'The server stores and prices the quote'
    if (event.type === 'xstate.error.actor.saveQuote') return 'Saving the quote fails'
    if (event.type === 'user.submit') return 'The user sends a valid device form'
    return undefined
  },
})
