import { execFileSync } from 'node:child_process'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { defineConfig } from 'vitest/config'
import { API_PREFIXES, PAGE_PREFIXES, SOCKET_PREFIXES } from './api/contract/routes'
import { precompress } from './scripts/precompress'
import { routePreloads } from './scripts/route-preloads'

const apiPort = Number(process.env.API_PORT ?? 3001)
const target = `http://127.0.0.1:${apiPort}`
// In development the API server answers its own paths (the route table's prefixes, shared with the
// server's SPA fallback); changeOrigin: false keeps the partner's Host header. A path to a script or style
// is never the API's: it is one of our source modules that Vite serves. Nor is a page under an API prefix
// (PAGE_PREFIXES: the admin's sign-in under /admin).
const notPages = (prefix: string) =>
  PAGE_PREFIXES.filter((page) => page.startsWith(`${prefix}/`))
    .map((page) => `(?!${page.slice(prefix.length)}(?:/|\\?|$))`)
    .join('')
const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [
    `^${prefix}${notPages(prefix)}(?![^?]*\\.(?:tsx?|jsx?|mjs|css)(?:\\?|$))(/|\\?|$)`,
    // The partner socket and identity verification's rooms are sockets (STACK.md).
    { target, changeOrigin: false, ws: SOCKET_PREFIXES.includes(prefix) },
  ]),
)

/**
 * @lingui/core imports the ICU message compiler at its top for development only, which would put the
 * parser (about 6 KB gzip) on every first page. In production builds its import from @lingui/core
 * resolves to nothing; i18n.ts still loads the real compiler on demand for partner texts.
 */
const linguiWithoutDevCompiler: Plugin = {
  name: 'lingui-without-dev-compiler',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@lingui/message-utils/compileMessage' && importer?.includes('/@lingui/core/'))
      return '\0lingui-no-dev-compiler'
    return null
  },
  load(id) {
    return id === '\0lingui-no-dev-compiler' ? 'export const compileMessage = undefined' : null
  },
}

/**
 * The service worker `/sw.js` (docs/offline.md). It precaches the hashed scripts and styles and the offline
 * page, and never index.html: the server writes a fresh CSP nonce and the run-time configuration into
 * every page, so a page from a cache would be refused or stale. Navigations go to the network and only a
 * failed one gets the offline page; everything else (API answers above all) passes by the worker. A new
 * worker waits until the customer accepts the update (views/platform/UpdatePrompt.tsx).
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  // Registered after the page has loaded (views/platform/app-update.ts); the server serves each partner's
  // own manifest (/manifest.webmanifest).
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ['assets/*.{js,css}', 'offline.{html,js,css}', 'favicon.svg', 'logos/*.svg'],
    // Not for customers: the journey charts with their layout engine, workers and catalog, and the partner
    // admin's pages (1.2 MB gzip); they load from the network when an admin opens them.
    globIgnores: [
      'assets/elk*',
      'assets/*.worker-*',
      'assets/Journey*',
      'assets/journeys-*',
      'assets/{A,a}dmin*',
      // The error reporter's chunks: fetched only where a DSN is set, never precached for every visitor.
      'assets/sentry-*',
      'assets/worker-bundler-*',
    ],
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
    // The page asks (SKIP_WAITING) once the customer accepts; a first worker takes the open page at once.
    skipWaiting: false,
    clientsClaim: true,
    navigationPreload: true,
    cleanupOutdatedCaches: true,
    // Source maps are uploaded for error reports, never published next to the worker.
    sourcemap: false,
  },
})

/**
 * The build's commit as `dist/release.txt`: the server reads it as the error reports' release (config.ts),
 * the one source maps are uploaded under (docs/error-reporting.md). No git (a tarball): no file, no release.
 */
const releaseFile: Plugin = {
  name: 'release-file',
  apply: 'build',
  generateBundle() {
    let commit = ''
    try {
      commit = execFileSync('git', ['rev-parse', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim()
    } catch {
      return
    }
    if (commit) this.emitFile({ type: 'asset', fileName: 'release.txt', source: `${commit}\n` })
  },
}

// The server render's bundle (`npm run build:server-render`) is code only: no copy of public/ and no release file.
const routeChunks = routePreloads()

export default defineConfig(({ isSsrBuild }) => ({
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    linguiWithoutDevCompiler,
    ...(isSsrBuild ? [] : [releaseFile, routeChunks.plugin, precompress()]),
    tanstackRouter({
      target: 'react',
      routesDirectory: './views/routes',
      generatedRouteTree: './views/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    serviceWorker,
  ],
  // The /journeys paths worker reads the journey scripts (their ranks), whose words are Lingui macros.
  worker: { plugins: () => [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()] },
  // Vite puts this placeholder on the page's scripts; the server swaps in a nonce per response and sends
  // the same in the CSP (api/server/http/static.ts), so the tag manager can run without 'unsafe-inline'.
  html: { cspNonce: '__CSP_NONCE__' },
  server: {
    host: '127.0.0.1',
    allowedHosts: ['.localhost'],
    proxy,
  },
  // Source maps for error reports, not published with the site.
  // The size budget is gzip per page, reported by `npm run bench`; Vite's raw-size warning is noise here.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the server preloads a rendered route's own scripts with the app's
    // (api/server/http/route-chunks.ts); it is not served.
    manifest: true,
    chunkSizeWarningLimit: 700,
    // A route's split parts are preloaded from route-chunks.json, not from lists in the entry (scripts/route-preloads.ts).
    modulePreload: { resolveDependencies: routeChunks.resolveDependencies },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every first page anyway: one chunk of it
        // compresses better than the dozen small shared chunks the default splitting makes of it.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/{unit,components,server,machines,model}/**/*.test.{ts,tsx}'],
    css: false,
  },
}))
