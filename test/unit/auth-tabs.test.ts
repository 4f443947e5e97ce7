import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHttp } from '../../api/client/http'
import { createAuthRuntime } from '../../views/platform/auth-runtime'
import {
  AUTH_STORAGE_KEY,
  readAuthStorage,
  writeAuthStorage,
  type RestoredSession,
} from '../../views/platform/auth-storage'

const session = (tokens: RestoredSession['tokens']): RestoredSession => ({
  tokens,
  external_id: null,
  user_quote: null,
  broker_quote: false,
  user: null,
  insuranceFlow: 'default',
})

const writes = () =>
  vi.mocked(Storage.prototype.setItem).mock.calls.filter(([key]) => key === AUTH_STORAGE_KEY)

/**
 * Another tab stores `tokens`: the browser changes the storage and tells this tab (a storage event).
 * Answers how often this tab wrote the session while taking it in.
 */
function otherTabStores(tokens: RestoredSession['tokens']): number {
  writeAuthStorage(session(tokens))
  const before = writes().length
  window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }))
  return writes().length - before
}

describe('tabs sharing the session (auth-runtime.ts)', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('takes in another tab’s sign-out and sign-in without writing them back, and writes its own', () => {
    writeAuthStorage(session({ access: 'a1', refresh: 'r1' }))
    // The server never answers: this tab stays loading its user while the other tab acts.
    const http = createHttp({ fetch: () => new Promise<Response>(() => {}) })
    const auth = createAuthRuntime(http)
    expect(auth.actor.getSnapshot().matches('authenticated')).toBe(true)
    vi.spyOn(Storage.prototype, 'setItem')

    // The other tab signs out before its link's sign-in (verify-loader.ts): this tab follows, and does not
    // write it back (it would reach the other tab after its sign-in, and sign both out) …
    expect(otherTabStores(null)).toBe(0)
    expect(auth.actor.getSnapshot().matches('signedOut')).toBe(true)
    // … then signs in: this tab follows again, and what is stored stays the other tab's sign-in.
    expect(otherTabStores({ access: 'a2', refresh: 'r2' })).toBe(0)
    expect(auth.actor.getSnapshot().context.tokens).toEqual({ access: 'a2', refresh: 'r2' })
    expect(readAuthStorage().tokens).toEqual({ access: 'a2', refresh: 'r2' })

    // A change of its own is stored.
    const before = writes().length
    auth.send({ type: 'session.signOut' })
    expect(writes().length - before).toBe(1)
    expect(readAuthStorage().tokens).toBeNull()
  })
})
