import { expect, test } from './fixtures'
import { add, partnerUrl, signIn, startAsCarpenter, uniqueEmail } from './helpers'

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

/**
 * Continue in the cart (issue 26 item 3): a cart of one group becomes the checkout cart with the
 * preparation, so the first question waits for one round trip, not two.
 */
test('Continue in a cart of one insurance asks the server once before the first question', async ({
  page,
}) => {
  await startAsCarpenter(page, 'een-keer')
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByTestId('cart-total')).toHaveText(/€\s*\d/)
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/cart-item')) calls.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  await cart.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByTestId('question-progress')).toHaveText('Vraag 1 van 5')
  expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([
    'POST /cart-item/prepare-checkout?start=single_group',
  ])
})
