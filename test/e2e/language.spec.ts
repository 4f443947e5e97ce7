import { expect, test } from './fixtures'
import { partnerUrl } from './helpers'

test('switching language persists across reload and changes the Accept-Language of API calls', async ({
  page,
}) => {
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij ZZP Schild')

  const refetch = page.waitForRequest(
    (r) => r.url().endsWith('/partners') && r.headers()['accept-language'] === 'en-gb',
  )
  await page.getByRole('button', { name: /– Taal kiezen$/ }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to ZZP Schild')
  await refetch
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // The page comes with its partner (rendered on the server in the partner's language): the stored
  // language is drawn at once, and the next call to the API speaks it.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to ZZP Schild')
  await expect(page.getByRole('button', { name: /– Choose language$/ })).toHaveText('EN')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  // The welcome page's call to action leads a visitor to sign in first; asking for the link is a call.
  await page.getByLabel('What is your profession?').fill('timmer')
  await page.getByRole('button', { name: 'Sign in and calculate your premium' }).click()
  const nextCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/magic-link')
  await page.getByLabel('Email address').fill(`taal.${Date.now()}@example.nl`)
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click()
  expect((await nextCall).headers()['accept-language']).toBe('en-gb')
})

// A catalog that fails to load, at start or on a change: translation-retry.spec.ts (its retries take 11 s).

test('corrupted local storage never stops the app from booting', async ({ page }) => {
  await page.goto(partnerUrl('zzp', '/welcome'))
  await page.evaluate(() => {
    localStorage.setItem('language', '{{{')
    localStorage.setItem('partner-settings', '{"slug":"zzp","name":1')
    localStorage.setItem('auth-storage', 'undefined')
  })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij ZZP Schild')
})
