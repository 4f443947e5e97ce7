import { adminRoutes } from './admin.routes'
import { aovRoutes } from './aov.routes'
import { authRoutes } from './auth.routes'
import { calculatorRoutes } from './calculator.routes'
import { brokerRoutes } from './broker.routes'
import { cancellationRoutes } from './cancellation.routes'
import { carRoutes } from './car.routes'
import { cartRoutes } from './cart.routes'
import { checkinRoutes } from './checkin.routes'
import { claimRoutes } from './claims.routes'
import { contactRoutes } from './contact.routes'
import { detailsRoutes } from './details.routes'
import { deviceRoutes } from './device.routes'
import { homeRoutes } from './home.routes'
import { identityRoutes } from './identity.routes'
import { inboxBadgeRoutes } from './inbox-badge'
import { invoiceRoutes } from './invoices.routes'
import { journeyStatsRoutes } from './journey-stats.routes'
import { operationRoutes } from './operations.routes'
import { partnerRoutes } from './partner.routes'
import { paymentRoutes } from './payments.routes'
import { productRoutes } from './products.routes'
import { purchaseRoutes } from './purchase.routes'
import { questionRoutes } from './questions.routes'
import { quizRoutes } from './quiz.routes'
import { policyRoutes } from './policies.routes'
import { prefixOf, type Route } from './route'
import { supportRoutes } from './support.routes'
import { surveyRoutes } from './survey.routes'

/**
 * Every call of the API, once: the client's functions and the server's registration both read these
 * entries (each feature's table is its own file, so a page's client code imports only its own schemas).
 */
export const routes = {
  ...partnerRoutes,
  ...adminRoutes,
  ...authRoutes,
  ...productRoutes,
  ...cartRoutes,
  ...purchaseRoutes,
  ...questionRoutes,
  ...aovRoutes,
  ...carRoutes,
  ...inboxBadgeRoutes,
  ...quizRoutes,
  ...surveyRoutes,
  ...identityRoutes,
  ...invoiceRoutes,
  ...policyRoutes,
  ...paymentRoutes,
  ...operationRoutes,
  ...cancellationRoutes,
  ...claimRoutes,
  ...contactRoutes,
  ...supportRoutes,
  ...detailsRoutes,
  ...deviceRoutes,
  ...homeRoutes,
  ...calculatorRoutes,
  ...checkinRoutes,
  ...brokerRoutes,
  ...journeyStatsRoutes,
} satisfies Record<string, Route>

export type RouteName = keyof typeof routes

const all: readonly Route[] = Object.values(routes)

/**
 * Every path prefix the API answers, derived from the routes: the SPA fallback never answers these, an
 * unknown path under one of them is a JSON 404, and the dev server proxies them to the API.
 */
export const API_PREFIXES: readonly string[] = [...new Set(all.map((r) => prefixOf(r.path)))]

/** The prefixes under which a socket is served (the dev server proxies their upgrades). */
export const SOCKET_PREFIXES: readonly string[] = [
  ...new Set(all.filter((r) => r.socket).map((r) => prefixOf(r.path))),
]

/** True for `/prefix` and `/prefix/...`, not for `/prefix.html` or `/prefixes`. */
export const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/**
 * Pages of the site under an API prefix: the partner admin's sign-in (`/admin/sign-in`, `/admin/sign-in/verify`)
 * lives beside the admin calls. The SPA fallback serves them and the dev server does not proxy them.
 */
export const PAGE_PREFIXES: readonly string[] = ['/admin/sign-in']

export const isApiPath = (path: string) =>
  !PAGE_PREFIXES.some((prefix) => underPrefix(path, prefix)) &&
  API_PREFIXES.some((prefix) => underPrefix(path, prefix))
