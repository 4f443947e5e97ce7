import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** An entry of Vite's build manifest (`build.manifest`, dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

/**
 * The scripts the routes of a page rendered on the server need to hydrate, beyond the app's entry:
 * `/welcome`'s page and its text field. Without them the browser learns of them only once the entry has
 * run and the router has asked for the route's code, a second round trip before the page is the app's.
 * The routes come as the router's ids (`/welcome`, `/sign-in/`, `__root__`) and are found by the file
 * routes' names (views/routes), their split parts (`?tsr-split=`) in the build's manifest, with what those
 * import. Paths as the browser asks for them (`/assets/…`). No manifest (a build without one, development):
 * none, and the page loads as before.
 */
export function routeChunks(staticDir: string): (routeIds: readonly string[]) => string[] {
  const file = path.join(staticDir, '.vite', 'manifest.json')
  // Read once per build (its modification time), with what the entry loads anyway (its own preloads).
  let cached: { mtimeMs: number; chunks: Manifest; loaded: Set<string> } | undefined
  const build = () => {
    try {
      const { mtimeMs } = statSync(file)
      if (cached?.mtimeMs !== mtimeMs) {
        const chunks = JSON.parse(readFileSync(file, 'utf8')) as Manifest
        const loaded = new Set<string>()
        for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) walk(chunks, key, loaded)
        cached = { mtimeMs, chunks, loaded }
      }
      return cached
    } catch {
      return null
    }
  }
  return (routeIds) => {
    const current = build()
    if (!current) return []
    const { chunks, loaded } = current
    const needed = new Set<string>()
    for (const source of routeIds.flatMap(routeFiles))
      for (const key of Object.keys(chunks))
        if (key.startsWith(`${source}?tsr-split=`)) walk(chunks, key, needed, loaded)
    return [...needed].map((key) => `/${chunks[key]!.file}`)
  }
}

/** Adds `key` and what it imports to `into`, leaving out what `skip` has. */
function walk(chunks: Manifest, key: string, into: Set<string>, skip?: Set<string>) {
  if (!chunks[key] || into.has(key) || skip?.has(key)) return
  into.add(key)
  for (const imported of chunks[key].imports ?? []) walk(chunks, imported, into, skip)
}

/** The files a route id may come from (TanStack Router's file routes under views/routes). */
function routeFiles(id: string): string[] {
  if (id === '__root__') return ['views/routes/__root.tsx']
  const base = `views/routes${id}`
  return id.endsWith('/') ? [`${base}index.tsx`] : [`${base}.tsx`, `${base}/route.tsx`]
}
