import {
  contextLinesIntegration,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  linkedErrorsIntegration,
  makeNodeTransport,
  NodeClient,
  nodeContextIntegration,
  Scope,
} from '@sentry/node'
import { DATA_COLLECTION, ERROR_SAMPLE_RATE, reportable } from '../../contract/error-reporting'
import { scrubBreadcrumb } from '../../contract/error-scrub'
import type { Config } from '../config'
import type { Logger } from '../logger'

/** Where a failure happened: a request (method, path without its query, partner) or a job. */
export interface FailureContext {
  request?: { method: string; path: string; partner?: string | null }
  job?: { name: string; id: string }
}

/** Reports unexpected failures to Sentry when SENTRY_DSN is set; does nothing otherwise. */
export interface ErrorReporter {
  capture(error: unknown, context?: FailureContext): void
  /** Sends what is still queued (at most two seconds) and stops. */
  close(): Promise<void>
}

const NOTHING: ErrorReporter = { capture: () => undefined, close: async () => undefined }

/**
 * One Sentry client per server (not `Sentry.init`): tests run several servers in one process, each with
 * its own DSN or none, and errors are all we send, so the SDK's global OpenTelemetry setup (tracing,
 * instrumenting modules at import) has no use here. Scrubbed and filtered by the same rules as the
 * browser's (api/contract/error-reporting.ts); the request's body, query and headers are never added.
 */
export function createErrorReporter(config: Config, logger: Logger): ErrorReporter {
  if (!config.sentryDsn) return NOTHING
  const client = new NodeClient({
    dsn: config.sentryDsn,
    environment: config.appEnv,
    release: config.release,
    sampleRate: ERROR_SAMPLE_RATE,
    dataCollection: DATA_COLLECTION,
    sendClientReports: false,
    enableRuntimeChannelInjection: false,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [
      eventFiltersIntegration(),
      dedupeIntegration(),
      linkedErrorsIntegration(),
      nodeContextIntegration(),
      contextLinesIntegration(),
    ],
    beforeSend: (event, hint) => reportable(event, hint.originalException),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  })
  const scope = new Scope()
  scope.setClient(client)
  client.init()
  return {
    capture(error, context = {}) {
      const eventScope = scope.clone()
      const { request, job } = context
      if (request) {
        eventScope.setTag('partner', request.partner ?? 'none')
        eventScope.addEventProcessor((event) => ({
          ...event,
          request: { method: request.method, url: request.path },
        }))
      }
      if (job) eventScope.setTags({ job: job.name, job_id: job.id })
      eventScope.captureException(error)
    },
    async close() {
      await Promise.resolve(client.close(2000)).catch((err: unknown) =>
        logger.warn('error reporter did not close', err),
      )
    },
  }
}
