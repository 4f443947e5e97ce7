// @vitest-environment node
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { ApiError } from '../../api/client/api-error'
import type { Http, RequestOptions } from '../../api/client/http'
import { orderedAfterWrites } from '../../api/client/ordered-http'

const schema = z.object({ ok: z.boolean() })

/** An Http that notes each request's path as it is sent and answers at once. */
function recording() {
  const sent: string[] = []
  const http = (async (options: RequestOptions<z.ZodType>) => {
    sent.push(options.path)
    return { ok: true }
  }) as Http
  return { sent, http }
}

/** A write the test settles. */
function write() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void }
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  return { promise, ...settle }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('orderedAfterWrites', () => {
  it('sends at once while no write is held', async () => {
    const { sent, http } = recording()
    const ordered = orderedAfterWrites(http)
    await ordered.http({ path: '/cart-item', schema })
    expect(sent).toEqual(['/cart-item'])
  })

  it("holds the customer's requests until the write is answered, then sends them in order", async () => {
    const { sent, http } = recording()
    const ordered = orderedAfterWrites(http)
    const saving = write()
    ordered.after(saving.promise)
    const add = ordered.http({ method: 'POST', path: '/cart-item', schema })
    const invoices = ordered.http({ path: '/invoices', schema })
    await tick()
    expect(sent).toEqual([])
    saving.resolve()
    await expect(add).resolves.toEqual({ ok: true })
    await invoices
    expect(sent).toEqual(['/cart-item', '/invoices'])
    // Answered: the next request no longer waits.
    await ordered.http({ path: '/users/me', schema })
    expect(sent).toEqual(['/cart-item', '/invoices', '/users/me'])
  })

  it('fails the held requests with the write when it fails, and sends later ones again', async () => {
    const { sent, http } = recording()
    const ordered = orderedAfterWrites(http)
    const saving = write()
    ordered.after(saving.promise)
    const add = ordered.http({ method: 'POST', path: '/cart-item', schema })
    const refused = new ApiError({ kind: 'network', method: 'PATCH', path: '/users/me' })
    saving.reject(refused)
    await expect(add).rejects.toBe(refused)
    expect(sent).toEqual([])
    await ordered.http({ path: '/cart-item', schema })
    expect(sent).toEqual(['/cart-item'])
  })

  it('never holds requests without the customer token: sign-in, the refresh, an admin call', async () => {
    const { sent, http } = recording()
    const ordered = orderedAfterWrites(http)
    ordered.after(write().promise)
    await ordered.http({ method: 'POST', path: '/token/refresh', schema, auth: false })
    await ordered.http({ path: '/admin/partner', schema, bearer: 'admin' })
    expect(sent).toEqual(['/token/refresh', '/admin/partner'])
  })
})
