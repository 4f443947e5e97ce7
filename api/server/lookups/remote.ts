import type { Logger } from '../logger'
/** A lookup service failed: unreachable, too slow, an error status or an answer of the wrong shape. */
export class LookupUnavailableError extends Error {
  override name = 'LookupUnavailableError'
}

/** How long a lookup service may take before the lookup counts as failed. */
export const LOOKUP_TIMEOUT_MS = 5_000

export interface RemoteOptions {
  /** The service's endpoint; the lookup adds its query parameters. */
  url: string
  key: string | undefined
  timeoutMs?: number
  fetch?: typeof fetch
}

/**
 * GETs `url` with `params` and answers its status and parsed JSON. A status in `empty` (a service that
 * says "nothing found" with a 404) answers a null body. Everything else that is not a 2xx with JSON, a
 * network error, the time-out and the caller's `signal` throw a LookupUnavailableError.
 */
export async function getJson(
  { url, timeoutMs = LOOKUP_TIMEOUT_MS, fetch: doFetch = fetch }: RemoteOptions,
  params: Record<string, string>,
  headers: Record<string, string>,
  { signal, empty = [] }: { signal?: AbortSignal | undefined; empty?: number[] } = {},
): Promise<unknown> {
  const target = new URL(url)
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value)
  const timeout = AbortSignal.timeout(timeoutMs)
  try {
    const res = await doFetch(target, {
      headers: { Accept: 'application/json', ...headers },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      redirect: 'error',
    })
    if (empty.includes(res.status)) {
      await res.body?.cancel()
      return null
    }
    if (!res.ok) {
      await res.body?.cancel()
      throw new LookupUnavailableError(`status ${res.status}`)
    }
    return await res.json()
  } catch (err) {
    if (err instanceof LookupUnavailableError) throw err
    const reason = timeout.aborted
      ? 'timed out'
      : err instanceof Error
        ? `${err.name}: ${err.message}`
        : String(err)
    throw new LookupUnavailableError(reason, { cause: err })
  }
}

/** The error as one line for a log, never with the request's query (it holds personal data). */
/**
 * A remote lookup as the routes see it: any failure is logged once (the endpoint, never the query or
 * the key) and becomes a LookupUnavailableError.
 */
export function reportingFailures<Q, R>(
  what: string,
  where: string,
  logger: Pick<Logger, 'warn'>,
  ask: (query: Q, signal?: AbortSignal) => Promise<R>,
): (query: Q, signal?: AbortSignal) => Promise<R> {
  return async (query, signal) => {
    try {
      return await ask(query, signal)
    } catch (err) {
      logger.warn(`${what} failed`, { url: where, error: describeFailure(err) })
      throw err instanceof LookupUnavailableError ? err : new LookupUnavailableError(describeFailure(err))
    }
  }
}

export const describeFailure = (err: unknown) => (err instanceof Error ? err.message : String(err))
