// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderedPageSchema } from '../../api/contract/page-data'
import { PARTNER_DATA_ELEMENT_ID } from '../../api/contract/rendered-page'
import { gunzipSync } from 'node:zlib'
import { EARLY_INPUT_SCRIPT } from '../../api/server/http/page-render'
import { createTestApp, tempStaticDir, type TestApp } from './helpers'

/**
 * The first HTML rendered on the server (issue 26), with a stand-in for the server bundle
 * (views/entry-server.tsx built): what the server writes around the page, its status, and that a failing
 * or missing render still serves the page.
 */
const INDEX = `<!doctype html>
<html lang="nl">
  <head>
    <meta name="theme-color" content="#ffffff" />
    <title>Verzekeren</title>
    <script type="module" crossorigin src="/assets/index-A1.js" nonce="__CSP_NONCE__"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-B2.js" nonce="__CSP_NONCE__">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css" nonce="__CSP_NONCE__">
  </head>
  <body>
    <div id="root"></div>
    <script id="runtime-config" type="application/json" nonce="__CSP_NONCE__">{}</script>
  </body>
</html>`

const BUNDLE = `export async function renderPage(path, partner, locale, nonce) {
  if (path.startsWith('/boom')) throw new Error('render failed')
  return {
    html: '<h1>' + partner.name + ' in ' + locale + ' at ' + path + ' $& ' + nonce.length + '</h1>',
    status: path === '/nope' ? 404 : 200,
    title: 'Welkom | ' + partner.name + ' <&>',
    cssVariables: { '--partner-primary': '#0f766e', '--partner-font': 'Inter' },
    routes: ['__root__', path.split('?')[0]],
  }
}`

/** The build's manifest (route-chunks.ts): the welcome route's own chunk, and one the entry preloads. */
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_rolldown-runtime-B2.js'] },
  '_rolldown-runtime-B2.js': { file: 'assets/rolldown-runtime-B2.js' },
  'views/routes/welcome.tsx?tsr-split=component': {
    file: 'assets/welcome-W4.js',
    imports: ['_rolldown-runtime-B2.js'],
  },
}

let t: TestApp
let bare: TestApp
const build = tempStaticDir()
const html = { Accept: 'text/html' }

beforeAll(async () => {
  writeFileSync(path.join(build.dir, 'index.html'), INDEX)
  writeFileSync(path.join(build.dir, 'entry-server.mjs'), BUNDLE)
  mkdirSync(path.join(build.dir, '.vite'))
  writeFileSync(path.join(build.dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  t = await createTestApp({ STATIC_DIR: build.dir, SERVER_BUNDLE: path.join(build.dir, 'entry-server.mjs') })
  bare = await createTestApp({ STATIC_DIR: build.dir, SERVER_BUNDLE: path.join(build.dir, 'none.mjs') })
}, 60_000)
afterAll(async () => {
  await t?.close()
  await bare?.close()
  build.remove()
})

const dataOf = (page: string) => {
  const json = new RegExp(`<script id="${PARTNER_DATA_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(page)?.[1]
  return renderedPageSchema.parse(JSON.parse(json!))
}

describe('a page rendered on the server', () => {
  it('carries the page, its title, language and colours, and the partner for the browser', async () => {
    const res = await t.app.request('http://kroonbank.localhost/welcome?x=1', { headers: html })
    expect(res.status).toBe(200)
    const page = await res.text()
    // The page's nonce, as its other scripts carry it (and the CSP in production).
    const nonce = /<script id="runtime-config" type="application\/json" nonce="([^"]+)"/.exec(page)?.[1]
    expect(nonce).toBeTruthy()
    expect(nonce).not.toBe('__CSP_NONCE__')
    // The page itself, with a `$&` kept as written (no replacement pattern).
    expect(page).toContain(
      `<div id="root"><h1>Kroonbank in nl at /welcome?x=1 $& ${nonce!.length}</h1></div>`,
    )
    expect(page).toContain('<title>Welkom | Kroonbank &lt;&amp;&gt;</title>')
    expect(page).toContain('<html lang="nl"')
    expect(page).toContain('<meta name="theme-color" content="#0f766e"')
    expect(page).toContain(
      '<style id="partner-theme">:root{--partner-primary:#0f766e;--partner-font:Inter}</style>',
    )
    // What is sent before the app runs is held for it (views/platform/early-input.ts), under the CSP.
    expect(page).toContain(`<script nonce="${nonce}">${EARLY_INPUT_SCRIPT}</script></head>`)
    expect(page).toContain(
      `<script id="${PARTNER_DATA_ELEMENT_ID}" type="application/json" nonce="${nonce}">`,
    )
    const data = dataOf(page)
    expect(data.partner.slug).toBe('kroonbank')
    expect(data.locale).toBe('nl')
  })

  it("loads the app's scripts once the page has painted, not with it, and travels gzipped", async () => {
    const res = await t.app.request('http://zzp.localhost/welcome', {
      headers: { ...html, 'Accept-Encoding': 'gzip' },
    })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const page = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')
    const nonce = /<script id="runtime-config" type="application\/json" nonce="([^"]+)"/.exec(page)?.[1]
    // No script nor preload the browser would fetch beside the styles before the first paint …
    expect(page).not.toContain('type="module"')
    expect(page).not.toContain('modulepreload"')
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css"')
    // … but a loader, under the CSP, that adds them after the first contentful paint (or 3 s).
    // The nonce is base64: its `+` would be a quantifier in the pattern.
    const quoted = nonce!.replace(/[+/=]/g, '\\$&')
    const loader = new RegExp(`<script nonce="${quoted}">([^<]*first-contentful-paint[^<]*)</script>`).exec(
      page,
    )?.[1]
    expect(loader).toContain('"/assets/index-A1.js"')
    // The entry's preloads and the rendered route's own code, fetched beside it.
    expect(loader).toContain('["/assets/rolldown-runtime-B2.js","/assets/welcome-W4.js"]')
    expect(loader).toContain(`s.nonce=${JSON.stringify(nonce)}`)
  })

  it('is 404 for a path no route has', async () => {
    const res = await t.app.request('http://zzp.localhost/nope', { headers: html })
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('<h1>ZZP Schild in nl at /nope')
  })

  it('goes out empty, as without a renderer, when the render fails, the host has no partner or there is no bundle', async () => {
    for (const [app, url] of [
      [t, 'http://zzp.localhost/boom'],
      [t, 'http://localhost/welcome'],
      [bare, 'http://zzp.localhost/welcome'],
    ] as const) {
      const res = await app.app.request(url, { headers: html })
      expect(res.status).toBe(200)
      const page = await res.text()
      expect(page).toContain('<div id="root"></div>')
      expect(page).toContain('<title>Verzekeren</title>')
      expect(page).not.toContain(PARTNER_DATA_ELEMENT_ID)
      // An empty page needs its scripts to show anything: they load as the build wrote them.
      expect(page).toContain('<script type="module" crossorigin src="/assets/index-A1.js"')
    }
  })

  it('escapes a partner text that would close the data element', async () => {
    const res = await t.app.request('http://zzp.localhost/welcome', { headers: html })
    const page = await res.text()
    const json = new RegExp(`<script id="${PARTNER_DATA_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(page)?.[1]
    expect(json).toBeTruthy()
    expect(json).not.toContain('<')
  })
})
