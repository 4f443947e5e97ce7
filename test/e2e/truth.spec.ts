import { type Page } from '@playwright/test'
import { axeFindings, expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { partnerUrl } from './helpers'
import { liabilityToForms, progress, startLiability } from './liability'

/** What the funnel tells a customer is true (issue 17): a product insured once is never bought twice. */

/** The product card of product type `type` on the products page. */
const card = (page: Page, type: string) =>
  page.locator(`[data-testid="product-card"][data-product-type="${type}"]`)

test('a product bought once says "Al verzekerd", whole, and cannot be added again', async ({ page }) => {
  test.slow()
  await liabilityToForms(page, 'al-verzekerd')
  await fillDetails(page)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'insured')

  // Back to the products from the result page: the card says so, and offers no second purchase.
  await page.getByRole('button', { name: 'Terug naar de verzekeringen' }).click()
  const liability = card(page, 'business_liability')
  const badge = liability.getByTestId('owned-badge')
  await expect(badge).toHaveText('Al verzekerd')
  // Read whole: the badge's label is not cut off with an ellipsis.
  const cut = await badge.evaluate((el) => {
    const label = el.querySelector('span') ?? el
    return label.scrollWidth > label.clientWidth
  })
  expect(cut).toBe(false)
  await expect(liability.getByRole('button', { name: 'Je bent hiermee verzekerd' })).toBeDisabled()
  await expect(
    page.getByRole('button', { name: 'Bedrijfsaansprakelijkheidsverzekering toevoegen aan winkelwagen' }),
  ).toHaveCount(0)
  expect(await axeFindings(page)).toEqual([])

  await page.screenshot({ path: 'test-results/screens/truth-insured-1280.png' })

  // Also after a reload, on a phone too, and the server refuses it whatever the page offers.
  await page.setViewportSize({ width: 375, height: 740 })
  await page.reload()
  const again = card(page, 'business_liability').getByTestId('owned-badge')
  await expect(again).toBeVisible()
  expect(await again.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false)
  await again.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/screens/truth-insured-375.png' })
  const status = await page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { access_token?: string }
    const headers = { Authorization: `Bearer ${auth.access_token}`, 'Content-Type': 'application/json' }
    const products = (await (await fetch('/insurance-products', { headers })).json()) as {
      result: { id: number; type: string }[]
    }
    const liability = products.result.find((p) => p.type === 'business_liability')
    const res = await fetch('/cart-item', {
      method: 'POST',
      headers,
      body: JSON.stringify({ insurance_product: liability?.id }),
    })
    return res.status
  })
  expect(status).toBe(409)
})

test('a page is a page: link previews get /welcome as HTML, and the icon costs no request', async ({
  page,
}) => {
  const icons: string[] = []
  page.on('request', (r) => new URL(r.url()).pathname === '/favicon.svg' && icons.push(r.url()))
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // What a link preview or curl asks: anything.
  const preview = await page.evaluate(async () => {
    const res = await fetch('/welcome', { headers: { Accept: '*/*' } })
    return { status: res.status, type: res.headers.get('content-type') }
  })
  expect(preview.status).toBe(200)
  expect(preview.type).toContain('text/html')
  // A page view with a move inside the app asks nothing for the icon (it was about five requests).
  await page.getByLabel('Wat is je beroep?').fill('timmerman')
  await page.getByRole('button', { name: 'Log in en bereken je premie' }).click()
  await expect(page).not.toHaveURL(/\/welcome/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(500)
  expect(icons).toEqual([])
})

test('a refused personal-details form puts the focus on the first field in error', async ({ page }) => {
  test.slow()
  await liabilityToForms(page, 'focus-fout')
  await page.getByLabel('KvK-nummer of bedrijfsnaam').fill('64829301')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await page.getByRole('button', { name: 'Kies Timmerbedrijf De Vries' }).click()
  await expect(page.getByRole('heading', { name: 'Je persoonlijke gegevens' })).toBeVisible()
  // The e-mail address is known; the rest is left empty, the phone number filled.
  await page.getByLabel('Voornaam').fill('')
  await page.getByLabel('Telefoonnummer').fill('06 1234 5678')
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByLabel('Voornaam')).toBeFocused()
  await expect(page.getByLabel('Voornaam')).toHaveAttribute('aria-invalid', 'true')
})

test('skipping an insurance asks first, keeps it in the cart, and the result says how to pick it up', async ({
  page,
}) => {
  test.slow()
  await startLiability(page, 'overslaan')
  const cart = page.getByTestId('cart-panel')
  // The first click only asks; "No" keeps the customer on the question they were on.
  await page.getByRole('button', { name: 'Deze verzekering overslaan' }).click()
  const dialog = page.getByRole('dialog', { name: 'Deze verzekering overslaan?' })
  await expect(dialog).toContainText('Je sluit Bedrijfsaansprakelijkheidsverzekering nu niet af.')
  await expect(dialog).toContainText('De verzekering blijft in je winkelwagen')
  expect(await axeFindings(page)).toEqual([])
  await page.screenshot({ path: 'test-results/screens/truth-skip-dialog-1280.png' })
  await dialog.getByRole('button', { name: 'Nee, ga terug' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
  await progress(page, 1)

  // Skipped for real: nothing is taken out, and the result says so and what to do.
  await page.getByRole('button', { name: 'Deze verzekering overslaan' }).click()
  await dialog.getByRole('button', { name: 'Ja, overslaan' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/result?type=dropout'))
  const result = page.getByTestId('result')
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('Er is niets afgesloten')
  await expect(result.getByRole('heading', { name: 'Je hebt deze verzekering overgeslagen' })).toBeVisible()
  await expect(result.getByTestId('product-outcome')).toHaveText(
    /Bedrijfsaansprakelijkheidsverzekering.*Overgeslagen/,
  )
  await expect(result.getByTestId('still-in-cart')).toBeVisible()
  await expect(result).not.toContainText(/Alle stappen zijn doorlopen|Polisnummer/)
  await page.setViewportSize({ width: 375, height: 740 })
  await page.screenshot({ path: 'test-results/screens/truth-skipped-375.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })

  // The way back: the insurance is still in the cart, ready to take out.
  await result.getByRole('button', { name: 'Terug naar de verzekeringen' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/products/available-products'))
  await expect(cart.getByTestId('cart-count')).toHaveText('1')
  await expect(cart).toContainText('Bedrijfsaansprakelijkheidsverzekering')
  await cart.getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
  await expect(page.getByTestId('question')).toBeVisible()
})

test('the header menus pass axe while open (no presentation child in the menu)', async ({ page }) => {
  await page.goto(partnerUrl('zzp', '/welcome'))
  await page.getByRole('button', { name: /– Taal kiezen$/ }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Hulp' }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
})
