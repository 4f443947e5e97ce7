import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { isApiPath } from '../../contract/routes'
import {
  DEFAULT_RUNTIME_CONFIG,
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
} from '../../contract/runtime-config'
import { startLanguage, type Partner } from '../../contract/partner'
import type { Logger } from '../logger'
import { errorBody } from './errors'
import type { RenderPage } from '../../contract/rendered-page'
import { withRenderedPage } from './page-render'
import { routeChunks } from './route-chunks'

const IMMUTABLE = 'public, max-age=31536000, immutable'

const BUILD_MISSING = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>App not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto">
<h1>The app is not built yet</h1>
<p>There is no <code>index.html</code> in the static folder. Run <code>npm run build</code> and start the server
again, or use <code>npm run dev</code> (the Vite dev server serves the app in development).</p>
</body></html>`

/**
 * A request for a page (history fallback), not for a file or data: a GET of a path that is no API path and
 * no file, unless it asks for JSON and not HTML. So link previews and curl (`Accept: *\/*`, or none) get
 * the page, as a browser does.
 */
function wantsPage(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false
  if (isApiPath(c.req.path) || path.posix.extname(c.req.path) !== '') return false
  const accept = c.req.header('accept') ?? ''
  return accept.includes('text/html') || !accept.includes('application/json')
}

/**
 * Serves the built SPA: files from `staticDir` (hashed /assets cached for a year, everything else
 * revalidated), index.html for page requests, and the JSON 404 for everything else.
 */
/**
 * The placeholder Vite writes on the page's scripts (`html.cspNonce` in vite.config.ts); each served page
 * gets a fresh nonce in its place, the same as in its CSP header.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__'

/**
 * The third parties the request's partner uses on its pages: a tag manager, a Trengo live chat (the page's
 * CSP then allows their hosts).
 */
export type PageServices = (
  c: Context,
) => Promise<{ tagManager: boolean; liveChat: boolean; partner?: Partner | undefined }>

/** The first HTML rendered on the server (page-render.ts): the renderer, when the build has one. */
export interface PageRendering {
  renderer: () => Promise<RenderPage | null>
  logger: Logger
}

/** The page with the server's run-time configuration in its `#runtime-config` element (JSON, `<` escaped). */
export function withRuntimeConfig(page: string, runtime: RuntimeConfig): string {
  const json = JSON.stringify(runtime).replaceAll('<', '\\u003c')
  const element = new RegExp(
    // Other attributes allowed: the build gives every script the nonce placeholder (html.cspNonce).
    `(<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json"[^>]*>)[^<]*(</script>)`,
  )
  return page.replace(element, (_all, open: string, close: string) => `${open}${json}${close}`)
}

export function mountSpa(
  app: Hono,
  staticDir: string,
  pageServices: PageServices = async () => ({ tagManager: false, liveChat: false }),
  runtime: RuntimeConfig = DEFAULT_RUNTIME_CONFIG,
  rendering?: PageRendering,
): void {
  // Created on first use so a missing build folder (development) is not reported at start.
  let files: MiddlewareHandler | undefined
  const found = new WeakSet<Context>()
  // Scripts, styles and the page travel compressed (a CDN would do this in front of several instances): a
  // page rendered on the server is some 30 KB of HTML, 7 KB gzipped, on the way to the first paint. The
  // build's files under assets/ come compressed once at build time (scripts/precompress.ts: `.br`, `.gz`
  // beside each), and a response that already has its encoding passes the gzip middleware untouched.
  const gzip = compress()
  app.use('*', (c, next) => (c.req.path.startsWith('/assets/') || wantsPage(c) ? gzip(c, next) : next()))
  const makeFiles = (): MiddlewareHandler =>
    serveStatic({ root: staticDir, precompressed: true, onFound: (_file, c) => void found.add(c) })
  app.use('*', async (c, next) => {
    // The build's source maps (build.sourcemap 'hidden') are for the error reporter only, never served:
    // they would hand anyone the original source (docs/error-reporting.md).
    // Source maps are for error reports, the build's manifest for the server (route-chunks.ts).
    if (c.req.path.endsWith('.map') || c.req.path.startsWith('/.vite/'))
      return c.json(errorBody('not_found', 'Not found.'), 404)
    // The page itself is never a file: every page gets a fresh nonce, the run-time configuration and its
    // first render (the handler below). serveStatic would answer / with the raw index.html.
    if (c.req.path === '/index.html') {
      const url = new URL(c.req.url)
      return c.redirect(`/${url.search}`, 301)
    }
    if (c.req.path === '/' || isApiPath(c.req.path) || (!files && !existsSync(staticDir))) return next()
    files ??= makeFiles()
    const res = await files(c, next)
    if (res instanceof Response && found.has(c)) {
      res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
    }
    return res
  })

  const indexFile = path.join(staticDir, 'index.html')
  const chunksOf = routeChunks(staticDir)
  app.notFound(async (c) => {
    if (!wantsPage(c)) return c.json(errorBody('not_found', 'Not found.'), 404)
    if (!existsSync(indexFile)) return c.html(BUILD_MISSING, 503, { 'Cache-Control': 'no-store' })
    const nonce = randomBytes(16).toString('base64')
    const { partner, ...services } = await pageServices(c)
    c.set('pagePolicy', { nonce, ...services })
    const page = withRuntimeConfig(
      (await readFile(indexFile, 'utf8')).replaceAll(NONCE_PLACEHOLDER, nonce),
      runtime,
    )
    const rendered =
      partner && rendering ? await renderFor(c, rendering, partner, { page, nonce, runtime, chunksOf }) : null
    return c.html(rendered?.page ?? page, rendered?.status ?? 200, { 'Cache-Control': 'no-cache' })
  })
}

/**
 * The page with its first render for the host's partner (issue 26): the page itself in the partner's
 * language and colours. A render that fails is logged and the page goes out empty, as without a renderer.
 */
async function renderFor(
  c: Context,
  { renderer, logger }: PageRendering,
  partner: Partner,
  {
    page,
    nonce,
    runtime,
    chunksOf,
  }: { page: string; nonce: string; runtime: RuntimeConfig; chunksOf: ReturnType<typeof routeChunks> },
) {
  const render = await renderer()
  if (!render) return null
  const url = new URL(c.req.url)
  const locale = startLanguage(partner)
  try {
    const rendered = await render(`${url.pathname}${url.search}`, partner, locale, nonce, runtime)
    const scripts = chunksOf(rendered.routes ?? [])
    return {
      page: withRenderedPage(page, rendered, partner, locale, nonce, scripts),
      status: rendered.status,
    }
  } catch (error) {
    logger.error(`rendering ${url.pathname} on the server failed: the page is served empty`, error)
    return null
  }
}
