import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppDeps } from './deps'
import { errorBody, HttpError, sendError } from './http/errors'
import { requestLog } from './http/request-log'
import { devOnly, productionHeaders } from './http/security'
import { mountSpa } from './http/static'
import { cartRoutes } from './routes/cart'
import { clientErrorRoutes } from './routes/client-errors'
import { adminRoutes } from './routes/admin'
import { aovRoutes } from './routes/aov'
import { answerRoutes } from './routes/answers'
import { colorRoutes } from './routes/colors'
import { devOutboxRoutes } from './routes/dev-outbox'
import { documentRoutes } from './routes/documents'
import { externalLoginRoutes } from './routes/external-login'
import { healthRoutes } from './routes/health'
import { identityRoutes } from './routes/identity'
import { identitySocketRoutes } from './routes/identity-socket'
import { inboxRoutes } from './routes/inbox'
import { invoiceRoutes } from './routes/invoices'
import { lookupRoutes } from './routes/lookups'
import { magicLinkRoutes } from './routes/magic-link'
import { partnerSocketRoutes } from './routes/partner-socket'
import { partnerRoutes } from './routes/partners'
import { paymentRoutes } from './routes/payments'
import { productRoutes } from './routes/products'
import { professionRoutes } from './routes/professions'
import { purchaseRoutes } from './routes/purchase'
import { questionRoutes } from './routes/questions'
import { quizRoutes } from './routes/quiz'
import { surveyRoutes } from './routes/surveys'
import { tokenRefreshRoutes } from './routes/token-refresh'
import { userRoutes } from './routes/users'
import { stripeWebhookRoutes } from './stripe/webhook'

/** The whole server as a Hono app, not listening: main.ts serves it, tests call `app.request(...)`. */
export function createApp(deps: AppDeps): Hono {
  const { config, logger } = deps
  const app = new Hono()

  if (config.logLevel === 'debug' || config.logLevel === 'info') app.use(requestLog(logger))
  if (config.production) app.use(productionHeaders())
  app.use(devOnly(config))

  app.route('/', healthRoutes(deps))
  app.route('/', partnerRoutes(deps))
  app.route('/', colorRoutes(deps))
  app.route('/', adminRoutes(deps))
  app.route('/', partnerSocketRoutes(deps))
  app.route('/', clientErrorRoutes(deps))
  app.route('/', magicLinkRoutes(deps))
  app.route('/', externalLoginRoutes(deps))
  app.route('/', tokenRefreshRoutes(deps))
  app.route('/', userRoutes(deps))
  app.route('/', professionRoutes(deps))
  app.route('/', productRoutes(deps))
  app.route('/', cartRoutes(deps))
  app.route('/', purchaseRoutes(deps))
  app.route('/', invoiceRoutes(deps))
  app.route('/', paymentRoutes(deps))
  app.route('/', lookupRoutes(deps))
  app.route('/', questionRoutes(deps))
  app.route('/', answerRoutes(deps))
  app.route('/', documentRoutes(deps))
  app.route('/', surveyRoutes(deps))
  app.route('/', quizRoutes(deps))
  app.route('/', aovRoutes(deps))
  app.route('/', identityRoutes(deps))
  app.route('/', identitySocketRoutes(deps))
  app.route('/', stripeWebhookRoutes(deps))
  app.route('/', inboxRoutes(deps))
  app.route('/', devOutboxRoutes(deps))
  mountSpa(app, config.staticDir)

  app.onError((err, c) => {
    if (err instanceof HttpError) return sendError(c, err)
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ContentfulStatusCode
      return c.json(errorBody(status === 401 ? 'not_authenticated' : 'validation_error', err.message), status)
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, err)
    const detail = config.production ? 'Internal server error.' : String((err as Error)?.message ?? err)
    return c.json(errorBody('server_error', detail), 500)
  })
  return app
}
