import type { TokenPair, User } from '../../api/contract/auth'
import { failureOf, Reason } from '../../api/contract/failure'
import { defineJourney, doneEvent, errorEvent } from '../graph/journey'
import { authMachine } from './auth.machine'

const tokens: TokenPair = { access: 'a1', refresh: 'r1' }
const newer: TokenPair = { access: 'a2', refresh: 'r2' }
const user = { id: 1, email: 'klant@example.nl', partner: 'zzp' } as User
const login = { external_id: 'x1', signature: 'f'.repeat(64), signature_created_at: '2026-11-21T10:00:00Z' }
const broker = { name: 'Jansen Assurantiën', email: 'advies@jansen.example', phone: '020 123 4567' }
const done = (id: string, output: unknown) => doneEvent(id, output)
const fail = (id: string, error: unknown) => errorEvent(id, error)

const words: Record<string, string> = {
  'login.external': 'The visitor opens a partner login link',
  'login.magicLink': 'The visitor opens the sign-in link from the e-mail',
  'session.tokenRejected': 'The server rejects the access token (401)',
  'session.retryRefresh': 'The user clicks “try again” after the session could not be refreshed',
  'session.signOut': 'The user signs out',
  'session.changedElsewhere': 'Another tab signs in or out',
  'user.changed': 'The user’s profile changes',
  'flow.changed': 'The insurance flow changes (calculator)',
}

export const authJourney = defineJourney({
  id: 'auth',
  title: 'Sign-in and session',
  description:
    'Signing in by partner link, broker quote or magic link; the session stays fresh with exactly one token refresh at a time, and ends on sign-out or when the server refuses it.',
  machine: authMachine,
  inputs: [{}, { tokens }],
  events: [
    { type: 'login.external', login },
    { type: 'login.external', login: { ...login, quote_id: 'q1', is_broker_flow: true } },
    { type: 'login.magicLink', token: 't'.repeat(20) },
    { type: 'session.tokenRejected', token: 'a1' },
    { type: 'session.tokenRejected', token: 'old' },
    { type: 'session.retryRefresh' },
    { type: 'session.signOut' },
    { type: 'session.changedElsewhere', tokens: newer },
    { type: 'session.changedElsewhere', tokens: null },
    { type: 'user.changed', user },
    { type: 'flow.changed', mode: 'calculator' },
    done('loginExternal', tokens),
    fail('loginExternal', failureOf(Reason.loginFailed, false, '35001')),
    done('loginBroker', tokens),
    fail('loginBroker', failureOf(Reason.loginFailed, false, '35004')),
    fail('loginBroker', { ...failureOf(Reason.quoteExpired, false, '35003'), broker }),
    done('loginMagicLink', tokens),
    fail('loginMagicLink', failureOf(Reason.invalidLink, false, '35003')),
    done('fetchUser', user),
    fail('fetchUser', failureOf(Reason.sessionExpired)),
    fail('fetchUser', failureOf(Reason.network, true, '35010')),
    done('refreshToken', newer),
    fail('refreshToken', failureOf(Reason.sessionExpired)),
    fail('refreshToken', failureOf(Reason.network, true, '35010')),
  ],
  contextKey: (s) => [
    s.context.tokens?.access ?? null,
    s.context.failure?.reason ?? null,
    s.context.refreshFailed,
  ],
  limit: 5000,
  describeEvent: (event) => {
    if (event.type === 'login.external')
      return event.login.is_broker_flow ? 'The visitor opens a broker quote link' : words[event.type]
    if (event.type === 'session.tokenRejected')
      return event.token === 'a1'
        ? 'The server rejects the current access token (401)'
        : 'A request made with an older access token is rejected (401)'
    if (event.type === 'session.changedElsewhere')
      return event.tokens ? 'Another tab signs in with new tokens' : 'Another tab signs out'
    return words[event.type]
  },
  sensitive: ['tokens', 'user', 'external_id'],
})
