// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import * as z from 'zod/mini'
import type { ApiError } from '../../api/client/api-error'
import { createHttp } from '../../api/client/http'
import { tokenPairSchema, type TokenPair, type User } from '../../api/contract/auth'
import { authMachine } from '../../machines/auth/auth.machine'
import { authFailureOf } from '../../views/platform/auth-effects'
import { createSessionBridge } from '../../views/platform/session-bridge'

const N = 50
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

/**
 * A server where the stored access token has expired: `a1` gets 401, `a2` (from the refresh) works.
 * Every answer goes through fast-check's scheduler, so each run tries another interleaving.
 */
function world(s: fc.Scheduler, refreshAnswer: 'ok' | 'unauthorized') {
  const calls = { refresh: 0, data: 0, dataWithNew: 0 }
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input)
    const auth = new Headers(init?.headers).get('Authorization')
    if (url === '/auth/jwt/refresh') {
      calls.refresh += 1
      return s.schedule(
        Promise.resolve(refreshAnswer === 'ok' ? json(200, { access: 'a2', refresh: 'r2' }) : json(401, {})),
        'refresh',
      )
    }
    calls.data += 1
    if (auth === 'Bearer a2') calls.dataWithNew += 1
    return s.schedule(
      Promise.resolve(auth === 'Bearer a2' ? json(200, { ok: true }) : json(401, {})),
      `data ${auth}`,
    )
  }
  const plain = createHttp({ fetch })
  const auth = createActor(
    authMachine.provide({
      actors: {
        refreshToken: fromPromise(async ({ input }: { input: { tokens: TokenPair } }) => {
          try {
            return await plain({
              method: 'POST',
              path: '/auth/jwt/refresh',
              body: { refresh: input.tokens.refresh },
              schema: tokenPairSchema,
              auth: false,
            })
          } catch (error) {
            throw authFailureOf(error)
          }
        }),
        fetchUser: fromPromise(async () => ({ id: 1 }) as User),
      },
    }),
    { input: { tokens: { access: 'a1', refresh: 'r1' } } },
  )
  let logouts = 0
  let wasSignedIn = true
  auth.subscribe((snapshot) => {
    const signedOut = snapshot.matches('signedOut')
    if (signedOut && wasSignedIn) logouts += 1
    wasSignedIn = !signedOut
  })
  auth.start()
  const http = createHttp({
    fetch,
    getToken: () => auth.getSnapshot().context.tokens?.access,
    onUnauthorized: createSessionBridge(auth),
  })
  const request = () => http({ path: '/data', schema: z.object({ ok: z.boolean() }) })
  return { calls, request, logouts: () => logouts, auth }
}

describe('single-flight token refresh (property)', () => {
  it(`${N} concurrent requests with an expired token: 1 refresh, ${N} replays, ${N} successes, 0 logouts`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const w = world(s, 'ok')
        const results = Promise.allSettled(Array.from({ length: N }, w.request))
        const settled = await s.waitFor(results)
        expect(w.calls.refresh).toBe(1)
        expect(w.calls.dataWithNew).toBe(N)
        expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(N)
        expect(w.logouts()).toBe(0)
        expect(w.auth.getSnapshot().context.tokens).toEqual({ access: 'a2', refresh: 'r2' })
      }),
      { numRuns: 60 },
    )
  })

  it('a refresh answered 401 logs out exactly once and sends no further calls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const w = world(s, 'unauthorized')
        const results = Promise.allSettled(Array.from({ length: N }, w.request))
        const settled = await s.waitFor(results)
        expect(w.calls.refresh).toBe(1)
        expect(w.calls.data).toBe(N) // the first attempts only: nothing replayed
        expect(
          settled.every((r) => r.status === 'rejected' && (r.reason as ApiError).kind === 'unauthorized'),
        ).toBe(true)
        expect(w.logouts()).toBe(1)
        expect(w.auth.getSnapshot().context.failure?.reason).toBe('sessionExpired')
      }),
      { numRuns: 60 },
    )
  })
})
