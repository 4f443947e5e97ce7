import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppDeps } from './deps'
import { errorBody, HttpError, sendError } from './http/errors'
import { partnerHost, partnerSlug } from './http/host'
import { tagManagerIdOf } from '../contract/tag-manager'
import { requestLog } from './http/request-log'
import { devOnly, productionHeaders } from './http/security'
import { loadRenderer } from './http/page-render'
import { mountSpa } from './http/static'
import { cancellationRoutes } from './cancellation/cancellation.routes'
import { brokerRoutes } from './broker/broker.routes'
import { cartRoutes } from './cart/cart.routes'
import { checkinRoutes } from './checkin/checkin.routes'
import { claimRoutes } from './claims/claims.routes'
import { calculatorRoutes } from './calculator/calculator.routes'
import { contactRoutes } from './contact/contact.routes'
import { supportRoutes } from './support/support.routes'
import { customerInvoiceRoutes } from './payments/customer-invoices.routes'
import { clientErrorRoutes } from './client-errors/client-errors.routes'
import { monitoringRoutes } from './monitoring/tunnel.routes'
import { adminRoutes } from './auth/admin.routes'
import { adminSessionRoutes } from './admin/admin-session.routes'
import { aovRoutes } from './aov/aov.routes'
import { deviceRoutes } from './device/device.routes'
import { carRoutes } from './car/car.routes'
import { answerRoutes } from './questions/answers.routes'
import { colorRoutes } from './partners/colors.routes'
import { devOutboxRoutes } from './mail/dev-outbox.routes'
import { documentRoutes } from './documents/documents.routes'
import { externalLoginRoutes } from './auth/external-login.routes'
import { healthRoutes } from './health/health.routes'
import { identityRoutes } from './identity/identity.routes'
import { identitySocketRoutes } from './identity/identity-socket.routes'
import { inboxRoutes } from './aov/inbox.routes'
import { invoiceRoutes } from './payments/invoices.routes'
import { journeyStatsRoutes } from './journey-stats/journey-stats.routes'
import { lookupRoutes } from './lookups/lookups.routes'
import { magicLinkRoutes } from './auth/magic-link.routes'
import { partnerSocketRoutes } from './partners/partner-socket.routes'
import { partnerRoutes } from './partners/partners.routes'
import { paymentRoutes } from './payments/payments.routes'
import { productRoutes } from './products/products.routes'
import { professionRoutes } from './professions/professions.routes'
import { policyRoutes } from './policies/policies.routes'
import { purchaseRoutes } from './purchase/purchase.routes'
import { questionRoutes } from './questions/questions.routes'
import { quizRoutes } from './quiz/quiz.routes'
import { surveyRoutes } from './surveys/surveys.routes'
import { tokenRefreshRoutes } from './auth/token-refresh.routes'
import { userRoutes } from './users/users.routes'
import { detailsRoutes } from './details/details.routes'
import { homeRoutes } from './home/home.routes'
import { stripeWebhookRoutes } from './stripe/webhook.routes'
import { testFaults } from './http/test-faults'

/** The whole server as a Hono app, not listening: main.ts serves it, tests call `app.request(...)`. */
export function createApp(deps: AppDeps): Hono {
  const { config, logger } = deps
  const app = new Hono()

  app.use(partnerHost(config))
  if (config.logLevel === 'debug' || config.logLevel === 'info') app.use(requestLog(logger))
  if (config.production) app.use(productionHeaders())
  if (config.testControls) app.use(testFaults())
  app.use(devOnly(config))

  app.route('/', healthRoutes(deps))
  app.route('/', partnerRoutes(deps))
  app.route('/', colorRoutes(deps))
  app.route('/', adminRoutes(deps))
  app.route('/', adminSessionRoutes(deps))
  app.route('/', partnerSocketRoutes(deps))
  app.route('/', clientErrorRoutes(deps))
  app.route('/', monitoringRoutes(deps))
  app.route('/', magicLinkRoutes(deps))
  app.route('/', externalLoginRoutes(deps))
  app.route('/', tokenRefreshRoutes(deps))
  app.route('/', userRoutes(deps))
  app.route('/', detailsRoutes(deps))
  app.route('/', professionRoutes(deps))
  app.route('/', productRoutes(deps))
  app.route('/', cartRoutes(deps))
  app.route('/', purchaseRoutes(deps))
  app.route('/', invoiceRoutes(deps))
  app.route('/', customerInvoiceRoutes(deps))
  app.route('/', paymentRoutes(deps))
  app.route('/', lookupRoutes(deps))
  app.route('/', questionRoutes(deps))
  app.route('/', answerRoutes(deps))
  app.route('/', homeRoutes(deps))
  app.route('/', documentRoutes(deps))
  app.route('/', surveyRoutes(deps))
  app.route('/', quizRoutes(deps))
  app.route('/', aovRoutes(deps))
  app.route('/', deviceRoutes(deps))
  app.route('/', carRoutes(deps))
  app.route('/', identityRoutes(deps))
  app.route('/', identitySocketRoutes(deps))
  app.route('/', stripeWebhookRoutes(deps))
  app.route('/', inboxRoutes(deps))
  app.route('/', cancellationRoutes(deps))
  app.route('/', policyRoutes(deps))
  app.route('/', claimRoutes(deps))
  app.route('/', checkinRoutes(deps))
  app.route('/', contactRoutes(deps))
  app.route('/', supportRoutes(deps))
  app.route('/', calculatorRoutes(deps))
  app.route('/', brokerRoutes(deps))
  app.route('/', journeyStatsRoutes(deps))
  app.route('/', devOutboxRoutes(deps))
  // A page's CSP allows the tag manager's and the live chat's hosts only for a partner that uses them.
  mountSpa(
    app,
    config.staticDir,
    async (c) => {
      const slug = partnerSlug(c)
      // The page is served even when the partner cannot be read now (it then loads neither).
      const partner = slug ? (await deps.partners.get(slug).catch(() => null))?.partner : undefined
      return {
        tagManager: partner !== undefined && tagManagerIdOf(partner) !== null,
        liveChat: Boolean(partner?.trengo_key),
        partner,
      }
    },
    { app_env: config.appEnv, sentry_dsn: config.sentryDsn ?? null, release: config.release ?? null },
    { renderer: loadRenderer(config.serverBundle, logger), logger },
  )

  app.onError((err, c) => {
    if (err instanceof HttpError) return sendError(c, err)
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ContentfulStatusCode
      return c.json(errorBody(status === 401 ? 'not_authenticated' : 'validation_error', err.message), status)
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, err)
    deps.errors.capture(err, { request: { method: c.req.method, path: c.req.path, partner: partnerSlug(c) } })
    const detail = config.production ? 'Internal server error.' : String((err as Error)?.message ?? err)
    return c.json(errorBody('server_error', detail), 500)
  })
  return app
}
