import { describe, expect, it } from 'vitest'
import { navigationFor, type JourneyFacts } from '../../views/app/navigation'
import { endedQuoteOf, isQuotationPage, quotationEntry, quoteIdOf } from '../../views/platform/quote-entry'

describe('quote entry (core §2: / and /welcome with quote_id go to /checkout/quotation in default mode)', () => {
  it('goes to the quotation with a quote id in default mode only', () => {
    expect(quotationEntry('default', { quote_id: 'abcDEF0123456789xyz' })).toBe('/checkout/quotation')
    expect(quotationEntry('default', { quote_id: 1234567890123456 })).toBe('/checkout/quotation')
    expect(quotationEntry('calculator', { quote_id: 'abc' })).toBeNull()
    expect(quotationEntry('checkin', { quote_id: 'abc' })).toBeNull()
    expect(quotationEntry('default', {})).toBeNull()
    expect(quotationEntry('default', { quote_id: '' })).toBeNull()
    expect(quotationEntry('default', { quote_id: { x: 1 } })).toBeNull()
  })

  it('reads the quote id as text', () => {
    expect(quoteIdOf({ quote_id: 'q-1' })).toBe('q-1')
    expect(quoteIdOf({ quote_id: 42 })).toBe('42')
    expect(quoteIdOf({ quote_id: 1.5 })).toBeNull()
    expect(quoteIdOf({})).toBeNull()
  })

  it('knows an ended quote from the login’s failure, with its broker', () => {
    const broker = { name: 'Jansen', email: 'a@b.nl', phone: null }
    expect(endedQuoteOf({ code: '35003', reason: 'quote_expired', retryable: false, broker })).toEqual({
      code: 'quote_expired',
      broker,
    })
    expect(endedQuoteOf({ code: '35003', reason: 'quote_used', retryable: false })).toEqual({
      code: 'quote_used',
      broker: null,
    })
    expect(endedQuoteOf({ code: '35004', reason: 'brokerQuote', retryable: false })).toBeNull()
    expect(endedQuoteOf(null)).toBeNull()
  })
})

describe('navigation on the quotation page', () => {
  const facts = (route: string | null, signedOut = false, busy = false): JourneyFacts => ({
    signedOut,
    checkout: signedOut ? null : { route, mode: 'default', busy, resultType: undefined },
    started: false,
  })
  const here = { pathname: '/checkout/quotation', search: {} }

  it('stays while the checkout does not run, signed out too (an ended quote’s message)', () => {
    expect(isQuotationPage('/checkout/quotation/')).toBe(true)
    expect(navigationFor(facts(null), here)).toBeNull()
    expect(navigationFor(facts(null, true), here)).toBeNull()
    expect(navigationFor(facts('/checkout', false, true), here)).toBeNull()
  })

  it('follows the checkout once the accepted quote started it', () => {
    expect(navigationFor(facts('/checkout'), here)).toEqual({ to: '/checkout' })
  })

  it('leaves the other checkout pages as they were: signed out goes to the welcome page', () => {
    expect(navigationFor(facts(null, true), { pathname: '/checkout', search: {} })).toEqual({
      to: '/welcome',
    })
  })
})
