import type { AnyRouter } from '@tanstack/react-router'
import { fetchRouteChunks } from '../../api/client/route-chunks'
import { isRecord } from '../../api/contract/plain-checks'

/**
 * What each route's code needs beyond the entry, from the build's `route-chunks.json`
 * (scripts/route-preloads.ts): the entry does not carry these lists (issue 26), so this module fetches
 * them once the first page is up and, when a route is about to load (a navigation, a link's preload, the
 * next steps' prefetch), asks for all its chunks at once with `<link rel="modulepreload">` instead of
 * letting the browser find them one import level after another. Without the file (the dev server) or
 * before it arrived, routes load as they would anyway, only in more round trips.
 */
interface RouteChunkTable {
  files: string[]
  routes: Record<string, number[]>
}

let table: RouteChunkTable | null = null
let loading: Promise<void> | null = null
const asked = new Set<string>()

/** The table when the value (parsed JSON) is one, else null. */
function asTable(value: unknown): RouteChunkTable | null {
  if (!isRecord(value)) return null
  const { files, routes } = value
  if (!Array.isArray(files) || !files.every((file) => typeof file === 'string')) return null
  if (!isRecord(routes)) return null
  const valid = Object.values(routes).every(
    (list) => Array.isArray(list) && list.every((i) => Number.isInteger(i) && i >= 0 && i < files.length),
  )
  return valid ? { files, routes: routes as Record<string, number[]> } : null
}

/** Fetches the table, once; a failure is tried again on the next call. Never rejects. */
export function loadRouteChunks(): Promise<void> {
  loading ??= fetchRouteChunks()
    .then((json) => {
      table = asTable(json)
    })
    .catch(() => {
      loading = null
    })
  return loading
}

/** Asks for the chunks of these routes that were not asked for yet (none before the table is there). */
export function preloadRouteChunks(routeIds: readonly string[], doc: Document = document): void {
  if (!table) return
  for (const id of routeIds)
    for (const index of table.routes[id] ?? []) {
      const file = table.files[index]!
      if (asked.has(file)) continue
      asked.add(file)
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = `/${file}`
      doc.head.append(link)
    }
}

/**
 * Preloads a route's chunks with the router's own loading of it: on every navigation (before its guards
 * run) and on every preload of a link (hover, focus, touch). The table itself comes with the first
 * navigation, or earlier from the next steps' prefetch (funnel/prefetch-next.ts).
 */
export function preloadChunksOfRoutes(router: AnyRouter): void {
  if (typeof document === 'undefined') return
  const routesOf = (pathname: string) =>
    router.getMatchedRoutes(pathname)[0].map((route) => route.id as string)
  let pending: ReturnType<typeof setTimeout> | undefined
  router.subscribe('onBeforeLoad', ({ fromLocation, toLocation }) => {
    // The first page's own chunks came with it (the server's preloads, or the entry).
    if (!fromLocation) return
    // In a task of its own, not in the click's: asking for a route's few dozen chunks takes a while
    // (each link starts a fetch), and a guard that answers at once with a redirect (a signed-out visitor
    // sent to sign in) starts the next navigation before then, which drops this one's: its chunks would
    // only compete with the sign-in page's.
    clearTimeout(pending)
    const ids = routesOf(toLocation.pathname)
    pending = setTimeout(() => {
      preloadRouteChunks(ids)
      // The first navigation brings the table: the deeper levels are still ahead of the browser's discovery.
      void loadRouteChunks().then(() => preloadRouteChunks(ids))
    }, 0)
  })
  // What a link calls on hover, focus or touch (its `preload="intent"`).
  const preloadRoute = router.preloadRoute
  router.preloadRoute = ((options: Parameters<typeof router.buildLocation>[0]) => {
    try {
      preloadRouteChunks(routesOf(router.buildLocation(options).pathname))
    } catch {
      // Only a head start: the router's preload below does the work.
    }
    return preloadRoute(options as Parameters<typeof preloadRoute>[0])
  }) as typeof preloadRoute
}
