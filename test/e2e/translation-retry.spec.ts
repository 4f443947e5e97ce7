import type { Page } from '@playwright/test'
import { axeFindings, expect, test } from './fixtures'
import { partnerUrl } from './helpers'

/**
 * Loading a language's catalog retries 5 times from 350 ms (core §7; i18n/retry.ts) before falling back
 * to the Dutch that ships with the page. These tests fail the English catalog's chunk in the real browser,
 * so they also show that a retried import() fetches the chunk again instead of repeating a failure the
 * module map kept (whatwg/html#10327).
 */

/** All retries spent: 350 + 700 + 1400 + 2800 + 5600 ms of waiting, plus the fetches, with room to spare. */
const RETRIES_SPENT = 25_000

/**
 * Fails the English catalog's chunk `failures` times (each an aborted request, as on a dropped network),
 * then lets it through. The chunk's name is hashed (/assets/messages-<hash>.js, shared with the other
 * languages' catalogs), so it is recognised by its content. Answers the times of its requests.
 */
async function failEnglishCatalog(page: Page, failures = Infinity) {
  const requests: number[] = []
  await page.route(/\/assets\/messages-[\w-]+\.js$/, async (route) => {
    // Node cannot resolve *.localhost: fetched from 127.0.0.1, as network-faults.ts does.
    const url = new URL(route.request().url())
    const response = await route.fetch({ url: `http://127.0.0.1:${url.port}${url.pathname}` })
    const body = await response.text()
    if (!body.includes('"welcome.title":["Covered in five minutes"]')) return route.fulfill({ response })
    requests.push(Date.now())
    if (requests.length <= failures) return route.abort('internetdisconnected')
    return route.fulfill({ response })
  })
  return requests
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('a catalog that fails twice is fetched again and the page speaks English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const requests = await failEnglishCatalog(page, 2)
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(heading(page)).toHaveText('Welcome to ZZP Schild')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('button', { name: /– Choose language$/ })).toHaveText('EN')
  // Three requests: two failed, the third answered; the browser fetched again on each retry.
  expect(requests).toHaveLength(3)
  // The waits between them: 350 ms, then 700 ms (a lower bound: a request can only come later).
  expect(requests[1]! - requests[0]!).toBeGreaterThanOrEqual(340)
  expect(requests[2]! - requests[1]!).toBeGreaterThanOrEqual(690)
})

test('a catalog that keeps failing leaves the page in Dutch with the partner’s texts, and usable', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const requests = await failEnglishCatalog(page)
  await page.goto(partnerUrl('zzp', '/welcome'))
  // Never blank: the server's Dutch page, the skeleton while the retries run, then Dutch with the partner's
  // Dutch title.
  await expect.poll(() => requests.length, { timeout: RETRIES_SPENT }).toBe(6) // the first try and five retries
  await expect(heading(page)).toHaveText('Welkom bij ZZP Schild')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  expect(requests).toHaveLength(6) // and no more
  expect(requests[5]! - requests[0]!).toBeGreaterThanOrEqual(10_800)
  // The stored choice stays: a later visit on a better network speaks English again.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  expect(await axeFindings(page)).toEqual([])

  // Usable: another language still loads, and the funnel starts in it.
  await page.getByRole('button', { name: /– Taal kiezen$/ }).click()
  await page.getByRole('menuitem', { name: 'Français' }).click()
  await expect(heading(page)).toHaveText('Assuré en cinq minutes')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('a language change whose catalog keeps failing keeps the language and says so in a closable toast', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(heading(page)).toHaveText('Welkom bij ZZP Schild')
  const requests = await failEnglishCatalog(page)
  await page.getByRole('button', { name: /– Taal kiezen$/ }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()

  const toast = page.getByRole('alert').filter({ hasText: 'Er ging iets mis' })
  await expect(toast).toBeVisible({ timeout: RETRIES_SPENT })
  expect(requests).toHaveLength(6)
  await expect(heading(page)).toHaveText('Welkom bij ZZP Schild')
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await expect(page.getByRole('button', { name: /– Taal kiezen$/ })).toHaveText('NL')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull()
  expect(await axeFindings(page)).toEqual([])

  await toast.getByRole('button', { name: 'Sluiten' }).click()
  await expect(toast).toHaveCount(0)
})
