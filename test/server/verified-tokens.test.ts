// @vitest-environment node
import { SignJWT } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { verifyToken } from '../../api/server/auth/tokens'
import { createVerifiedTokens } from '../../api/server/auth/verified-tokens'

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256'
const access = (exp: number, secret = SECRET) =>
  new SignJWT({ typ: 'access', partner: 'zzp' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('7')
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret))

afterEach(() => vi.useRealTimers())

describe('verified access tokens (kept so a hot route does not check the same signature again)', () => {
  it('keeps an answer until its exp, as jose counts it (expired at exp), then drops it', () => {
    vi.useFakeTimers({ now: 1_000_000_000_000 })
    const kept = createVerifiedTokens<string>()
    kept.set('a', 'claims', 1_000_000_010)
    expect(kept.get('a')).toBe('claims')
    vi.setSystemTime(1_000_000_009_999)
    expect(kept.get('a')).toBe('claims')
    vi.setSystemTime(1_000_000_010_000)
    expect(kept.get('a')).toBeUndefined()
    expect(kept.size).toBe(0)
  })

  it('keeps at most max entries, the oldest out first', () => {
    const kept = createVerifiedTokens<number>(2)
    const exp = Math.floor(Date.now() / 1000) + 60
    kept.set('a', 1, exp)
    kept.set('b', 2, exp)
    kept.set('c', 3, exp)
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, 2, 3])
  })

  it('answers a verified token the same the second time, and not once it expired', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] })
    const exp = Math.floor(Date.now() / 1000) + 60
    const token = await access(exp)
    const first = await verifyToken(token, 'access', SECRET)
    expect(first).toEqual({ typ: 'access', userId: 7, partner: 'zzp', jti: undefined })
    expect(await verifyToken(token, 'access', SECRET)).toEqual(first)
    vi.setSystemTime(exp * 1000)
    expect(await verifyToken(token, 'access', SECRET)).toBeNull()
  })

  it('never answers a token kept under one secret for another, nor as a refresh token', async () => {
    const token = await access(Math.floor(Date.now() / 1000) + 60)
    expect(await verifyToken(token, 'access', SECRET)).not.toBeNull()
    expect(await verifyToken(token, 'access', `${SECRET}-other`)).toBeNull()
    expect(await verifyToken(token, 'refresh', SECRET)).toBeNull()
  })
})
