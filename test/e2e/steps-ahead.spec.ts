import { axeFindings, expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { add, chooseProfession, partnerUrl, signIn, startAsCarpenter, uniqueEmail } from './helpers'

/**
 * A profession whose save was not answered: the toast says so, and without a profession the customer
 * chooses one first, on the profession page, as on arrival.
 */
async function toldChoosingAgain(page: Page) {
  await expect(
    page.getByText(
      'We konden niet bevestigen dat je beroep is opgeslagen. Kies het nog een keer om de verzekeringen te zien die erbij passen.',
    ),
  ).toBeVisible()
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await expect(page.getByRole('heading', { name: 'Wat is je beroep?' })).toBeVisible()
}

/** The profession's save (`PATCH /users/me`) held back until the returned function is called, then answered or dropped. */
async function holdProfessionSave(page: Page, outcome: 'answered' | 'dropped') {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/users/me', async (route) => {
    if (route.request().method() !== 'PATCH') return route.fallback()
    await held
    return outcome === 'answered' ? route.continue() : route.abort('connectionrefused')
  })
  return release
}

/** The carpenter found and chosen on the profession page, not yet pressed on with. */
async function pickCarpenter(page: Page) {
  await page.getByLabel('Zoek je beroep').fill('timmer')
  await page.getByRole('radio', { name: 'Timmerman' }).check()
}

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
  await pickCarpenter(page)
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
  // The products page, once up, fetches the code of the step after it (the checkout) in its own idle time.
  const table = await page.evaluate(
    async () =>
      (await (await fetch('/route-chunks.json')).json()) as {
        files: string[]
        routes: Record<string, number[]>
      },
  )
  const afterProducts = new Set((table.routes['/checkout/'] ?? []).map((i) => `/${table.files[i]}`))
  expect(afterProducts.size).toBeGreaterThan(0)
  // The service worker's registration runs on its own timer, 3 s after the page loaded (app-update.ts),
  // whenever the click falls: not a script of this step.
  const ownTimer = (script: string) => /\/service-worker-[\w-]+\.js$/.test(script)
  expect(scripts.filter((script) => !afterProducts.has(script) && !ownTimer(script))).toEqual([])
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

/**
 * The chosen profession is shown at once and saved in the background (issue 26): the customer's next
 * requests wait for the save, so an insurance added meanwhile is priced for the new profession.
 */
test('the products of the chosen profession show before its save is answered; an add waits for the save', async ({
  page,
}) => {
  await signIn(page, 'zzp', uniqueEmail('achtergrond'))
  await pickCarpenter(page)
  const answerSave = await holdProfessionSave(page, 'answered')
  const order: string[] = []
  page.on('response', (response) => {
    const request = response.request()
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/users/me')
      order.push('PATCH answered')
  })
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/cart-item')
      order.push('POST sent')
  })
  await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
  // The save has not been answered, and the products for the carpenter are on screen.
  await expect(page.getByText('Passend bij je beroep')).toContainText('Timmerman')
  await expect(page.getByTestId('product-price').first()).toHaveText(/€\s*\d/)
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  await page.waitForTimeout(300)
  expect(order).toEqual([])
  answerSave()
  await expect(page.getByTestId('cart-panel').getByTestId('cart-total')).toHaveText(/€\s*\d/)
  expect(order).toEqual(['PATCH answered', 'POST sent'])
})

test('a profession whose save fails after its products showed is taken back to choosing, with a toast that says so', async ({
  page,
}) => {
  await signIn(page, 'zzp', uniqueEmail('niet-bewaard'))
  await pickCarpenter(page)
  // The save fails once the customer is on the products page.
  const failSave = await holdProfessionSave(page, 'dropped')
  await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
  await expect(page.getByText('Passend bij je beroep')).toContainText('Timmerman')
  failSave()
  await toldChoosingAgain(page)
  // Nothing claims the carpenter's insurance any more.
  await expect(page.getByText('Passend bij je beroep')).toHaveCount(0)
  // The toast over the page is read by axe too.
  expect(await axeFindings(page)).toEqual([])
  await page.unroute('**/users/me')
  await chooseProfession(page, 'timmer', 'Timmerman')
  await expect(page.getByTestId('product-price').first()).toHaveText(/€\s*\d/)
})

test('a save that fails at once also ends on the profession page, with a toast that says so', async ({
  page,
}) => {
  await signIn(page, 'zzp', uniqueEmail('meteen-mis'))
  await pickCarpenter(page)
  await page.route('**/users/me', (route) =>
    route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.fallback(),
  )
  await page.getByRole('button', { name: 'Verder als Timmerman' }).click()
  // Before or after the products page came up: either way the customer is choosing again, and told why.
  await toldChoosingAgain(page)
  await page.unroute('**/users/me')
  await chooseProfession(page, 'timmer', 'Timmerman')
})
