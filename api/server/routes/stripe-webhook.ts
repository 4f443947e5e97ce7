import { Hono } from 'hono'
import type { AppDeps } from '../deps'
import { errorBody, HttpError, notFoundError } from '../http/errors'
import { limitBody } from '../http/limits'
import { parseWith } from '../http/validate'
import { handlePaymentEvent, stripeEventSchema } from '../payments/webhook-events'
import { verifyStripeSignature } from '../stripe/signature'

/**
 * `POST /stripe/webhook`: Stripe's events, signed with STRIPE_WEBHOOK_SECRET (404 when unset). Thin on
 * purpose: the signature is checked on the raw body, then each concern handles its events.
 */
export function stripeWebhookRoutes(deps: AppDeps): Hono {
  const app = new Hono()
  app.post('/stripe/webhook', limitBody(256 * 1024), async (c) => {
    const secret = deps.config.stripeWebhookSecret
    if (!secret) throw notFoundError()
    const raw = await c.req.text()
    if (!verifyStripeSignature(raw, c.req.header('stripe-signature'), secret))
      throw new HttpError(
        400,
        errorBody('validation_error', 'The Stripe signature is not valid.', {
          non_field_errors: ['invalid_signature'],
        }),
      )
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      throw new HttpError(400, errorBody('invalid_json', 'The request body is not valid JSON.'))
    }
    const event = parseWith(stripeEventSchema, json)
    await handlePaymentEvent(deps, event)
    return c.json({ received: true })
  })
  return app
}
