import type { RuntimeConfig } from '../../api/contract/runtime-config'
import { takeEarlyErrors } from './early-errors'
import { runtimeConfig } from './runtime-config'

/** What the loaded reporter (sentry-reporter.ts) offers the page. */
export interface Reporter {
  /** Reports the error; its event id. */
  capture(error: unknown): string
  /** Opens Sentry's feedback form about the event. */
  openFeedback(eventId: string | undefined): Promise<void>
}

/** The reporter once loaded; null when reporting is off (no SENTRY_DSN) or the SDK could not load. */
let reporter: Promise<Reporter | null> = Promise.resolve(null)

/** After the first paint and once the page is idle: the reporter is never on the first page's path. */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 1)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  })

/**
 * Starts error reporting when the server gave a DSN (SENTRY_DSN; api/contract/runtime-config.ts). Without
 * one the SDK is never loaded and nothing is sent anywhere. With one, it loads after the first paint and
 * first reports the errors thrown before (early-errors.ts).
 */
export function startErrorReporting(config: RuntimeConfig = runtimeConfig()): void {
  const dsn = config.sentry_dsn
  if (!dsn) {
    takeEarlyErrors()
    return
  }
  reporter = afterFirstPaint()
    .then(() => import('./sentry-reporter'))
    .then(({ startSentry }) => startSentry({ ...config, dsn }, takeEarlyErrors()))
    .catch(() => {
      // Offline, or blocked by an extension: the page works on without a reporter.
      takeEarlyErrors()
      return null
    })
}

/** Reports an error the app caught (the crash page's); its event id, or undefined when reporting is off. */
export const reportError = async (error: unknown): Promise<string | undefined> =>
  (await reporter)?.capture(error)

/**
 * Opens Sentry's feedback form about the event `eventId` (of `reportError`); false when reporting is off,
 * so the caller's own report is all there is.
 */
export async function openErrorFeedback(eventId: string | undefined): Promise<boolean> {
  const loaded = await reporter
  if (!loaded) return false
  await loaded.openFeedback(eventId)
  return true
}
