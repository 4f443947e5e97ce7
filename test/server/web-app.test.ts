// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../api/contract/errors'
import { isApiPath } from '../../api/contract/routes'
import { colorSetting } from '../../api/server/partners/build'
import { webManifest } from '../../api/server/partners/web-manifest'
import { createTestApp, tempSpaBuild, type TestApp } from './helpers'

/** The installable site (docs/offline.md): the partner's manifest, the service worker and the offline page. */
let t: TestApp
let prod: Awaited<ReturnType<TestApp['withConfig']>>
const build = tempSpaBuild()
const html = { Accept: 'text/html,application/xhtml+xml' }

beforeAll(async () => {
  mkdirSync(path.join(build.dir, 'assets'))
  writeFileSync(path.join(build.dir, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(path.join(build.dir, 'sw.js'), 'importScripts("workbox-0a1b2c3d.js")')
  writeFileSync(path.join(build.dir, 'workbox-0a1b2c3d.js'), 'self.workbox = {}')
  writeFileSync(path.join(build.dir, 'offline.html'), '<!doctype html><title>Je bent offline</title>')
  writeFileSync(path.join(build.dir, 'offline.js'), 'render()')
  writeFileSync(path.join(build.dir, 'offline.css'), 'body{}')
  // A stray file of that name in the build must never stand in for the partner's own manifest.
  writeFileSync(path.join(build.dir, 'manifest.webmanifest'), '{"name":"stale"}')
  t = await createTestApp({ STATIC_DIR: build.dir })
  prod = await t.withConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) })
}, 60_000)
afterAll(async () => {
  await t?.close()
  build.remove()
})

const manifestOf = async (host: string) => {
  const res = await t.app.request(`http://${host}/manifest.webmanifest`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('application/manifest+json')
  expect(res.headers.get('cache-control')).toBe('no-cache')
  return (await res.json()) as ReturnType<typeof webManifest>
}

describe('GET /manifest.webmanifest', () => {
  it("is the host's partner: its name, colours and logo, opening the site standalone", async () => {
    expect(await manifestOf('zzp.localhost')).toEqual({
      id: '/',
      name: 'ZZP Schild',
      short_name: 'ZZP Schild',
      lang: 'nl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#ffffff',
      icons: [
        { src: '/logos/zzp.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    })
  })

  it('differs per partner, and shortens a long name for the home screen', async () => {
    const other = await manifestOf('testpartner2.localhost')
    expect(other.name).toBe('Testpartner Twee')
    expect(other.short_name).toBe('Testpartner')
    expect(other.theme_color).toBe('#be123c')
    expect(other.background_color).toBe('#fffafa')
    expect(other.icons[0]?.src).toBe('/logos/testpartner2.svg')
  })

  it('answers the JSON 404 for a host that names no partner', async () => {
    for (const host of ['nobody.localhost', 'localhost', '127.0.0.1']) {
      const res = await t.app.request(`http://${host}/manifest.webmanifest`, { headers: html })
      expect(res.status, host).toBe(404)
      expect(errorBodySchema.parse(await res.json()).code).toBe('unknown_partner')
    }
  })

  it('is an API path: never the SPA fallback, never a file of the build, proxied in development', () => {
    expect(isApiPath('/manifest.webmanifest')).toBe(true)
  })
})

describe('webManifest', () => {
  const partner = (logo: string | null, colors: Record<string, string> = {}) => ({
    name: 'Een Heel Lange Partnernaam',
    default_language: 'de' as const,
    brand: { logo_primary: logo, logo_secondary: null, font_primary: null },
    colors: Object.entries(colors).map(([key, value], id) => colorSetting({ id, key, value })),
  })

  it('takes the colours through their fallbacks, ignoring what is no colour', () => {
    const m = webManifest(partner(null, { primary: '#123456', background: 'blue' }))
    expect(m.theme_color).toBe('#123456')
    expect(m.background_color).toBe('#ffffff')
    expect(m.short_name).toBe('Een')
    expect(m.lang).toBe('de')
  })

  it('gives the default icon without a usable logo, and types a raster logo', () => {
    const icons = (logo: string | null) => webManifest(partner(logo)).icons.map((i) => i.src)
    expect(icons(null)).toEqual(['/favicon.svg'])
    expect(icons('javascript:alert(1)')).toEqual(['/favicon.svg'])
    expect(icons('//cdn.example/logo.png')).toEqual(['/favicon.svg'])
    expect(icons('http://insecure.example/logo.png')).toEqual(['/favicon.svg'])
    expect(webManifest(partner('https://cdn.example/logo.png?v=2')).icons[0]).toEqual({
      src: 'https://cdn.example/logo.png?v=2',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'any',
    })
  })
})

describe('the service worker and the offline page', () => {
  it('are revalidated on every request, so a new build reaches the browser at once', async () => {
    for (const app of [t.app, prod.app]) {
      for (const file of ['sw.js', 'workbox-0a1b2c3d.js', 'offline.html', 'offline.js', 'offline.css']) {
        const res = await app.request(`http://zzp.localhost/${file}`)
        expect(res.status, file).toBe(200)
        expect(res.headers.get('cache-control'), file).toBe('no-cache')
      }
      const asset = await app.request('http://zzp.localhost/assets/index-abc123.js')
      expect(asset.headers.get('cache-control')).toContain('immutable')
    }
  })

  it('serves the worker as JavaScript (browsers refuse a worker of another type) and the page as HTML', async () => {
    const sw = await t.app.request('http://zzp.localhost/sw.js')
    expect(sw.headers.get('content-type')).toMatch(/^(text|application)\/javascript/)
    const page = await t.app.request('http://zzp.localhost/offline.html')
    expect(page.headers.get('content-type')).toContain('text/html')
  })

  it("holds the offline page to the strict CSP: its script is a file of the site's own, never inline", async () => {
    const res = await prod.app.request('http://zzp.localhost/offline.html')
    const csp = res.headers.get('content-security-policy') ?? ''
    const scripts = csp.split(';').find((directive) => directive.trim().startsWith('script-src'))
    expect(scripts).toContain("'self'")
    expect(scripts).not.toContain('unsafe-inline')
  })
})
