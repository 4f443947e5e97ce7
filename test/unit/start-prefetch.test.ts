import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const prefetchNextSteps = vi.fn()
vi.mock('../../views/funnel/prefetch-next', () => ({ prefetchNextSteps }))

/** A router with what the start uses: its resolved page and the event. */
function fakeRouter(routeId: string) {
  const listeners = new Set<() => void>()
  const router = {
    state: { matches: [{ routeId: '__root__' }, { routeId }] },
    subscribe: (_type: string, listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    resolve: (id: string) => {
      router.state.matches = [{ routeId: '__root__' }, { routeId: id }]
      listeners.forEach((listener) => listener())
    },
  }
  return router
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the next steps prefetch starts (start-prefetch.ts)', () => {
  let idle: (() => void)[]
  beforeEach(() => {
    vi.resetModules()
    prefetchNextSteps.mockClear()
    idle = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  })
  afterEach(() => vi.unstubAllGlobals())

  it("on the welcome page only at the customer's first input, and once", async () => {
    const { startPrefetchingNextSteps } = await import('../../views/funnel/start-prefetch')
    const router = fakeRouter('/welcome')
    startPrefetchingNextSteps(router as never)
    router.resolve('/welcome')
    idle.forEach((run) => run())
    await settle()
    expect(prefetchNextSteps).not.toHaveBeenCalled()

    document.dispatchEvent(new Event('input'))
    await vi.waitFor(() => expect(prefetchNextSteps).toHaveBeenCalledWith(router))
    document.dispatchEvent(new KeyboardEvent('keydown'))
    router.resolve('/sign-in/')
    idle.forEach((run) => run())
    await settle()
    expect(prefetchNextSteps).toHaveBeenCalledTimes(1)
  })

  it('on another page at the first idle moment', async () => {
    const { startPrefetchingNextSteps } = await import('../../views/funnel/start-prefetch')
    const router = fakeRouter('/profession')
    startPrefetchingNextSteps(router as never)
    router.resolve('/profession')
    expect(prefetchNextSteps).not.toHaveBeenCalled()
    idle.forEach((run) => run())
    await vi.waitFor(() => expect(prefetchNextSteps).toHaveBeenCalledOnce())
  })
})
