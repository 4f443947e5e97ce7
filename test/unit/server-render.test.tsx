// @vitest-environment node
/**
 * The entry routes render outside a browser (issue 26, the first paint from the server): no window,
 * document or storage while rendering, the page itself rather than the boot skeleton when the partner
 * and its language are known before the render, and no request made while rendering.
 */
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Http } from '../../api/client/http'
import type { Partner } from '../../api/contract/partner'
import { activateLocale } from '../../i18n/i18n'
import type { Locale } from '../../i18n/languages'
import { App } from '../../views/app/App'
import { createTestApp, testPartner } from '../components/render-app'

async function renderOnServer(path: string, partner: Partner, locale: Locale = 'nl') {
  const requests: string[] = []
  const http = (async (options) => {
    requests.push(options.path)
    throw new Error(`a request while rendering on the server: ${options.path}`)
  }) as Http
  const { queryClient, runtime, router } = createTestApp(http, path)
  queryClient.setQueryData(['partner'], partner)
  await activateLocale(locale, partner.translations[locale])
  await router.load()
  const html = renderToString(
    <App deps={{ http, queryClient, runtime }} router={router} initialLocale={locale} />,
  )
  return { html, requests, router }
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
    const missing = await renderOnServer('/no-such-page', partner)
    expect(missing.html).toContain('data-graphic="not_found"')
    expect(missing.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
  })
})
