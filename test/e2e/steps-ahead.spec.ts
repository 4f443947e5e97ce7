import { expect, test } from './fixtures'
import { add, partnerUrl, signIn, startAsCarpenter, uniqueEmail } from './helpers'

/**
 * The next step's code and data come while the customer reads this one (issue 26 item 3): pressing on
 * waits for the save of the profession, never for a script, nor for the products it brings.
 */
test('pressing on from the profession page fetches no script and no products: they came while choosing', async ({
  page,
}) => {
  await signIn(page, 'zzp', uniqueEmail('vooruit'))
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  const isProducts = (url: string) => new URL(url).pathname === '/insurance-products'
  const products = page.waitForResponse((response) => isProducts(response.url()) && response.ok())
  await page.getByLabel('Zoek je beroep').fill('timmer')
  await page.getByRole('radio', { name: 'Timmerman' }).check()
  // Chosen: the products priced for it are asked for at once.
  const offered = ((await (await products).json()) as { result: unknown[] }).result.length
  expect(offered).toBeGreaterThan(2)
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
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    if (request.resourceType() === 'fetch')
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`)
  })
  await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
  await expect(page.getByTestId('product-price').first()).toHaveText(/€\s*\d/)
  expect(scripts).toEqual([])
  expect(calls).toContain('PATCH /users/me')
  expect(calls).not.toContain('GET /insurance-products')
  expect(calls).not.toContain('GET /cart-item')
  // The new page's content has the focus (moved there after its first paint), so a screen reader
  // starts reading it; and the cards below the first row, rendered just after that paint, are all there.
  await expect(page.locator('main#main')).toBeFocused()
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
