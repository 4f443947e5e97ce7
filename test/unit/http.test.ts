// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { ApiError } from '../../api/client/api-error'
import { createHttp } from '../../api/client/http'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const schema = z.object({ ok: z.boolean() })

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('expected the call to fail')
}

describe('createHttp', () => {
  it('sends JSON, the bearer token and Accept-Language, and parses the answer', async () => {
    const fetch = vi.fn(async () => json(200, { ok: true }))
    const http = createHttp({ fetch, getToken: () => 'tok', getAcceptLanguage: () => 'fr-fr' })
    await expect(
      http({ method: 'POST', path: '/x', query: { a: 1, b: undefined }, body: { y: 1 }, schema }),
    ).resolves.toEqual({ ok: true })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/x?a=1')
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Accept-Language': 'fr-fr',
      'Content-Type': 'application/json',
    })
    expect(init.body).toBe('{"y":1}')
  })

  it('sends another bearer token when a call gives one (admin calls), and never refreshes on its 401', async () => {
    const fetch = vi.fn(async () => json(401, { code: 'not_authenticated', detail: 'no' }))
    const onUnauthorized = vi.fn(async () => 'new')
    const http = createHttp({ fetch, getToken: () => 'customer', onUnauthorized })
    const error = await failure(http({ path: '/admin/session', schema, bearer: 'admin' }))
    expect(error.kind).toBe('unauthorized')
    expect(fetch).toHaveBeenCalledTimes(1)
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.headers).toMatchObject({ Authorization: 'Bearer admin' })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('reads a file answer as a Blob with the token (accept: blob), and an error answer as JSON', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      url === '/file'
        ? new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            headers: { 'Content-Type': 'application/pdf' },
          })
        : json(404, { code: 'not_found', detail: 'No such document.' }),
    )
    const http = createHttp({ fetch, getToken: () => 'tok' })
    const blob = await http({ path: '/file', schema: z.instanceof(Blob), accept: 'blob' })
    expect(blob.type).toBe('application/pdf')
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF')
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', Accept: '*/*' })
    const error = await failure(http({ path: '/gone', schema: z.instanceof(Blob), accept: 'blob' }))
    expect(error).toMatchObject({ kind: 'http', status: 404, body: { code: 'not_found' } })
  })

  it('defaults Accept-Language to nl-nl and sends no token when there is none', async () => {
    const fetch = vi.fn(async () => json(200, { ok: true }))
    await createHttp({ fetch })({ path: '/x', schema })
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(init.headers).toMatchObject({ 'Accept-Language': 'nl-nl' })
    expect(init.headers).not.toHaveProperty('Authorization')
  })

  it('turns a 400 with field errors into a validation error with its catalogue code', async () => {
    const fetch = async () =>
      json(400, { code: 'invalid', field_errors: { postal_code: ['postalCode'] }, non_field_errors: [] })
    const error = await failure(createHttp({ fetch })({ path: '/x', schema }))
    expect(error.kind).toBe('validation')
    expect(error.fieldErrors).toEqual({ postal_code: ['postalCode'] })
    expect(error.code()).toBe('35012')
  })

  it('marks a 401 as unauthorized and a 503 as http', async () => {
    expect(
      (await failure(createHttp({ fetch: async () => json(401, {}) })({ path: '/x', schema }))).kind,
    ).toBe('unauthorized')
    const e503 = await failure(createHttp({ fetch: async () => json(503, 'down') })({ path: '/x', schema }))
    expect([e503.kind, e503.status, e503.code()]).toEqual(['http', 503, '35007'])
  })

  it('rejects an answer that breaks the contract', async () => {
    const error = await failure(
      createHttp({ fetch: async () => json(200, { ok: 'yes' }) })({ path: '/x', schema }),
    )
    expect(error.kind).toBe('contract')
  })

  it('reports a cancelled request as cancelled (no message) and a dead network as network', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    const controller = new AbortController()
    const pending = createHttp({ fetch: hanging })({ path: '/x', schema, signal: controller.signal })
    controller.abort()
    const cancelled = await failure(pending)
    expect(cancelled.kind).toBe('cancelled')
    expect(cancelled.code()).toBeNull()
    const offline = await failure(
      createHttp({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')) })({
        path: '/x',
        schema,
      }),
    )
    expect(offline.kind).toBe('network')
  })

  it('gives up after the timeout', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError'))),
      )
    const error = await failure(createHttp({ fetch: hanging, timeoutMs: 20 })({ path: '/x', schema }))
    expect(error.kind).toBe('timeout')
    expect(error.code()).toBe('35011')
  })
})

describe('createHttp while the answer is still arriving', () => {
  /** A 200 whose body never finishes, and fails when the request's signal aborts. */
  const streaming: typeof fetch = async (_url, init) => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"ok":'))
        init?.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        )
      },
    })
    return new Response(body, { status: 200 })
  }
  const schema = z.object({ ok: z.boolean() })

  it('reports a cancel during the download as cancelled, not as a broken answer', async () => {
    const controller = new AbortController()
    const pending = createHttp({ fetch: streaming })({ path: '/x', schema, signal: controller.signal })
    setTimeout(() => controller.abort(), 10)
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' })
  })

  it('reports a timeout during the download as a timeout', async () => {
    await expect(
      createHttp({ fetch: streaming, timeoutMs: 20 })({ path: '/x', schema }),
    ).rejects.toMatchObject({
      kind: 'timeout',
    })
  })
})
