// @vitest-environment node
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { partnersResponseSchema } from '../../api/contract/partner'
import { partners } from '../../api/server/db/schema'
import { contentSecurityPolicy } from '../../api/server/http/security'
import { NONCE_PLACEHOLDER } from '../../api/server/http/static'
import { createTestApp, tempStaticDir, type TestApp } from './helpers'

/**
 * Brand, bank partner and tag manager settings on the server (docs/partner-settings.md): the seeded
 * settings reach `GET /partners`, and a page's CSP allows the tag manager only for a partner with a
 * container, with a nonce per response and never 'unsafe-inline' in script-src.
 */
let t: TestApp
let prod: Awaited<ReturnType<TestApp['withConfig']>>
const build = tempStaticDir()
const html = { Accept: 'text/html,application/xhtml+xml' }
// What Vite writes with html.cspNonce (vite.config.ts).
const INDEX = `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" />
<script type="module" crossorigin src="/assets/index-abc.js" nonce="${NONCE_PLACEHOLDER}"></script></head>
<body><div id="root"></div></body></html>`

beforeAll(async () => {
  writeFileSync(path.join(build.dir, 'index.html'), INDEX)
  t = await createTestApp({ STATIC_DIR: build.dir })
  prod = await t.withConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) })
}, 60_000)
afterAll(async () => {
  await t?.close()
  build.remove()
})

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? ''

async function page(slug: string) {
  const res = await prod.app.request(`http://${slug}.localhost/welcome`, { headers: html })
  expect(res.status).toBe(200)
  const body = await res.text()
  const csp = res.headers.get('content-security-policy') ?? ''
  const nonce = /nonce="([^"]+)"/.exec(body)?.[1] ?? ''
  return { body, csp, nonce }
}

async function partner(slug: string) {
  const res = await t.app.request(`http://${slug}.localhost/partners`)
  return partnersResponseSchema.parse(await res.json()).result[0]!
}

describe('seeded brand, bank and tag manager settings', () => {
  it('answers the secondary logo, the bank flags and the tag manager id to the browser', async () => {
    const kroonbank = await partner('kroonbank')
    expect(kroonbank.brand.logo_secondary).toBe('/logos/kroonbank-zakelijk.svg')
    expect(kroonbank.features.prefill_deep_link?.active).toBe(true)
    expect(kroonbank.features.back_to_partner_link?.active).toBe(true)
    expect(kroonbank.returnURL).toMatch(/^https:\/\//)
    expect((await partner('bouwzeker')).google_tag_manager_id).toBe('GTM-BZ7K2Q9')
    const zzp = await partner('zzp')
    expect(zzp.google_tag_manager_id).toBeNull()
    expect(zzp.features.prefill_deep_link?.active ?? false).toBe(false)
  })
})

describe('the page CSP and the tag manager', () => {
  it('gives each page a fresh nonce, the same in its scripts and its CSP, never unsafe-inline', async () => {
    const first = await page('bouwzeker')
    const second = await page('bouwzeker')
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(first.nonce).not.toBe(second.nonce)
    expect(first.body).not.toContain(NONCE_PLACEHOLDER)
    const scripts = directive(first.csp, 'script-src')
    expect(scripts).toContain(`'nonce-${first.nonce}'`)
    expect(scripts).not.toContain('unsafe-inline')
    expect(scripts).not.toContain('unsafe-eval')
  })

  it('allows the tag manager on the pages of the partner with a container', async () => {
    const { csp } = await page('bouwzeker')
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(csp, 'connect-src')).toContain('https://www.googletagmanager.com')
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com')
    expect(directive(csp, 'frame-src')).toBe('frame-src https://www.googletagmanager.com')
  })

  it('allows it nowhere else: partners without one, API answers, unknown hosts', async () => {
    for (const slug of ['zzp', 'kroonbank', 'testpartner']) {
      const { csp, nonce } = await page(slug)
      expect(csp).not.toContain('googletagmanager')
      expect(csp).not.toContain('google-analytics')
      expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}'`)
    }
    const api = await prod.app.request('http://bouwzeker.localhost/partners')
    const apiCsp = api.headers.get('content-security-policy') ?? ''
    expect(directive(apiCsp, 'script-src')).toBe("script-src 'self'")
    const unknown = await prod.app.request('http://nobody.localhost/welcome', { headers: html })
    expect(unknown.headers.get('content-security-policy')).not.toContain('googletagmanager')
  })

  it('allows the Trengo live chat only on the pages of a partner with a trengo_key', async () => {
    const before = await page('testpartner2')
    expect(before.csp).not.toContain('trengo')
    await t.database.db
      .update(partners)
      .set({ trengo_key: 'trengo-test-key' })
      .where(eq(partners.slug, 'testpartner2'))
    prod.deps.partners.invalidate('testpartner2')
    try {
      const { csp, nonce } = await page('testpartner2')
      expect(directive(csp, 'script-src')).toBe(
        `script-src 'self' 'nonce-${nonce}' https://static.widget.trengo.eu https://cdn.widget.trengo.eu`,
      )
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://*.trengo.eu wss://*.trengo.eu")
      expect(directive(csp, 'frame-src')).toBe('frame-src https://*.trengo.eu')
      expect(csp).not.toContain('googletagmanager')
      expect((await page('zzp')).csp).not.toContain('trengo')
    } finally {
      await t.database.db.update(partners).set({ trengo_key: null }).where(eq(partners.slug, 'testpartner2'))
      prod.deps.partners.invalidate('testpartner2')
    }
  })

  it('sends no CSP outside production, and still fills the nonce in', async () => {
    const res = await t.app.request('http://bouwzeker.localhost/welcome', { headers: html })
    expect(res.headers.get('content-security-policy')).toBeNull()
    expect(await res.text()).not.toContain(NONCE_PLACEHOLDER)
  })

  it('builds a policy without nonce or tag manager for everything but pages', () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self';")
    expect(contentSecurityPolicy()).not.toContain('frame-src')
    const withTagManager = contentSecurityPolicy({ nonce: 'abc', tagManager: true, liveChat: false })
    expect(withTagManager).toContain("script-src 'self' 'nonce-abc' https://www.googletagmanager.com;")
    expect(withTagManager).not.toMatch(/script-src[^;]*unsafe-inline/)
  })
})
