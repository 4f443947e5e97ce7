// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { TokenPair, User } from '../../api/contract/auth'
import { failureOf, Reason, type Failure } from '../../api/contract/failure'
import { authMachine } from '../../machines/auth/auth.machine'

const pair: TokenPair = { access: 'a', refresh: 'r' }
const user = { id: 7, email: 'jan@example.nl', partner: 'zzp' } as User
const login = { external_id: 'k1', signature: 'f'.repeat(64), signature_created_at: '2026-11-21T10:00:00Z' }
const failWith = (e: Failure & { broker?: unknown }) => () => Promise.reject(e)

function start(actors: Record<string, unknown>, input = {}) {
  const actor = createActor(authMachine.provide({ actors: actors as never }), { input })
  actor.start()
  return actor
}
const settled = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => !s.hasTag('resolving'))

describe('auth machine with its effects', () => {
  it('signs in by signature, loads the user and remembers the external id', async () => {
    const actor = start({
      loginExternal: fromPromise(async () => pair),
      fetchUser: fromPromise(async () => user),
    })
    actor.send({ type: 'login.external', login })
    const s = await settled(actor)
    expect(s.matches({ authenticated: { user: 'ready', token: 'valid' } })).toBe(true)
    expect(s.context).toMatchObject({ tokens: pair, user, external_id: 'k1', failure: null })
  })

  it('remembers the quote a link logged in with, until signing out', async () => {
    const actor = start({
      loginExternal: fromPromise(async () => pair),
      fetchUser: fromPromise(async () => user),
    })
    actor.send({ type: 'login.external', login: { ...login, quote_id: 'q-9' } })
    expect((await settled(actor)).context.user_quote).toBe('q-9')
    actor.send({ type: 'session.signOut' })
    expect(actor.getSnapshot().context.user_quote).toBeNull()
  })

  it('a refused login clears everything and says why', async () => {
    const actor = start({
      loginExternal: fromPromise(failWith(failureOf(Reason.loginFailed, false, '35001'))),
    })
    actor.send({ type: 'login.external', login })
    const s = await settled(actor)
    expect(s.value).toBe('signedOut')
    expect(s.context).toMatchObject({
      tokens: null,
      external_id: null,
      failure: { reason: 'loginFailed', code: '35001' },
    })
  })

  it('an expired signature is an invalid link; a failed broker login is a broker failure (→ /404)', async () => {
    const expired = start({
      loginExternal: fromPromise(failWith(failureOf(Reason.invalidLink, false, '35003'))),
    })
    expired.send({ type: 'login.external', login })
    expect((await settled(expired)).context.failure?.reason).toBe('invalidLink')
    const broker = start({
      loginExternal: fromPromise(failWith(failureOf(Reason.loginFailed, false, '35001'))),
    })
    broker.send({ type: 'login.external', login: { ...login, quote_id: 'q', is_broker_flow: true } })
    expect((await settled(broker)).context.failure?.reason).toBe('brokerQuote')
  })

  it('a stored session loads the user; a network failure keeps the session and can be retried', async () => {
    let calls = 0
    const actor = start(
      {
        fetchUser: fromPromise(async () => {
          calls += 1
          if (calls === 1) throw failureOf(Reason.network, true, '35010')
          return user
        }),
      },
      { tokens: pair },
    )
    expect((await settled(actor)).matches({ authenticated: { user: 'failed' } })).toBe(true)
    actor.send({ type: 'session.retryRefresh' })
    await waitFor(actor, (s) => s.matches({ authenticated: { user: 'ready' } }))
    expect(actor.getSnapshot().context.tokens).toEqual(pair)
  })

  it('follows another tab: a sign-in there signs in here, a sign-out there signs out here', async () => {
    const actor = start({ fetchUser: fromPromise(async () => user) })
    actor.send({ type: 'session.changedElsewhere', tokens: pair })
    expect((await settled(actor)).matches('authenticated')).toBe(true)
    actor.send({ type: 'session.changedElsewhere', tokens: null })
    expect(actor.getSnapshot().value).toBe('signedOut')
  })

  it('a sign-in in another tab after a failed link leaves no failure to tell', async () => {
    const actor = start({
      loginExternal: fromPromise(failWith(failureOf(Reason.loginFailed, false, '35001'))),
      fetchUser: fromPromise(async () => user),
    })
    actor.send({ type: 'login.external', login: { ...login, quote_id: 'q', is_broker_flow: true } })
    expect((await settled(actor)).context.failure?.reason).toBe('brokerQuote')
    actor.send({ type: 'session.changedElsewhere', tokens: pair })
    const s = await settled(actor)
    expect(s.matches({ authenticated: { user: 'ready' } })).toBe(true)
    expect(s.context.failure).toBeNull()
  })
})

describe('auth journey: a broker quote that ended', () => {
  it('keeps the reason and the broker to ask (not /404), and marks a broker session', async () => {
    const broker = { name: 'Jansen', email: 'advies@jansen.example', phone: null }
    const ended = start({
      loginExternal: fromPromise(failWith({ ...failureOf(Reason.quoteExpired, false, '35003'), broker })),
    })
    ended.send({ type: 'login.external', login: { ...login, quote_id: 'q', is_broker_flow: true } })
    const s = await settled(ended)
    expect(s.context.failure).toMatchObject({ reason: 'quote_expired', broker })
    expect(s.context.broker_quote).toBe(false)

    const ok = start({
      loginExternal: fromPromise(async () => pair),
      fetchUser: fromPromise(async () => user),
    })
    ok.send({ type: 'login.external', login: { ...login, quote_id: 'q', broker_quote: true } })
    expect((await settled(ok)).context).toMatchObject({ user_quote: 'q', broker_quote: true })
    ok.send({ type: 'session.signOut' })
    expect(ok.getSnapshot().context).toMatchObject({ user_quote: null, broker_quote: false })
  })
})
