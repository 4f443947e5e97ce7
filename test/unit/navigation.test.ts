import { describe, expect, it } from 'vitest'
import { navigationFor, type JourneyFacts } from '../../views/app/navigation'

const checkout = (over: Partial<NonNullable<JourneyFacts['checkout']>> = {}): JourneyFacts['checkout'] => ({
  route: null,
  mode: 'default',
  busy: false,
  resultType: undefined,
  ...over,
})
const facts = (over: Partial<JourneyFacts> = {}): JourneyFacts => ({
  signedOut: false,
  checkout: checkout(),
  started: false,
  ...over,
})
const at = (pathname: string, search: Record<string, unknown> = {}) => ({ pathname, search })

describe('navigation on a journey outcome (the one table)', () => {
  it.each([
    // [case, facts, here, expected]
    ['a page outside the funnel never moves', facts({ signedOut: true }), at('/welcome'), null],
    [
      'signed out on a checkout page goes to the welcome page',
      facts({ signedOut: true }),
      at('/checkout'),
      { to: '/welcome' },
    ],
    [
      'signed out on the products goes to the welcome page',
      facts({ signedOut: true }),
      at('/products/available-products'),
      { to: '/welcome' },
    ],
    ['nothing moves before the checkout journey is loaded', facts({ checkout: null }), at('/checkout'), null],
    [
      'nothing moves while the checkout waits on the server',
      facts({ checkout: checkout({ busy: true }) }),
      at('/result'),
      null,
    ],
    [
      'a checkout page with no checkout running goes to the products',
      facts(),
      at('/checkout'),
      { to: '/products/available-products' },
    ],
    [
      'the calculator’s checkout page goes to the calculator’s products',
      facts(),
      at('/insurance-calculator/checkout'),
      { to: '/insurance-calculator/available-products' },
    ],
    [
      'a finished calculator checkout goes to the calculator’s products',
      facts({ checkout: checkout({ mode: 'calculator' }) }),
      at('/result'),
      { to: '/insurance-calculator/available-products' },
    ],
    [
      'a checkout page shows what the checkout is on',
      facts({ checkout: checkout({ route: '/checkout/failure' }) }),
      at('/checkout'),
      { to: '/checkout/failure' },
    ],
    [
      'the calculator’s checkout runs on its own page',
      facts({ checkout: checkout({ route: '/checkout', mode: 'calculator' }) }),
      at('/checkout'),
      { to: '/insurance-calculator/checkout' },
    ],
    [
      'income protection runs on its review page',
      facts({ checkout: checkout({ route: '/checkout/aov-premium-review' }) }),
      at('/checkout'),
      { to: '/checkout/aov-premium-review' },
    ],
    [
      'on the page the checkout is on: stay',
      facts({ checkout: checkout({ route: '/checkout' }) }),
      at('/checkout'),
      null,
    ],
    [
      'a result where nothing was taken out carries ?type=dropout',
      facts({ checkout: checkout({ route: '/result', resultType: 'dropout' }) }),
      at('/result'),
      { to: '/result', search: { type: 'dropout' } },
    ],
    [
      '… once',
      facts({ checkout: checkout({ route: '/result', resultType: 'dropout' }) }),
      at('/result', { type: 'dropout' }),
      null,
    ],
    [
      'the products page does not follow a checkout it did not start',
      facts({ checkout: checkout({ route: '/checkout' }) }),
      at('/products/available-products'),
      null,
    ],
    [
      'the products page follows the checkout started there',
      facts({ checkout: checkout({ route: '/checkout' }), started: true }),
      at('/products/available-products'),
      { to: '/checkout' },
    ],
    [
      'the profession page follows a checkout started there',
      facts({ checkout: checkout({ route: '/checkout' }), started: true }),
      at('/profession'),
      { to: '/checkout' },
    ],
    [
      'a started checkout that ended at once (empty cart) leaves the products page be',
      facts({ started: true }),
      at('/products/available-products'),
      null,
    ],
  ] as const)('%s', (_, given, here, expected) => {
    expect(navigationFor(given, here)).toEqual(expected)
  })
})
