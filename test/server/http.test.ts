// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { errorBodySchema } from '../../api/contract/errors'
import { compressBuild } from '../../scripts/precompress'
import { runtimeConfigSchema } from '../../api/contract/page-data'
import { createTestApp, tempSpaBuild, type TestApp } from './helpers'

let t: TestApp
let prod: Awaited<ReturnType<TestApp['withConfig']>>
let noBuild: Awaited<ReturnType<TestApp['withConfig']>>
let pre: Awaited<ReturnType<TestApp['withConfig']>>
const build = tempSpaBuild()
const html = { Accept: 'text/html,application/xhtml+xml' }
const PRE_SCRIPT = `export const route = ${JSON.stringify('route '.repeat(800))}`

beforeAll(async () => {
  mkdirSync(path.join(build.dir, 'assets'))
  writeFileSync(path.join(build.dir, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(
    path.join(build.dir, 'assets', 'big-abc123.js'),
    `export const x = ${JSON.stringify('y'.repeat(4000))}`,
  )
  writeFileSync(path.join(build.dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  // A build step writes `.br` and `.gz` beside every file big enough (scripts/precompress.ts).
  mkdirSync(path.join(build.dir, 'pre', 'assets'), { recursive: true })
  writeFileSync(path.join(build.dir, 'pre', 'assets', 'route-abc123.js'), PRE_SCRIPT)
  writeFileSync(path.join(build.dir, 'pre', 'assets', 'tiny-abc123.js'), 'console.log(2)')
  writeFileSync(path.join(build.dir, 'pre', 'sw.js'), PRE_SCRIPT)
  await compressBuild(path.join(build.dir, 'pre'))
  // The build's hidden source maps (vite.config.ts build.sourcemap) sit beside the scripts.
  writeFileSync(path.join(build.dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["main.tsx"]}')
  writeFileSync(path.join(build.dir, 'sw.js.map'), '{"version":3}')
  // The build's manifest, for the server's own use (route-chunks.ts).
  mkdirSync(path.join(build.dir, '.vite'))
  writeFileSync(path.join(build.dir, '.vite', 'manifest.json'), '{"views/main.tsx":{"file":"x.js"}}')
  t = await createTestApp({ STATIC_DIR: build.dir })
  prod = await t.withConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) })
  noBuild = await t.withConfig({ STATIC_DIR: path.join(build.dir, 'missing') })
  pre = await t.withConfig({ STATIC_DIR: path.join(build.dir, 'pre') })
  for (const app of [t.app, prod.app]) {
    app.get('/boom', () => {
      throw new Error('secret stack detail')
    })
  }
}, 60_000)
afterAll(async () => {
  await t?.close()
  build.remove()
})

describe('the built SPA', () => {
  it('answers index.html for page routes (history fallback), not cached', async () => {
    for (const route of ['/', '/welcome', '/checkout/car/step-2']) {
      const res = await t.app.request(`http://zzp.localhost${route}`, { headers: html })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('spa')
      expect(res.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('serves / as every other page, with a fresh nonce and the run-time configuration, not the raw index.html', async () => {
    for (const route of ['/', '/?external_id=abc']) {
      const res = await prod.app.request(`http://zzp.localhost${route}`, { headers: html })
      expect(res.status, route).toBe(200)
      const page = await res.text()
      expect(page, route).not.toContain('__CSP_NONCE__')
      const nonce = /nonce="([^"]+)"/.exec(page)?.[1]
      expect(res.headers.get('content-security-policy'), route).toContain(`'nonce-${nonce}'`)
      expect(page, route).toContain('"app_env":')
      expect(res.headers.get('cache-control'), route).toBe('no-cache')
    }
    const file = await prod.app.request('http://zzp.localhost/index.html?external_id=abc', { headers: html })
    expect(file.status).toBe(301)
    expect(file.headers.get('location')).toBe('/?external_id=abc')
  })

  it('writes the run-time configuration into each page: the environment, the DSN, the release', async () => {
    const runtimeOf = async (app: TestApp['app']) => {
      const page = await (await app.request('http://zzp.localhost/welcome', { headers: html })).text()
      const json = /<script id="runtime-config" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(
        page,
      )?.[1]
      return runtimeConfigSchema.parse(JSON.parse(json ?? 'null'))
    }
    expect(await runtimeOf(t.app)).toEqual({ app_env: 'development', sentry_dsn: null, release: null })
    const reporting = await t.withConfig({
      APP_ENV: 'qa',
      SENTRY_DSN: 'https://key@reports.example/7',
      SENTRY_RELEASE: 'abc</script>',
    })
    expect(await runtimeOf(reporting.app)).toEqual({
      app_env: 'qa',
      sentry_dsn: 'https://key@reports.example/7',
      release: 'abc</script>',
    })
  })

  it('serves hashed assets for a year and 404s a missing asset', async () => {
    const asset = await t.app.request('http://zzp.localhost/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const sw = await t.app.request('http://zzp.localhost/sw.js')
    expect(sw.headers.get('cache-control')).toBe('no-cache')
    const missing = await t.app.request('http://zzp.localhost/assets/x.js', { headers: html })
    expect(missing.status).toBe(404)
  })

  it("never serves a source map or the build's manifest, in development or production, whatever the Accept", async () => {
    for (const app of [t.app, prod.app]) {
      for (const file of [
        '/assets/index-abc123.js.map',
        '/sw.js.map',
        '/assets/missing.js.map',
        '/.vite/manifest.json',
      ]) {
        for (const headers of [html, { Accept: '*/*' }]) {
          const res = await app.request(`http://zzp.localhost${file}`, { headers })
          expect(res.status, file).toBe(404)
          expect(await res.text()).not.toContain('main.tsx')
        }
      }
    }
    // The script itself is still served.
    expect((await t.app.request('http://zzp.localhost/assets/index-abc123.js')).status).toBe(200)
  })

  it('sends scripts gzipped to browsers that accept it', async () => {
    const res = await t.app.request('http://zzp.localhost/assets/big-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const plain = await t.app.request('http://zzp.localhost/assets/big-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  it("sends the build's own compressed copies (.br, .gz) instead of compressing a script on each request", async () => {
    const url = 'http://zzp.localhost/assets/route-abc123.js'
    const br = await pre.app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
    expect(br.status).toBe(200)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('content-type')).toContain('javascript')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    expect(br.headers.get('cache-control')).toContain('immutable')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(PRE_SCRIPT)
    const gz = await pre.app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(PRE_SCRIPT)
    const plain = await pre.app.request(url)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(PRE_SCRIPT)
    // Below a kilobyte nothing is written beside the file, and it travels as it is.
    const tiny = await pre.app.request('http://zzp.localhost/assets/tiny-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    })
    expect(tiny.headers.get('content-encoding')).toBeNull()
    expect(await tiny.text()).toBe('console.log(2)')
  })

  it('keeps no copy of a file a deploy may replace in place (the service worker): the file itself is sent', async () => {
    const newWorker = `${PRE_SCRIPT}\n// deployed again`
    writeFileSync(path.join(build.dir, 'pre', 'sw.js'), newWorker)
    const res = await pre.app.request('http://zzp.localhost/sw.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe(newWorker)
  })

  it('answers a JSON 404 for unknown API paths and requests that do not want a page', async () => {
    for (const [route, headers] of [
      ['/partners/nope', html],
      ['/users/me/unknown', { Accept: 'application/json' }],
      ['/welcome', { Accept: 'application/json' }],
    ] as const) {
      const res = await t.app.request(`http://zzp.localhost${route}`, { headers })
      expect(res.status).toBe(404)
      expect(errorBodySchema.parse(await res.json()).code).toBe('not_found')
    }
  })

  it('serves the page to link previews and curl (Accept */* or none), not a JSON 404', async () => {
    for (const headers of [{ Accept: '*/*' }, {}, { Accept: 'text/*' }] as Record<string, string>[]) {
      const res = await t.app.request('http://zzp.localhost/welcome', { headers })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
    }
  })

  it('explains how to build when index.html is missing', async () => {
    const res = await noBuild.app.request('http://zzp.localhost/welcome', { headers: html })
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('npm run build')
  })
})

describe('errors and production behaviour', () => {
  it('answers 500 in the error shape, with the message only outside production', async () => {
    const dev = await t.app.request('http://zzp.localhost/boom')
    expect(dev.status).toBe(500)
    expect(errorBodySchema.parse(await dev.json())).toMatchObject({
      code: 'server_error',
      detail: 'secret stack detail',
    })
    const live = await prod.app.request('http://zzp.localhost/boom')
    expect(live.status).toBe(500)
    const text = await live.text()
    expect(text).not.toContain('secret')
    expect(errorBodySchema.parse(JSON.parse(text)).code).toBe('server_error')
  })

  it('sends security headers in production only', async () => {
    const res = await prod.app.request('http://zzp.localhost/partners')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("connect-src 'self'")
    expect(csp).not.toContain('ws:')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('referrer-policy')).toBeTruthy()
    expect(res.headers.get('strict-transport-security')).toContain('max-age=')
    const dev = await t.app.request('http://zzp.localhost/partners')
    expect(dev.headers.get('content-security-policy')).toBeNull()
  })

  it('hides development-only pages in production', async () => {
    expect((await prod.app.request('http://zzp.localhost/dev/outbox', { headers: html })).status).toBe(404)
    expect((await prod.app.request('http://zzp.localhost/dev', { headers: html })).status).toBe(404)
  })

  it('serves /journeys as a page everywhere: the page itself lets in development builds and partner admins', async () => {
    expect((await prod.app.request('http://zzp.localhost/journeys/checkout', { headers: html })).status).toBe(
      200,
    )
    expect((await t.app.request('http://zzp.localhost/journeys', { headers: html })).status).toBe(200)
  })
})
