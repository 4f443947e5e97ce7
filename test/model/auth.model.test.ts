// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { TokenPair, User } from '../../api/contract/auth'
import { authMachine } from '../../machines/auth/auth.machine'
import type { AuthEvent } from '../../machines/auth/auth.types'
import { coverageLine, walkModel } from './harness'

const tokens: TokenPair = { access: 'a1', refresh: 'r1' }
const newer: TokenPair = { access: 'a2', refresh: 'r2' }
const user = { id: 1, email: 'a@b.nl', partner: 'zzp' } as User
const login = { external_id: 'x1', signature: 'f'.repeat(64), signature_created_at: '2026-11-21T10:00:00Z' }
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as AuthEvent
const fail = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as AuthEvent

describe('auth machine paths', () => {
  it('walks every transition with effects stubbed', () => {
    const result = walkModel({
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
        fail('loginExternal', { code: '35001', unauthorized: true }),
        done('loginBroker', tokens),
        fail('loginBroker', { code: '35004', unauthorized: true }),
        done('loginMagicLink', tokens),
        fail('loginMagicLink', { code: '35003', unauthorized: true, invalidLink: true }),
        done('fetchUser', user),
        fail('fetchUser', { code: null, unauthorized: true }),
        fail('fetchUser', { code: '35010', unauthorized: false }),
        done('refreshToken', newer),
        fail('refreshToken', { code: null, unauthorized: true }),
        fail('refreshToken', { code: '35010', unauthorized: false }),
      ],
      contextKey: (s) => [
        s.context.tokens?.access ?? null,
        s.context.failure?.reason ?? null,
        s.context.refreshFailed,
      ],
      limit: 5000,
    })
    console.log(coverageLine('auth', result))
    expect(result.transitions.missing).toEqual([])
    expect(result.states.missing).toEqual([])
    expect(result.generationMs).toBeLessThan(1000)
  })
})
