import { expect, test } from './fixtures'
import { partnerUrl, signIn, uniqueEmail } from './helpers'

/**
 * The next step's code comes while the customer reads this one (issue 26 item 3): pressing on waits for
 * the server's answer, never for a script.
 */
test('pressing on from the profession page fetches no script: the products page and its loader came ahead', async ({
  page,
}) => {
  await signIn(page, 'zzp', uniqueEmail('vooruit'))
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await page.getByLabel('Zoek je beroep').fill('timmer')
  await page.getByRole('radio', { name: 'Timmerman' }).check()
  // The customer reads for a moment: the browser's idle time fetches what the next step runs.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/products-loader-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const products = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/insurance-products') && response.ok(),
  )
  await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
  await expect(page.getByTestId('product-price').first()).toHaveText(/€\s*\d/)
  expect(scripts).toEqual([])
  // The new page's content has the focus (moved there after its first paint), so a screen reader
  // starts reading it; and the cards below the first row, rendered just after that paint, are all there.
  await expect(page.locator('main#main')).toBeFocused()
  const offered = ((await (await products).json()) as { result: unknown[] }).result.length
  expect(offered).toBeGreaterThan(2)
  await expect(page.getByTestId('product-card')).toHaveCount(offered)
})
