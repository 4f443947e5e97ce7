import { replayIntegration } from '@sentry/react'
// Replay's compression worker as a file of our own (hashed under /assets): Sentry would otherwise start it
// from a blob: URL, which the CSP refuses (worker-src falls back to script-src 'self'), and send segments
// uncompressed.
import workerUrl from '@sentry/replay/worker-bundler?url'
import { scrubBreadcrumb } from '../../api/contract/error-scrub'

/**
 * Session replay with nothing of the customer's in it: every text and input masked, images and media
 * blocked, no request or answer bodies (Sentry records none unless told), and the replay's own breadcrumbs
 * and request spans (their URLs) scrubbed as the reports' are.
 */
export const replay = () =>
  replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    workerUrl,
    beforeAddRecordingEvent: (event) => scrubBreadcrumb(event),
  })
