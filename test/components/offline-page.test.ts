import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { colorSetting } from '../../api/server/partners/build'
import { SEED_PARTNERS } from '../../api/server/db/seed-data'
import { partnerCssVariables } from '../../views/theme/partner-theme'

/**
 * The offline page (public/offline.html + offline.js) as the service worker serves it: no React and no
 * API, only what the app left in local storage. Run here in jsdom on a partner's host.
 */
const publicFile = (name: string) => readFileSync(path.resolve(__dirname, '../../public', name), 'utf8')
const html = publicFile('offline.html')
const script = publicFile('offline.js')
const jsdom = (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom

/** The partner answer as the app stores it (views/partner/partner-query.ts), from a seeded partner. */
function storedPartner(slug: string) {
  const seed = SEED_PARTNERS.find((p) => p.slug === slug)!
  return {
    slug: seed.slug,
    name: seed.name,
    languages: seed.languages,
    default_language: seed.default_language,
    brand: {
      logo_primary: seed.logo_primary ?? null,
      logo_secondary: null,
      font_primary: seed.font_primary ?? null,
    },
    colors: Object.entries(seed.colors).map(([key, value], id) => colorSetting({ id, key, value: value! })),
  }
}

/** Opens the offline page on `slug`'s host with `storage` in local storage, and runs its script. */
function openOffline(slug: string, storage: Record<string, string>) {
  jsdom.reconfigure({ url: `http://${slug}.localhost/checkout` })
  localStorage.clear()
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value)
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  document.documentElement.setAttribute('lang', 'nl')
  document.documentElement.removeAttribute('style')
  document.head.innerHTML = parsed.head.innerHTML
  document.body.innerHTML = parsed.body.innerHTML
  new Function(script)()
}

const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name)
const text = (id: string) => document.getElementById(id)?.textContent
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T

beforeEach(() => localStorage.clear())

describe('the offline page', () => {
  it('reads in Dutch in the neutral theme when the app has stored nothing', () => {
    openOffline('zzp', {})
    expect(document.documentElement.lang).toBe('nl')
    expect(text('offline-title')).toBe('Je bent offline')
    expect(text('offline-message')).toBe('Controleer je verbinding en probeer het opnieuw.')
    expect(text('offline-retry')).toBe('Opnieuw proberen')
    expect(document.title).toBe('Je bent offline')
    expect(cssVar('--partner-button-primary')).toBe('#1f2937')
    expect(cssVar('--partner-button-primary-text')).toBe('#ffffff')
    expect(byId<HTMLImageElement>('offline-logo').hidden).toBe(true)
    expect(byId('offline-name').hidden).toBe(true)
  })

  it.each([
    ['not JSON', '{"slug": "zzp", '],
    ['not an object', '["zzp"]'],
    ['no colour list', JSON.stringify({ ...storedPartner('zzp'), colors: 'teal' })],
    ['no brand', JSON.stringify({ ...storedPartner('zzp'), brand: null })],
    ["another host's partner", JSON.stringify(storedPartner('kroonbank'))],
  ])('falls back to the neutral theme and Dutch when the stored partner is %s', (_case, stored) => {
    openOffline('zzp', { 'partner-settings': stored, language: 'klingon' })
    expect(document.documentElement.lang).toBe('nl')
    expect(text('offline-title')).toBe('Je bent offline')
    expect(cssVar('--partner-primary')).toBe('#1f2937')
    expect(byId('offline-name').hidden).toBe(true)
  })

  it('ignores colour values that are no hex colours, as the app does', () => {
    const partner = storedPartner('zzp')
    partner.colors = partner.colors.map((c) => (c.key === 'primary' ? { ...c, value: 'red;x:url(y)' } : c))
    openOffline('zzp', { 'partner-settings': JSON.stringify(partner) })
    expect(cssVar('--partner-primary')).toBe('#ffffff')
  })

  it.each(SEED_PARTNERS.map((p) => p.slug))("paints %s's colours exactly as the app's theme", (slug) => {
    const partner = storedPartner(slug)
    openOffline(slug, { 'partner-settings': JSON.stringify(partner) })
    const app = partnerCssVariables(partner)
    for (const name of [
      '--partner-primary',
      '--partner-background',
      '--partner-text',
      '--partner-heading',
      '--partner-header-background',
      '--partner-navigation-item',
      '--partner-button-primary',
      '--partner-button-primary-text',
      '--partner-font',
    ])
      expect(cssVar(name), name).toBe(app[name] ?? '')
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      app['--partner-primary'],
    )
  })

  it.each([
    ['zzp', 'en', 'en', 'You are offline', 'Try again'],
    ['zzp', 'fr', 'fr', 'Vous êtes hors ligne', 'Réessayer'],
    ['bouwzeker', 'de', 'de', 'Sie sind offline', 'Erneut versuchen'],
    // Kroonbank offers Dutch and English only: a stored French choice gives its default.
    ['kroonbank', 'fr', 'nl', 'Je bent offline', 'Opnieuw proberen'],
  ])('on %s with %s stored, speaks %s', (slug, stored, lang, title, retry) => {
    openOffline(slug, { 'partner-settings': JSON.stringify(storedPartner(slug)), language: stored })
    expect(document.documentElement.lang).toBe(lang)
    expect(text('offline-title')).toBe(title)
    expect(text('offline-retry')).toBe(retry)
    expect(document.title).toBe(`${title} · ${storedPartner(slug).name}`)
  })

  it("shows the partner's logo named by the partner, and its name when the logo cannot load", () => {
    openOffline('kroonbank', { 'partner-settings': JSON.stringify(storedPartner('kroonbank')) })
    const logo = byId<HTMLImageElement>('offline-logo')
    expect(logo.hidden).toBe(false)
    expect(logo.getAttribute('src')).toBe('/logos/kroonbank.svg')
    expect(logo.alt).toBe('Kroonbank')
    logo.dispatchEvent(new Event('error'))
    expect(logo.hidden).toBe(true)
    expect(byId('offline-name').hidden).toBe(false)
    expect(text('offline-name')).toBe('Kroonbank')
  })

  it('never loads a logo address that is neither on the site nor https', () => {
    const partner = storedPartner('zzp')
    partner.brand.logo_primary = 'javascript:alert(1)'
    openOffline('zzp', { 'partner-settings': JSON.stringify(partner) })
    expect(byId<HTMLImageElement>('offline-logo').getAttribute('src')).toBeNull()
    expect(text('offline-name')).toBe('ZZP Schild')
    expect(byId('offline-name').hidden).toBe(false)
  })
})
