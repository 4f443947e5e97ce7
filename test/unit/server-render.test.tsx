// @vitest-environment node
/**
 * The entry routes render outside a browser (issue 26, the first paint from the server): no window,
 * document or storage while rendering, the page itself rather than the boot skeleton when the partner
 * and its language are known before the render, and no request made while rendering.
 */
import { describe, expect, it, vi } from 'vitest'
import type { Partner } from '../../api/contract/partner'
import type { Locale } from '../../i18n/languages'
import { renderPage } from '../../views/entry-server'
import { testPartner } from '../components/render-app'

async function renderOnServer(path: string, partner: Partner, locale: Locale = 'nl') {
  // renderPage makes no call: its HTTP client throws, and a route that needed one would show an error page.
  const fetch = vi.spyOn(globalThis, 'fetch')
  const page = await renderPage(path, partner, locale)
  const requests = fetch.mock.calls.map(([input]) => String(input))
  fetch.mockRestore()
  return { ...page, requests }
}

const text = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('the entry routes rendered on the server', () => {
  it('renders /welcome in the partner’s words, with its logo and the welcome heading', async () => {
    const partner = testPartner({ translations: { nl: { 'welcome.title': 'Welkom bij ZZP Schild' } } })
    const { html, requests } = await renderOnServer('/welcome', partner)
    expect(html).toMatch(/<h1[^>]*>Welkom bij ZZP Schild<\/h1>/)
    expect(html).toContain('<img src="/logos/zzp.svg" alt="ZZP Schild"')
    expect(text(html)).toContain('Inloggen')
    expect(html).not.toContain('data-testid="boot-skeleton"')
    expect(requests).toEqual([])
  })

  it('renders another partner in another language', async () => {
    const partner = testPartner({
      slug: 'kroonbank',
      name: 'Kroonbank',
      default_language: 'en',
      brand: { logo_primary: '/logos/kroonbank.svg', logo_secondary: null, font_primary: null },
    })
    const { html } = await renderOnServer('/welcome', partner, 'en')
    expect(html).toContain('alt="Kroonbank"')
    expect(html).toMatch(/<h1[^>]*>Covered in five minutes<\/h1>/)
  })

  it('renders the sign-in page and the 404 page', async () => {
    const partner = testPartner()
    const signIn = await renderOnServer('/sign-in', partner)
    expect(signIn.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    expect(signIn.requests).toEqual([])
    expect(signIn.status).toBe(200)
    expect(signIn.title).toBe('Inloggen | ZZP Schild')
    const missing = await renderOnServer('/no-such-page', partner)
    expect(missing.html).toContain('data-graphic="not_found"')
    expect(missing.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    expect(missing.status).toBe(404)
  })

  it('renders the pages that need a session as the partner’s page with the skeleton, never an error', async () => {
    for (const path of ['/profession', '/products/available-products']) {
      const { html, status, requests } = await renderOnServer(path, testPartner())
      expect(html).toContain('<img src="/logos/zzp.svg" alt="ZZP Schild"')
      expect(html).toContain('data-testid="boot-skeleton"')
      expect(html).not.toContain('internal_server_error')
      expect(status).toBe(200)
      expect(requests).toEqual([])
    }
  })

  it('renders each of several pages at once in its own language', async () => {
    const partner = testPartner()
    const pages = await Promise.all(
      (['en', 'nl', 'de', 'fr', 'en', 'nl'] as const).map((locale) =>
        renderOnServer('/sign-in', partner, locale),
      ),
    )
    expect(pages.map((page) => page.title)).toEqual([
      'Sign in | ZZP Schild',
      'Inloggen | ZZP Schild',
      expect.not.stringMatching(/^(Inloggen|Sign in) /),
      expect.not.stringMatching(/^(Inloggen|Sign in) /),
      'Sign in | ZZP Schild',
      'Inloggen | ZZP Schild',
    ])
  })

  it('gives the partner’s colours as CSS variables', async () => {
    const { cssVariables } = await renderOnServer('/welcome', testPartner())
    expect(cssVariables['--partner-primary']).toBe('#0f766e')
  })
})
