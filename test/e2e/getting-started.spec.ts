import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { linkFor, partnerUrl, uniqueEmail } from './helpers'

/**
 * Getting started tells the truth (issue 17 item 7): the welcome page says the premium comes after
 * signing in, the sign-in page says why it asks the e-mail address, and the profession search finds a
 * typo and the names of every language, with a single hit chosen already. In the English site.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
})

/** The whole page at 1280 and at 375 px wide, for a person to look at (the window as tall as the page). */
async function screens(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.setViewportSize({ width, height: Math.max(800, height) })
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** Asks the e-mailed link on the (English) sign-in page and follows it. */
async function signInHere(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
  await page.goto(await linkFor(page, email))
}

test('the welcome page says the premium follows signing in, the sign-in page says why, and the typo searched there is found and chosen', async ({
  page,
}) => {
  test.slow() // three screens, each shot at two widths, and a sign-in by e-mail
  await page.goto(partnerUrl('zzp', '/welcome'))
  // The promise is the spec's (forms §1), and the steps name the sign-in that really comes first.
  const ticker = page.getByTestId('promo-ticker')
  await expect(ticker).toContainText('Your premium within three minutes')
  await expect(ticker).not.toContainText('within a minute')
  const steps = page.getByRole('list').filter({ hasText: 'Sign in with your e-mail address' })
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Choose your profession',
    'Sign in with your e-mail address',
    'See your premium',
    'Take out cover right away',
  ])
  await expect(steps).toContainText('Within three minutes you see what you pay per month')
  await page.getByLabel('What is your profession?').fill('webdevloper')
  await screens(page, 'getting-started-welcome')
  await page.getByRole('button', { name: 'Sign in and calculate your premium' }).click()

  // The sign-in page says why it asks for the address before the premium.
  await expect(page).toHaveURL(partnerUrl('zzp', '/sign-in'))
  const why = page.getByTestId('why-email')
  await expect(why.getByRole('heading', { name: 'Why do we ask for your e-mail address?' })).toBeVisible()
  await expect(
    page.getByText('You will get a link that signs you in directly, without a password.'),
  ).toBeVisible()
  await expect(why).toContainText('New here? Then the link creates your account straight away.')
  await expect(why).toContainText('We keep your profession, your cart and your answers with your account')
  await expect(why).toContainText('After signing in you see the insurances for your profession')
  await screens(page, 'getting-started-sign-in')

  // The e-mailed link brings the search back; its one hit, with a typo, is chosen already.
  await signInHere(page, uniqueEmail('typo-en'))
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession?q=webdevloper'))
  const found = page.getByTestId('profession-results').getByRole('radio')
  await expect(found).toHaveCount(1)
  await expect(page.getByRole('radio', { name: 'Web developer' })).toBeChecked()
  await screens(page, 'getting-started-profession')
  await page.getByRole('button', { name: 'Continue as Web developer' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/products/available-products'))
  await expect(page.getByText('Matching your profession Web developer.')).toBeVisible()
})

test('the English profession search finds a typo and the Dutch names, and a single hit is chosen', async ({
  page,
}) => {
  await page.goto(partnerUrl('kroonbank', '/sign-in'))
  await signInHere(page, uniqueEmail('zoek-en'))
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/profession'))
  const search = page.getByLabel('Search your profession')
  const found = page.getByTestId('profession-results').getByRole('radio')
  // Each search finds one profession, named in English, and chooses it: the customer only confirms.
  for (const [typed, profession] of [
    ['webdevloper', 'Web developer'],
    ['timmerman', 'Carpenter'],
    ['webdeveloper', 'Web developer'],
    ['advocaat', 'Lawyer'],
  ] as const) {
    await search.fill(typed)
    await expect(page.getByRole('radio', { name: profession })).toBeChecked()
    await expect(found).toHaveCount(1)
    await expect(page.getByRole('button', { name: `Continue as ${profession}` })).toBeEnabled()
  }
  await page.getByRole('button', { name: 'Continue as Lawyer' }).click()
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/products/available-products'))
  await expect(page.getByText('Matching your profession Lawyer.')).toBeVisible()
})
