import { beforeEach, describe, expect, it } from 'vitest'
import { AUTH_STORAGE_KEY, readAuthStorage, writeAuthStorage } from '../../views/platform/auth-storage'

const signedOut = {
  tokens: null,
  external_id: null,
  user_quote: null,
  broker_quote: false,
  user: null,
  insuranceFlow: 'default',
}

describe('auth-storage', () => {
  beforeEach(() => localStorage.clear())

  it('round-trips a session in the fields of core §3', () => {
    writeAuthStorage({
      tokens: { access: 'a', refresh: 'r' },
      external_id: 'x',
      user_quote: 'q-1',
      broker_quote: true,
      user: null,
      insuranceFlow: 'calculator',
    })
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toEqual({
      authenticated: true,
      access_token: 'a',
      refresh_token: 'r',
      external_id: 'x',
      user_quote: 'q-1',
      broker_quote: true,
      user: null,
      insuranceFlow: 'calculator',
    })
    expect(readAuthStorage()).toEqual({
      tokens: { access: 'a', refresh: 'r' },
      external_id: 'x',
      user_quote: 'q-1',
      broker_quote: true,
      user: null,
      insuranceFlow: 'calculator',
    })
  })

  it.each([
    ['not JSON', '{"authenticated": tr'],
    ['JSON of another shape', JSON.stringify({ state: { token: 'abc' }, version: 0 })],
    ['a wrong type', JSON.stringify({ authenticated: 'yes', access_token: 1 })],
    ['undefined', 'undefined'],
  ])('discards %s and starts signed out', (_what, raw) => {
    localStorage.setItem(AUTH_STORAGE_KEY, raw)
    expect(readAuthStorage()).toEqual(signedOut)
  })

  it('does not trust tokens of a session marked signed out', () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        authenticated: false,
        access_token: 'a',
        refresh_token: 'r',
        external_id: null,
        user: null,
        insuranceFlow: 'default',
      }),
    )
    expect(readAuthStorage().tokens).toBeNull()
  })
})

describe('auth-storage: a broker session (core §3 broker_quote)', () => {
  beforeEach(() => localStorage.clear())

  it('reads a session stored before broker_quote existed as no broker session', () => {
    const old = {
      authenticated: true,
      access_token: 'a',
      refresh_token: 'r',
      external_id: 'x',
      user_quote: 'q-1',
      user: null,
      insuranceFlow: 'default',
    }
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(old))
    expect(readAuthStorage()).toMatchObject({ user_quote: 'q-1', broker_quote: false })
  })

  it('keeps neither the quote nor the broker flag without tokens', () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        authenticated: false,
        access_token: null,
        refresh_token: null,
        external_id: null,
        user_quote: 'q-1',
        broker_quote: true,
        user: null,
        insuranceFlow: 'default',
      }),
    )
    expect(readAuthStorage()).toMatchObject({ user_quote: null, broker_quote: false })
  })
})
