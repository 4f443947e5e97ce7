/**
 * Retries of a catalog load (core §7: "a translation backend retries up to 5 times from 350 ms"). The
 * schedule is i18next's backend connector's (maxRetries 5, retryTimeout 350, the wait doubling each
 * time), the backend that sentence describes: 350, 700, 1400, 2800 and 5600 ms, some 11 s in all before
 * the caller falls back to the Dutch that ships with the page.
 *
 * Retrying the same `import()` is enough: browsers no longer keep a failed module fetch in their module
 * map (whatwg/html#10327), so the next import fetches the chunk again; Chromium does
 * (test/e2e/translation-retry.spec.ts). A browser that still keeps it fails every retry without a fetch
 * and ends in the same fallback.
 */
export interface RetryPolicy {
  /** Tries after the first one. */
  retries: number
  /** The wait before the first retry; each later wait is twice the one before. */
  firstDelayMs: number
}

export const CATALOG_RETRY: RetryPolicy = { retries: 5, firstDelayMs: 350 }

/** The waits before each retry, in order. */
export const retryDelays = ({ retries, firstDelayMs }: RetryPolicy): number[] =>
  Array.from({ length: retries }, (_, i) => firstDelayMs * 2 ** i)

/** Runs `load` until it resolves or the retries are spent; rejects with the last failure. */
export async function withRetry<T>(load: () => Promise<T>, policy: RetryPolicy = CATALOG_RETRY): Promise<T> {
  for (const delay of retryDelays(policy)) {
    try {
      return await load()
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
  return load()
}
