import type { Http } from './http'

/** An HTTP client whose customer requests can be held behind a write the app did not wait for. */
export interface OrderedHttp {
  http: Http
  /**
   * While `write` is under way, every request with the customer's token waits for it, and fails with
   * it when it fails: it was asked on what that write makes true (a price for the profession being
   * saved). Requests without the token (sign-in, the refresh a 401 on that write itself waits for, an
   * admin's) go at once.
   */
  after(write: Promise<unknown>): void
}

/** Holds `http`'s customer requests behind the last write handed to `after` (issue 26). */
export function orderedAfterWrites(http: Http): OrderedHttp {
  let pending: Promise<unknown> | null = null
  return {
    http: (options) => {
      const wait = pending
      if (!wait || options.auth === false || options.bearer) return http(options)
      return wait.then(() => http(options))
    },
    after(write) {
      const settled: Promise<unknown> = write.finally(() => {
        if (pending === settled) pending = null
      })
      // Its failure is each waiting request's to report; unheard, it is no error of its own.
      settled.catch(() => undefined)
      pending = settled
    },
  }
}
