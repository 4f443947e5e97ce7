import { addEventProcessor, addIntegration, captureException, init } from '@sentry/react'
import {
  DATA_COLLECTION,
  ERROR_SAMPLE_RATE,
  REPLAY_ON_ERROR_SAMPLE_RATE,
  REPLAY_SESSION_SAMPLE_RATE,
  reportable,
} from '../../api/contract/error-reporting'
import { scrubBreadcrumb, scrubEvent } from '../../api/contract/error-scrub'
import { operationRoutes } from '../../api/contract/operations.routes'
import type { RuntimeConfig } from '../../api/contract/runtime-config'
import type { Reporter } from './error-reporting'

/**
 * The Sentry SDK, loaded after the first paint (error-reporting.ts) and only with a DSN. Envelopes go to
 * our own server's tunnel, which forwards them to the DSN's project only: the CSP's connect-src stays
 * 'self'. `beforeSend` drops the spec's ignored errors and scrubs the rest (api/contract/error-scrub.ts).
 */
export function startSentry(config: RuntimeConfig & { dsn: string }, early: unknown[]): Reporter {
  init({
    dsn: config.dsn,
    environment: config.app_env,
    release: config.release ?? undefined,
    tunnel: operationRoutes.errorTunnel.path,
    sampleRate: ERROR_SAMPLE_RATE,
    dataCollection: DATA_COLLECTION,
    replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    beforeSend: (event, hint) => reportable(event, hint.originalException),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  })
  // Feedback (and replay) events do not pass `beforeSend`: they are scrubbed here.
  addEventProcessor((event) => (event.type === undefined ? event : scrubEvent(event)))
  for (const error of early) captureException(error, { mechanism: { type: 'onerror', handled: false } })
  // Replay is the largest part of the SDK: it comes after, in its own chunk.
  void import('./sentry-replay').then(({ replay }) => addIntegration(replay())).catch(() => undefined)
  return {
    capture: (error) => captureException(error, { mechanism: { type: 'error-boundary', handled: true } }),
    openFeedback: (eventId) => import('./sentry-feedback').then(({ openFeedback }) => openFeedback(eventId)),
  }
}
