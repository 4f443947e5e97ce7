import { afterEach, describe, expect, it, vi } from 'vitest'
import { MASK, maskEventData } from '../../views/analytics/mask'

// `track` reads the environment from the page's run-time config; here it is switched per test.
const site = vi.hoisted(() => ({ production: false }))
vi.mock('../../views/platform/runtime-config', () => ({ isProductionSite: () => site.production }))
const { ecommerce, track, trackSupport } = await import('../../views/analytics/data-layer')

const product = {
  id: 7,
  name: 'Bedrijfsaansprakelijkheidsverzekering',
  type: 'liability',
  price: '60.98',
  price_currency: 'EUR',
  gtm_data: { id: 'liability-7' },
}

describe('masking analytics outside production', () => {
  it('masks typed and personal text: search terms, names, e-mail, answers, a described profession', () => {
    expect(
      maskEventData({
        search_term: 'timmer',
        results: 3,
        profession_id: 12,
        profession_name: 'Ik repareer leidingen',
        manual: true,
        first_name: 'Ada',
        email: 'ada@example.nl',
        answer: 'over_250k',
        answers: ['yes', 'no'],
      }),
    ).toEqual({
      search_term: MASK,
      results: 3,
      profession_id: 12,
      profession_name: MASK,
      manual: true,
      first_name: MASK,
      email: MASK,
      answer: MASK,
      answers: [MASK, MASK],
    })
  })

  it('keeps ids, product data and prices, and the site’s own codes', () => {
    const data = {
      ...ecommerce([product], { transaction_id: '42', payment_type: 'sepa_direct_debit' }),
      outcome: 'insured',
      button: 'welcome_start',
      groups: ['aov', 'normal'],
      question_key: 'claims_last_5_years',
      question_type: 'single',
      quiz_action: 'answer',
      channel: 'call',
      step: 'personalise',
    }
    expect(maskEventData(data)).toEqual(data)
  })

  it('masks a field nobody listed, at any depth, and an e-mail address even under a kept field', () => {
    expect(
      maskEventData({ note: 'free text', nested: { deeper: [{ city: 'Amsterdam' }] }, item_name: 'a@b.nl' }),
    ).toEqual({ note: MASK, nested: { deeper: [{ city: MASK }] }, item_name: MASK })
  })

  it('leaves its input as it was', () => {
    const data = { search_term: 'timmer' }
    maskEventData(data)
    expect(data).toEqual({ search_term: 'timmer' })
  })
})

describe('track', () => {
  afterEach(() => {
    window.dataLayer = []
    site.production = false
  })
  const last = () => window.dataLayer!.at(-1)

  it('pushes masked data outside production, and the data as given in production', () => {
    track('funnel_search', { search_term: 'timmer', results: 2 })
    expect(last()).toEqual({ event: 'funnel_search', search_term: MASK, results: 2 })
    site.production = true
    track('funnel_search', { search_term: 'timmer', results: 2 })
    expect(last()).toEqual({ event: 'funnel_search', search_term: 'timmer', results: 2 })
  })

  it('clears the previous e-commerce object before an e-commerce event (GA4)', () => {
    track('add_shipping_info', ecommerce([product]))
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_shipping_info',
        ecommerce: {
          currency: 'EUR',
          value: 60.98,
          items: [
            {
              item_id: 'liability-7',
              item_name: 'Bedrijfsaansprakelijkheidsverzekering',
              item_category: 'liability',
              price: 60.98,
              currency: 'EUR',
              quantity: 1,
              index: 0,
            },
          ],
        },
      },
    ])
  })

  it('sends the support channel as it is, in every environment', () => {
    trackSupport('alicia-ai')
    expect(last()).toEqual({ event: 'support', channel: 'alicia-ai' })
  })
})
