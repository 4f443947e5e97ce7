import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/client/api-error'
import { createHttp } from '../../api/client/http'
import { adminRoutes } from '../../api/contract/admin.routes'
import { adminCall } from '../../views/platform/admin-call'
import { readAdmin, writeAdmin } from '../../views/platform/admin-storage'

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
const unauthorized = () =>
  json(401, { code: 'not_authenticated', detail: 'no', field_errors: {}, non_field_errors: [] })

/** A fake server: admin calls accept only `valid`; the refresh answers `refreshAnswer()` after a tick. */
function fakeServer(refreshAnswer: () => Response | Promise<Response>) {
  let valid = 'fresh-1'
  const calls: { path: string; bearer: string | null }[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url)
    const bearer = ((init?.headers ?? {}) as Record<string, string>).Authorization?.slice(7) ?? null
    calls.push({ path, bearer })
    if (path === '/admin/auth/jwt/refresh') {
      await new Promise((resolve) => setTimeout(resolve, 5))
      const answer = await refreshAnswer()
      if (answer.ok) valid = ((await answer.clone().json()) as { access: string }).access
      return answer
    }
    return bearer === valid ? json(200, { name: 'ZZP Schild', partner: 'zzp' }) : unauthorized()
  })
  return { http: createHttp({ fetch: fetch as typeof globalThis.fetch }), calls }
}

beforeEach(() => {
  sessionStorage.clear()
  writeAdmin({ access_token: 'expired', name: 'ZZP Schild', returnURL: '/products' })
})

describe('adminCall', () => {
  it('sends the stored admin token and answers the parsed body', async () => {
    writeAdmin({ access_token: 'fresh-1', name: 'ZZP Schild', returnURL: null })
    const { http, calls } = fakeServer(() => json(200, { access: 'never' }))
    await expect(adminCall(http, adminRoutes.adminSession)).resolves.toEqual({
      name: 'ZZP Schild',
      partner: 'zzp',
    })
    expect(calls).toEqual([{ path: '/admin/session', bearer: 'fresh-1' }])
  })

  it('refreshes once for concurrent 401s and replays each call once with the new token', async () => {
    const { http, calls } = fakeServer(() => json(200, { access: 'fresh-1' }))
    const answers = await Promise.all([1, 2, 3].map(() => adminCall(http, adminRoutes.adminSession)))
    expect(answers).toHaveLength(3)
    expect(calls.filter((c) => c.path === '/admin/auth/jwt/refresh')).toHaveLength(1)
    // The refresh itself carries no bearer token: only the cookie.
    expect(calls.find((c) => c.path === '/admin/auth/jwt/refresh')?.bearer).toBeNull()
    expect(calls.filter((c) => c.bearer === 'fresh-1')).toHaveLength(3)
    expect(readAdmin()).toEqual({ access_token: 'fresh-1', name: 'ZZP Schild', returnURL: '/products' })
  })

  it('forgets the admin session when the refresh is refused, and the calls fail as unauthorised', async () => {
    const { http, calls } = fakeServer(unauthorized)
    const results = await Promise.allSettled([1, 2].map(() => adminCall(http, adminRoutes.adminSession)))
    for (const result of results) {
      expect(result.status).toBe('rejected')
      expect((result as PromiseRejectedResult).reason).toMatchObject({ kind: 'unauthorized' })
    }
    expect(calls.filter((c) => c.path === '/admin/auth/jwt/refresh')).toHaveLength(1)
    expect(readAdmin()).toBeNull()
  })

  it('keeps the admin session when the refresh fails on the network', async () => {
    const { http } = fakeServer(() => Promise.reject(new TypeError('offline')))
    await expect(adminCall(http, adminRoutes.adminSession)).rejects.toMatchObject({ kind: 'network' })
    expect(readAdmin()?.access_token).toBe('expired')
  })

  it('fails as unauthorised without a request when there is no admin session', async () => {
    writeAdmin(null)
    const { http, calls } = fakeServer(() => json(200, { access: 'x' }))
    await expect(adminCall(http, adminRoutes.adminSession)).rejects.toBeInstanceOf(ApiError)
    expect(calls).toEqual([])
  })
})
