import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { ROUTE_CHUNKS_FILE } from '../api/contract/site-files'

/**
 * The routes' preload map, out of the first page (issue 26: "the preload map does not grow with every
 * area"). Vite writes, next to each dynamic import, the list of chunks it needs, so they are fetched at
 * once instead of one level after another; for the ~50 split parts of our routes those lists were 5 KB of
 * the entry's gzipped script, and grew with every route. This build step:
 * - leaves those lists out for the imports of a route's split parts (`?tsr-split=`), and keeps them for
 *   every other dynamic import (a menu's body, the auth journey);
 * - writes the same knowledge as `route-chunks.json` at the site's root: each route id with the chunks
 *   its split parts need beyond the entry's, which views/platform/route-preloads.ts reads after the
 *   first page is up and turns into `<link rel="modulepreload">` when a route is about to load.
 */
export function routePreloads() {
  const routeChunkFiles = new Set<string>()
  const plugin: Plugin = {
    name: 'route-preloads',
    apply: 'build',
    generateBundle: {
      // Before Vite's own step that writes the lists (it asks resolveDependencies below).
      order: 'pre',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return
        const { files, routes } = routeChunkTable(bundle)
        for (const chunk of chunksOf(bundle))
          if (chunk.moduleIds.some(isSplitPart)) routeChunkFiles.add(chunk.fileName)
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_CHUNKS_FILE,
          source: JSON.stringify({ files, routes }),
        })
      },
    },
  }
  /** build.modulePreload.resolveDependencies: no list for a route's split part. */
  const resolveDependencies = (file: string, deps: string[]) => (routeChunkFiles.has(file) ? [] : deps)
  return { plugin, resolveDependencies }
}

const isSplitPart = (id: string) => id.includes('?tsr-split=')
const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')

/**
 * Each route id with the chunks of its split parts and what they import, leaving out what the entry
 * loads: the file names once (`files`), the routes by index into them.
 */
export function routeChunkTable(bundle: OutputBundle): { files: string[]; routes: Record<string, number[]> } {
  const walk = (file: string, into: Set<string>, skip?: Set<string>) => {
    const chunk = bundle[file]
    if (chunk?.type !== 'chunk' || into.has(file) || skip?.has(file)) return
    into.add(file)
    for (const imported of chunk.imports) walk(imported, into, skip)
  }
  const initial = new Set<string>()
  for (const chunk of chunksOf(bundle)) if (chunk.isEntry) walk(chunk.fileName, initial)
  const byRoute = new Map<string, Set<string>>()
  for (const chunk of chunksOf(bundle))
    for (const id of new Set(chunk.moduleIds.filter(isSplitPart).map(routeIdOf))) {
      const files = byRoute.get(id) ?? new Set<string>()
      walk(chunk.fileName, files, initial)
      byRoute.set(id, files)
    }
  const files = [...new Set([...byRoute.values()].flatMap((set) => [...set]))].sort()
  const index = new Map(files.map((file, i) => [file, i]))
  const routes = Object.fromEntries(
    [...byRoute]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, set]) => [id, [...set].map((f) => index.get(f)!)]),
  )
  return { files, routes }
}

/**
 * The router's id of a file route's module (views/routes): `/checkout/` for checkout/index.tsx,
 * `/user` for user/route.tsx, `__root__` for __root.tsx; what api/server/http/route-chunks.ts's
 * routeFiles turns back into file names.
 */
export function routeIdOf(moduleId: string): string {
  const path = moduleId
    .split('?')[0]!
    .replace(/^.*\/views\/routes/, '')
    .replace(/\.tsx$/, '')
  if (path === '/__root') return '__root__'
  if (path.endsWith('/index')) return path.slice(0, -'index'.length)
  if (path.endsWith('/route')) return path.slice(0, -'/route'.length)
  return path
}
