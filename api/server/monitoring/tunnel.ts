import { envelopeEndpoint, parseSentryDsn, sameDsn, type SentryDsn } from './dsn'

/**
 * The largest envelope the tunnel takes: an error with its breadcrumbs is a few KB; a replay segment
 * (compressed by the SDK) stays far below this.
 */
export const MAX_ENVELOPE_BYTES = 1024 * 1024
/** How long Sentry may take to take an envelope before the browser is told 504. */
const FORWARD_TIMEOUT_MS = 10_000
/** Sentry's answers the browser SDK reads: its back-off and rate limits. */
const PASSED_HEADERS = ['content-type', 'retry-after', 'x-sentry-rate-limits']

/** What the tunnel answers the browser. */
export type TunnelAnswer =
  | { kind: 'refused'; reason: string }
  | { kind: 'forwarded'; status: number; headers: Record<string, string>; body: ArrayBuffer }
  | { kind: 'unreachable'; status: 502 | 504 }

/**
 * The envelope's header (its first line, JSON) names the DSN it is for: only the configured one's
 * envelopes go anywhere, so the tunnel cannot be used to send anything to another project or host.
 */
export function claimedDsn(envelope: Uint8Array): SentryDsn | null {
  const newline = envelope.indexOf(10)
  // A header and at least one item: anything shorter is no envelope.
  if (newline <= 0 || newline === envelope.length - 1) return null
  try {
    const header: unknown = JSON.parse(
      new TextDecoder('utf-8', { fatal: true }).decode(envelope.subarray(0, newline)),
    )
    const dsn = (header as { dsn?: unknown } | null)?.dsn
    return typeof dsn === 'string' ? parseSentryDsn(dsn) : null
  } catch {
    return null
  }
}

/**
 * Sends the browser's envelope on to the configured DSN's project, as it came (a replay segment is binary).
 * Not the browser's address nor its cookies: Sentry learns nothing of the customer from the tunnel.
 */
export async function forwardEnvelope(
  envelope: Uint8Array<ArrayBuffer>,
  configured: SentryDsn,
  fetchImpl: typeof fetch = fetch,
): Promise<TunnelAnswer> {
  const claimed = claimedDsn(envelope)
  if (!claimed) return { kind: 'refused', reason: 'Not a Sentry envelope with a DSN.' }
  if (!sameDsn(claimed, configured)) return { kind: 'refused', reason: 'The envelope is for another DSN.' }
  try {
    const answer = await fetchImpl(envelopeEndpoint(configured), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      body: envelope,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    })
    const headers: Record<string, string> = {}
    for (const name of PASSED_HEADERS) {
      const value = answer.headers.get(name)
      if (value) headers[name] = value
    }
    // Sentry failing is a bad gateway to the browser, never our own 500.
    const status = answer.status >= 500 ? 502 : answer.status
    return { kind: 'forwarded', status, headers, body: await answer.arrayBuffer() }
  } catch (err) {
    return { kind: 'unreachable', status: (err as Error)?.name === 'TimeoutError' ? 504 : 502 }
  }
}
