import { Hono } from 'hono'
import { routes } from '../../contract/routes'
import type { AppDeps } from '../deps'
import { errorBody, HttpError, notFoundError } from '../http/errors'
import { limitBody } from '../http/limits'
import { on } from '../http/route'
import { identityWebhookHandler } from '../identity/webhook-handler'
import { handlePaymentEvent } from '../payments/webhook-events'
import { readStripeEvent, type StripeEventHandler } from './event'

/** Stripe's events are a few kilobytes; a megabyte leaves room for any of them. */
const WEBHOOK_BODY = 1024 * 1024

/**
 * The handlers by event-type prefix (the longest matching prefix wins): identity verification's sessions
 * and the payments' intents (a direct debit or a reminder payment settling).
 */
export const STRIPE_EVENT_HANDLERS: Readonly<Record<string, StripeEventHandler>> = {
  'identity.verification_session.': identityWebhookHandler,
  'payment_intent.': (event, deps) => handlePaymentEvent(deps, event),
}

export function handlerFor(
  type: string,
  handlers: Readonly<Record<string, StripeEventHandler>> = STRIPE_EVENT_HANDLERS,
): StripeEventHandler | undefined {
  const prefix = Object.keys(handlers)
    .filter((p) => type.startsWith(p))
    .sort((a, b) => b.length - a.length)[0]
  return prefix === undefined ? undefined : handlers[prefix]
}

const invalidSignature = () =>
  new HttpError(
    400,
    errorBody('invalid_signature', 'The Stripe signature is not valid.', {
      non_field_errors: ['invalid_signature'],
    }),
  )

/**
 * `POST /stripe/webhook`: Stripe's events, signed with STRIPE_WEBHOOK_SECRET (404 while it is not set).
 * The SDK checks the signature on the raw body before anything reads it as JSON (stripe/event.ts); a bad,
 * stale or missing one is 400 `invalid_signature`. Events of a type no handler takes are answered
 * `{received: true}` and ignored, as Stripe wants: a 4xx would make it retry and at last disable the endpoint.
 */
export function stripeWebhookRoutes(
  deps: AppDeps,
  handlers: Readonly<Record<string, StripeEventHandler>> = STRIPE_EVENT_HANDLERS,
): Hono {
  const app = new Hono()
  on(app, routes.stripeWebhook, limitBody(WEBHOOK_BODY), async (c) => {
    const secret = deps.config.stripeWebhookSecret
    if (!secret) throw notFoundError()
    const event = readStripeEvent(await c.req.text(), c.req.header('stripe-signature'), secret)
    if (event === 'invalid_signature') throw invalidSignature()
    if (event === 'not_an_event')
      throw new HttpError(
        400,
        errorBody('validation_error', 'The body is not a Stripe event.', { non_field_errors: ['invalid'] }),
      )
    const handler = handlerFor(event.type, handlers)
    if (handler) await handler(event, deps)
    else deps.logger.debug(`stripe event ${event.type} ignored`)
    return c.json({ received: true })
  })
  return app
}
