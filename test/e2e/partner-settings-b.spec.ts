import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fetchAsPartnerHost, partnerUrl, signIn, uniqueEmail, withoutServerRender } from './helpers'

/**
 * Brand, bank partner and tag manager settings (docs/partner-settings.md): each test fails when its
 * setting is ignored. Kroonbank is the bank partner (prefill_deep_link, back_to_partner_link, a second
 * logo); BouwZeker has the one tag manager container.
 */
const CONFIGURED = 'https://www.kroonbank.example/zakelijk'
const ALLOWED = 'https://www.kroonbank.example/app/terug?scherm=verzekeren'
const EVIL = 'https://evil.example/kroonbank'
const entry = (slug: string, params: Record<string, string>) =>
  partnerUrl(slug, `/?${new URLSearchParams(params).toString()}`)

/**
 * Answers `GET /partners` with the bank partner's two flags off, as if it were any other partner; the pages
 * come without their partner inline (no server render), so the browser asks for it.
 */
async function bankFlagsOff(page: Page) {
  await withoutServerRender(page)
  await page.route('**/partners', async (route) => {
    const response = await fetchAsPartnerHost(route)
    const body = await response.json()
    for (const partner of body.result) {
      partner.features.prefill_deep_link = { active: false }
      partner.features.back_to_partner_link = { active: false }
    }
    await route.fulfill({ response, json: body })
  })
}

test('the bank partner’s entry: e-mail prefilled, way back to its app, both taken out of the address', async ({
  page,
}) => {
  await page.goto(entry('kroonbank', { returnURL: ALLOWED, email: 'Jan@Kroonbank.example', userId: '7' }))
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/welcome'))
  // Two logos, the second with its own text; the back-to-app link goes where the app said.
  const header = page.getByRole('banner')
  await expect(header.getByRole('img', { name: 'Kroonbank', exact: true })).toBeVisible()
  await expect(header.getByRole('img', { name: 'Tweede logo van Kroonbank' })).toBeVisible()
  const back = header.getByRole('link', { name: 'Terug naar Kroonbank' })
  await expect(back).toHaveAttribute('href', ALLOWED)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: '/tmp/settings-b-kroonbank-1280.png' })

  await header.getByRole('link', { name: 'Inloggen' }).click()
  await expect(page.getByLabel('E-mailadres')).toHaveValue('jan@kroonbank.example')
  expect(page.url()).not.toContain('Jan')
})

test('an evil returnURL is refused: no back-to-app link, the user menu goes to the configured address', async ({
  page,
}) => {
  await page.goto(entry('kroonbank', { returnURL: EVIL }))
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/welcome'))
  await expect(page.getByRole('img', { name: 'Tweede logo van Kroonbank' })).toBeVisible()
  await expect(page.getByTestId('back-to-app')).toHaveCount(0)
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('evil')

  await signIn(page, 'kroonbank', uniqueEmail('kroon-evil'))
  await page.getByTestId('user-menu').click()
  await expect(page.getByTestId('back-to-partner')).toHaveAttribute('href', CONFIGURED)
})

test('an allowed returnURL is the user menu’s way back after signing in', async ({ page }) => {
  await page.goto(entry('kroonbank', { returnURL: ALLOWED }))
  await expect(page.getByTestId('back-to-app')).toHaveAttribute('href', ALLOWED)
  await signIn(page, 'kroonbank', uniqueEmail('kroon-back'))
  await expect(page.getByTestId('back-to-app')).toHaveAttribute('href', ALLOWED)
  await page.getByTestId('user-menu').click()
  await expect(page.getByTestId('back-to-partner')).toHaveAttribute('href', ALLOWED)
})

test('with the bank flags off nothing of it shows, and the parameters still leave the address', async ({
  page,
}) => {
  await bankFlagsOff(page)
  await page.goto(entry('kroonbank', { returnURL: ALLOWED, email: 'jan@kroonbank.example', userId: '7' }))
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/welcome'))
  await expect(page.getByRole('img', { name: 'Tweede logo van Kroonbank' })).toBeVisible()
  await expect(page.getByTestId('back-to-app')).toHaveCount(0)
  await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).click()
  await expect(page.getByLabel('E-mailadres')).toHaveValue('')

  await signIn(page, 'kroonbank', uniqueEmail('kroon-off'))
  await page.getByTestId('user-menu').click()
  await expect(page.getByRole('menuitem', { name: 'Uitloggen' })).toBeVisible()
  await expect(page.getByTestId('back-to-partner')).toHaveCount(0)
})

test('another partner ignores the bank parameters and has no second logo', async ({ page }) => {
  await page.goto(entry('zzp', { returnURL: '/user/policies', email: 'jan@example.nl', userId: '7' }))
  await expect(page).toHaveURL(partnerUrl('zzp', '/welcome'))
  await expect(page.getByTestId('logo')).toBeVisible()
  await expect(page.getByTestId('logo-secondary')).toHaveCount(0)
  await expect(page.getByTestId('back-to-app')).toHaveCount(0)
  await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).click()
  await expect(page.getByLabel('E-mailadres')).toHaveValue('')
})

/** Records the tag manager requests of a page; the stand-in script marks that it ran. */
async function watchTagManager(page: Page) {
  const requested: string[] = []
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    requested.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerRan = true' })
  })
  const violations: string[] = []
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text())
  })
  return { requested, violations }
}

test('the tag manager loads for the partner with a container, under the CSP, with the page’s nonce', async ({
  page,
}) => {
  const { requested, violations } = await watchTagManager(page)
  const response = await page.goto(partnerUrl('bouwzeker', '/welcome'))
  const csp = response?.headers()['content-security-policy'] ?? ''
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
  expect(scriptSrc).not.toContain('unsafe-inline')
  expect(scriptSrc).toContain('https://www.googletagmanager.com')

  // Only once the customer consents (analytics-events.spec.ts has the banner's own tests).
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accepteren' }).click()
  await expect.poll(() => requested).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-BZ7K2Q9'])
  await expect
    .poll(() => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan))
    .toBe(true)
  const nonce = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[data-tag-manager]')?.nonce ?? '',
  )
  expect(nonce).not.toBe('')
  expect(scriptSrc).toContain(`'nonce-${nonce}'`)
  const started = await page.evaluate(() =>
    (window.dataLayer ?? []).some((e) => e.event === 'gtm.js' && typeof e['gtm.start'] === 'number'),
  )
  expect(started).toBe(true)
  expect(violations).toEqual([])
})

test('partners without a container load no tag manager, and their CSP does not allow one', async ({
  page,
}) => {
  const { requested } = await watchTagManager(page)
  for (const slug of ['zzp', 'kroonbank']) {
    const response = await page.goto(partnerUrl(slug, '/welcome'))
    expect(response?.headers()['content-security-policy']).not.toContain('googletagmanager')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForTimeout(500)
    expect(await page.locator('script[data-tag-manager]').count()).toBe(0)
  }
  expect(requested).toEqual([])
})

test('on a phone the bank partner’s header keeps the way back; the second logo is in the menu @mobile', async ({
  page,
}) => {
  await page.goto(entry('kroonbank', { returnURL: ALLOWED }))
  const header = page.getByRole('banner')
  const back = header.getByRole('link', { name: 'Terug naar Kroonbank' })
  await expect(back).toBeVisible()
  await expect(back.getByText('Terug', { exact: true })).toBeVisible()
  await expect(back.getByText('Terug naar Kroonbank')).toBeHidden()
  await expect(header.getByTestId('logo-secondary')).toBeHidden()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
  await page.screenshot({ path: '/tmp/settings-b-kroonbank-375.png' })
  await header.getByRole('button', { name: 'Menu openen' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer.getByRole('img', { name: 'Tweede logo van Kroonbank' })).toBeVisible()
  await page.screenshot({ path: '/tmp/settings-b-kroonbank-375-menu.png' })
})
