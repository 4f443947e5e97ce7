import { flowModeOf, isFunnelStarted, type FlowMode } from '../platform/flow-mode'
import { pathOf, productsPathOf } from '../platform/checkout-paths'
import { isQuotationPage } from '../platform/quote-entry'

/** What the journeys say, as far as where the customer should be is concerned. */
export interface JourneyFacts {
  /** Signed out for sure (the auth journey resolved without a session). */
  signedOut: boolean
  /** The checkout journey of the signed-in user, when it is loaded. */
  checkout: {
    /** The page the checkout is on (its deepest active state's `meta.route`); null while choosing. */
    route: string | null
    mode: FlowMode
    /** Waiting on the server (preparing, setting the checkout cart, clearing): no page to show yet. */
    busy: boolean
    /** `dropout` at the result when nothing was taken out (forms §4 step 4). */
    resultType: 'dropout' | undefined
  } | null
  /** The customer started the checkout from the page they are on (Continue in the cart). */
  started: boolean
}

export interface Place {
  pathname: string
  search: Record<string, unknown>
}

export interface Navigation {
  to: string
  search?: Record<string, unknown>
}

/** The checkout's own pages, where the page always shows what the checkout is on (core §2). */
export const isCheckoutPage = (pathname: string) => isFunnelStarted(pathname) || pathname === '/result'

const CHOOSING_PAGES = new Set([
  '/products/available-products',
  '/insurance-calculator/available-products',
  '/profession',
  '/insurance-calculator/profession',
])
/** The pages where the customer chooses before the checkout (the products, the profession). */
export const isChoosingPage = (pathname: string) => CHOOSING_PAGES.has(pathname.replace(/\/$/, ''))

/**
 * Where the journeys send the customer from `here` (ARCHITECTURE: routes follow machines), or null to
 * stay. Decided in one place for every funnel page:
 * - signed out on a funnel page: the welcome page (the pages are the customer's);
 * - on a checkout page: the page the checkout is on, or the products when it runs no more (a URL typed
 *   by hand that the checkout is not on goes where it is); the result carries `?type=dropout` when
 *   nothing was taken out;
 * - on the products or profession page: the checkout's page only once the customer started it there,
 *   so deleting an item never pulls them into the checkout;
 * - nowhere while the checkout waits on the server, and never from other pages.
 */
export function navigationFor(facts: JourneyFacts, here: Place): Navigation | null {
  if (isQuotationPage(here.pathname)) return fromQuotation(facts)
  const checkoutPage = isCheckoutPage(here.pathname)
  if (!checkoutPage && !isChoosingPage(here.pathname)) return null
  if (facts.signedOut) return { to: '/welcome' }
  const { checkout } = facts
  if (!checkout || checkout.busy) return null
  const target = checkout.route ? pathOf(checkout.route, checkout.mode) : null
  if (!checkoutPage) return target && facts.started && target !== here.pathname ? { to: target } : null
  if (!target) return { to: productsPathOf(modeOf(here, checkout.mode)) }
  if (target !== here.pathname) return { to: target }
  if (target === '/result' && checkout.resultType && here.search.type !== checkout.resultType)
    return { to: '/result', search: { type: checkout.resultType } }
  return null
}

/**
 * The broker's quotation (core §2 `/checkout/quotation`) is where a quote's checkout starts: it follows the
 * checkout only once that runs (the quote accepted), and anyone stays on it meanwhile, signed out too
 * (an ended quote's message with the broker is shown there).
 */
function fromQuotation({ checkout }: JourneyFacts): Navigation | null {
  if (!checkout || checkout.busy || !checkout.route) return null
  return { to: pathOf(checkout.route, checkout.mode) }
}

/** The mode the products page of a finished checkout belongs to: the calculator's pages keep theirs. */
const modeOf = (here: Place, journeyMode: FlowMode): FlowMode =>
  here.pathname.startsWith('/insurance-calculator') ? flowModeOf(here.pathname, here.search) : journeyMode
