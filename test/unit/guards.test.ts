import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import type { AppRuntime } from '../../views/platform/app-runtime'
import type { AuthRuntime } from '../../views/platform/auth-runtime'
import { redirectKnownSignedOut, requireSignedIn } from '../../views/platform/guards'
import { takeReturn } from '../../views/platform/return-to'

/** A runtime with only what the guard reads; `auth` is the journey's settled state when it loads. */
function runtimeWith({
  stored,
  loaded,
  authenticated,
}: {
  stored: boolean
  loaded: boolean
  authenticated: boolean
}) {
  const settled = {
    matches: (state: string) => authenticated && state === 'authenticated',
    context: { user: { id: 7 } },
  }
  const auth = { settled: async () => settled } as unknown as AuthRuntime
  const loadAuth = vi.fn(async () => auth)
  return {
    runtime: {
      loadAuth,
      loadedAuth: () => (loaded ? auth : null),
      hasStoredSession: () => stored,
    } as unknown as AppRuntime,
    loadAuth,
  }
}

const thrown = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

describe('requireSignedIn', () => {
  it('sends a visitor with no session to sign in without loading the auth journey, and remembers the page', async () => {
    const { runtime, loadAuth } = runtimeWith({ stored: false, loaded: false, authenticated: false })
    const error = await thrown(requireSignedIn(runtime, '/profession?q=timmer'))
    expect(isRedirect(error)).toBe(true)
    expect((error as { options: { to: string } }).options.to).toBe('/sign-in')
    expect(loadAuth).not.toHaveBeenCalled()
    expect(takeReturn()).toBe('/profession?q=timmer')
  })

  it('asks the auth journey when a session is stored, or when it runs already', async () => {
    for (const where of [
      { stored: true, loaded: false },
      { stored: false, loaded: true },
    ]) {
      const { runtime } = runtimeWith({ ...where, authenticated: true })
      await expect(requireSignedIn(runtime)).resolves.toEqual({ user: { id: 7 } })
    }
    const { runtime, loadAuth } = runtimeWith({ stored: true, loaded: false, authenticated: false })
    expect(isRedirect(await thrown(requireSignedIn(runtime)))).toBe(true)
    expect(loadAuth).toHaveBeenCalledOnce()
  })
})

describe("redirectKnownSignedOut (a funnel page's first look, before its guard code)", () => {
  const syncThrown = (run: () => void) => {
    try {
      run()
      return null
    } catch (error) {
      return error
    }
  }

  it('sends a visitor with no session to the sign-in path in the same task, and remembers the page just after', async () => {
    const { runtime, loadAuth } = runtimeWith({ stored: false, loaded: false, authenticated: false })
    const error = syncThrown(() => redirectKnownSignedOut(runtime, '/profession?q=timmer', '/sign-in'))
    expect(isRedirect(error)).toBe(true)
    expect((error as { options: { to: string; replace: boolean } }).options).toMatchObject({
      to: '/sign-in',
      replace: true,
    })
    expect(loadAuth).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(takeReturn()).toBe('/profession?q=timmer'))
  })

  it('sends to the calculator where the partner has no e-mail sign-in, remembering nothing', async () => {
    const { runtime } = runtimeWith({ stored: false, loaded: false, authenticated: false })
    const error = syncThrown(() => redirectKnownSignedOut(runtime, '/profession', '/insurance-calculator'))
    expect((error as { options: { to: string } }).options.to).toBe('/insurance-calculator')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(takeReturn()).toBeNull()
  })

  it('leaves the decision to the guard when a session is stored, the journey runs, or the path is not known yet', () => {
    for (const where of [
      { stored: true, loaded: false, path: '/sign-in' as const },
      { stored: false, loaded: true, path: '/sign-in' as const },
      { stored: false, loaded: false, path: null },
    ]) {
      const { runtime } = runtimeWith({ ...where, authenticated: false })
      expect(syncThrown(() => redirectKnownSignedOut(runtime, '/profession', where.path))).toBeNull()
    }
  })
})
