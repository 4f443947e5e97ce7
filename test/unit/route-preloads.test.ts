import type { OutputBundle } from 'rolldown'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routeChunkTable, routeIdOf } from '../../scripts/route-preloads'
import { ROUTE_CHUNKS_URL } from '../../api/contract/site-files'

/** A chunk of a build's bundle, as rolldown hands it to generateBundle. */
const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
  isEntry,
})

/** An entry, two split routes (one with two parts) and the chunks they share. */
const BUNDLE = {
  'assets/index-E.js': chunk('assets/index-E.js', ['assets/runtime-R.js'], ['/app/views/main.tsx'], true),
  'assets/runtime-R.js': chunk('assets/runtime-R.js', [], ['\0rolldown/runtime']),
  'assets/Input-I.js': chunk(
    'assets/Input-I.js',
    ['assets/runtime-R.js', 'assets/use-id-U.js'],
    ['/m/Input.mjs'],
  ),
  'assets/use-id-U.js': chunk('assets/use-id-U.js', ['assets/index-E.js'], ['/m/use-id.mjs']),
  'assets/welcome-W.js': chunk(
    'assets/welcome-W.js',
    ['assets/Input-I.js', 'assets/index-E.js'],
    ['/app/views/routes/welcome.tsx?tsr-split=component'],
  ),
  'assets/checkout-C.js': chunk(
    'assets/checkout-C.js',
    ['assets/Input-I.js'],
    ['/app/views/routes/checkout/index.tsx?tsr-split=component'],
  ),
  'assets/checkout-loader-L.js': chunk(
    'assets/checkout-loader-L.js',
    [],
    ['/app/views/routes/checkout/index.tsx?tsr-split=loader'],
  ),
  'assets/index-E.css': { type: 'asset' as const, fileName: 'assets/index-E.css' },
} as unknown as OutputBundle

describe('the build step (scripts/route-preloads.ts)', () => {
  it('names the route of a file route module as the router does', () => {
    expect(routeIdOf('/app/views/routes/welcome.tsx?tsr-split=component')).toBe('/welcome')
    expect(routeIdOf('/app/views/routes/checkout/index.tsx?tsr-split=loader')).toBe('/checkout/')
    expect(routeIdOf('/app/views/routes/user/route.tsx?tsr-split=component')).toBe('/user')
    expect(routeIdOf('/app/views/routes/__root.tsx?tsr-split=component')).toBe('__root__')
    expect(routeIdOf('/app/views/routes/survey/$slug/$productId/$.tsx?tsr-split=component')).toBe(
      '/survey/$slug/$productId/$',
    )
  })

  it("lists each route's parts with what they import, once each, without what the entry loads", () => {
    const { files, routes } = routeChunkTable(BUNDLE)
    const named = Object.fromEntries(
      Object.entries(routes).map(([id, list]) => [id, list.map((i) => files[i])]),
    )
    expect(named).toEqual({
      '/checkout/': [
        'assets/checkout-C.js',
        'assets/Input-I.js',
        'assets/use-id-U.js',
        'assets/checkout-loader-L.js',
      ],
      '/welcome': ['assets/welcome-W.js', 'assets/Input-I.js', 'assets/use-id-U.js'],
    })
    expect(files).toEqual([...new Set(files)].sort())
  })
})

/** The modulepreload links in the document's head. */
const links = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'))

describe('the browser side (views/platform/route-preloads.ts)', () => {
  const TABLE = {
    files: ['assets/a.js', 'assets/b.js', 'assets/c.js'],
    routes: { '/x': [0, 1], '/y': [1, 2] },
  }
  let answer: unknown
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }))

  beforeEach(() => {
    vi.resetModules()
    document.head.innerHTML = ''
    answer = TABLE
    fetchMock.mockClear()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('asks for nothing before the table is there, then for each chunk of a route once', async () => {
    const { loadRouteChunks, preloadRouteChunks } = await import('../../views/platform/route-preloads')
    preloadRouteChunks(['/x'])
    expect(links()).toEqual([])
    await loadRouteChunks()
    await loadRouteChunks()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith(ROUTE_CHUNKS_URL)
    preloadRouteChunks(['/x'])
    preloadRouteChunks(['/y', '/unknown'])
    expect(links()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
  })

  it('ignores a table that is not one, and tries again after a failed fetch', async () => {
    const { loadRouteChunks, preloadRouteChunks } = await import('../../views/platform/route-preloads')
    answer = { files: ['assets/a.js'], routes: { '/x': [0, 5] } }
    await loadRouteChunks()
    preloadRouteChunks(['/x'])
    expect(links()).toEqual([])

    vi.resetModules()
    const again = await import('../../views/platform/route-preloads')
    fetchMock.mockRejectedValueOnce(new TypeError('offline'))
    await again.loadRouteChunks()
    answer = TABLE
    await again.loadRouteChunks()
    again.preloadRouteChunks(['/x'])
    expect(links()).toEqual(['/assets/a.js', '/assets/b.js'])
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })
})

describe("a navigation's chunks (preloadChunksOfRoutes)", () => {
  /** A router with what the preloads use: its events, its route matching and its link preload. */
  function fakeRouter() {
    const listeners: ((event: { fromLocation?: object; toLocation: { pathname: string } }) => void)[] = []
    return {
      subscribe: (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener),
      getMatchedRoutes: (pathname: string) => [[{ id: '__root__' }, { id: pathname }]],
      buildLocation: ({ to }: { to: string }) => ({ pathname: to }),
      preloadRoute: vi.fn(async () => undefined),
      /** `from` null: the app's first load of the page the browser opened. */
      navigate: (from: string | null, to: string) =>
        listeners.forEach((listener) =>
          listener({ ...(from ? { fromLocation: { pathname: from } } : {}), toLocation: { pathname: to } }),
        ),
    }
  }

  beforeEach(() => {
    vi.resetModules()
    document.head.innerHTML = ''
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              files: ['assets/guarded.js', 'assets/sign-in.js'],
              routes: { '/profession': [0], '/sign-in': [1] },
            }),
          ),
      ),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it("asks for them after the click's task, and not at all when a redirect replaced the navigation first", async () => {
    const { loadRouteChunks, preloadChunksOfRoutes } = await import('../../views/platform/route-preloads')
    await loadRouteChunks()
    const router = fakeRouter()
    preloadChunksOfRoutes(router as never)

    // A signed-out visitor opens a guarded page; its guard redirects to sign in within the same task.
    router.navigate('/welcome', '/profession')
    expect(links()).toEqual([])
    router.navigate('/welcome', '/sign-in')
    await vi.waitFor(() => expect(links()).toEqual(['/assets/sign-in.js']))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(links()).toEqual(['/assets/sign-in.js'])

    // A navigation that goes through asks for its chunks.
    router.navigate('/sign-in', '/profession')
    await vi.waitFor(() => expect(links()).toEqual(['/assets/sign-in.js', '/assets/guarded.js']))
  })

  it('asks for nothing on the first page, whose chunks came with it', async () => {
    const { loadRouteChunks, preloadChunksOfRoutes } = await import('../../views/platform/route-preloads')
    await loadRouteChunks()
    const router = fakeRouter()
    preloadChunksOfRoutes(router as never)
    router.navigate(null, '/profession')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(links()).toEqual([])
  })
})
