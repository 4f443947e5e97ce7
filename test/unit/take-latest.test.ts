// @vitest-environment node
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { createHttp } from '../../api/client/http'
import { isCancelled, takeLatest } from '../../api/client/take-latest'

/** A fetch that answers each request after `ms`, unless it is aborted first. */
const slowFetch =
  (ms: number): typeof fetch =>
  (input, init) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(JSON.stringify({ url: String(input) }))), ms)
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(new DOMException('aborted', 'AbortError'))
      })
    })

describe('takeLatest', () => {
  const http = createHttp({ fetch: slowFetch(20) })
  const lookup = takeLatest((signal, postalCode: string) =>
    http({
      path: '/address-lookup/search',
      query: { postal_code: postalCode },
      schema: z.object({ url: z.string() }),
      signal,
    }),
  )

  it('cancels the previous call when a new one starts; only the newest answers', async () => {
    const first = lookup('1011AB')
    const second = lookup('1011AC')
    const [a, b] = await Promise.allSettled([first, second])
    expect(a.status === 'rejected' && isCancelled(a.reason)).toBe(true)
    expect(b).toEqual({ status: 'fulfilled', value: { url: '/address-lookup/search?postal_code=1011AC' } })
  })

  it('can cancel the call in flight', async () => {
    const pending = lookup('1011AB')
    lookup.cancel()
    await expect(pending).rejects.toSatisfy(isCancelled)
  })
})
