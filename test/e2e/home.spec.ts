import { type Page } from '@playwright/test'
import { fillConsumerDetails } from './checkout-forms'
import { expect, test } from './fixtures'
import { cartShots } from './cart-shots'
import { add, partnerUrl, startAsCarpenter } from './helpers'

/** Screens at 1280 and 375 px (test-results/screens/home-<step>-<width>.png). */
async function shots(page: Page, step: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/screens/home-${step}-${width}.png`, fullPage: true })
  }
}

const conformity = (page: Page) => page.getByRole('radiogroup', { name: /gewoon stenen huis/ })

/** A carpenter with the home products in the cart, at the home form of the checkout. */
async function startHome(page: Page, name: string, products: string[]) {
  await startAsCarpenter(page, name)
  for (const product of products) await add(page, product)
  const cart = page.getByTestId('cart-panel')
  await cart.getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
  await expect(page.getByRole('heading', { name: 'Over je woning' })).toBeVisible()
}

test('a new customer quotes contents insurance, adds the outdoor cover and is insured', async ({ page }) => {
  test.slow()
  await startHome(page, 'home-inboedel', ['Inboedelverzekering'])
  const cart = page.getByTestId('cart-panel')
  // The form asks what the product needs; an empty submit says so.
  await page.getByRole('button', { name: 'Bereken je premie' }).click()
  await expect(page.getByTestId('home-form')).toContainText('Dit veld is verplicht')
  await conformity(page).getByRole('radio', { name: 'Ja' }).check()
  await shots(page, 'form')
  await page.getByRole('button', { name: 'Bereken je premie' }).click()

  const quote = page.getByTestId('home-quote')
  await expect(quote.getByRole('heading', { name: 'Inboedelverzekering' })).toBeVisible()
  await expect(page.getByText('Je bent pas verzekerd als je de verzekering hebt afgesloten.')).toBeVisible()
  await quote.getByRole('radio', { name: /Geen eigen risico/ }).check()
  await quote.getByRole('checkbox', { name: /Buitenshuisdekking/ }).check()
  const total = await quote.getByTestId('home-quote-total').textContent()
  // While the coverage is chosen the cart claims no premium, and the screen says when it will.
  await expect(cart.getByTestId('cart-item')).toContainText('Premie nog niet berekend')
  await expect(page.getByTestId('home-quote-cart-note')).toBeVisible()
  // The other home products are offered along.
  await expect(page.getByTestId('cross-sell')).toHaveCount(2)
  await shots(page, 'quote')
  await page.getByRole('button', { name: 'Verder naar je gegevens' }).click()
  // The cart shows the price of the coverage chosen, with the extra coverage.
  await expect(cart.getByTestId('cart-total')).toHaveText(total!)
  // The cart card lists the excess and the extra coverage chosen.
  await expect(cart.getByTestId('cart-item')).toContainText('Buitenshuisdekking')
  await expect(cart.getByTestId('cart-item')).toContainText('Eigen risico')
  await cartShots(page, 'home')

  await fillConsumerDetails(page)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  const outcome = page.getByTestId('outcome')
  await expect(outcome).toHaveAttribute('data-outcome', 'insured')
  await expect(outcome).toContainText(/Polisnummer VZ-\d{4}-\d{6}/)
  await shots(page, 'result')
})

test('a refused home quote goes back to the overview, the cart intact', async ({ page }) => {
  await startHome(page, 'home-geweigerd', ['Opstalverzekering'])
  await conformity(page).getByRole('radio', { name: 'Nee' }).check()
  await page
    .getByRole('radiogroup', { name: /eigenaar van de woning/ })
    .getByRole('radio', { name: 'Ja, ik ben eigenaar' })
    .check()
  await page.getByRole('button', { name: 'Bereken je premie' }).click()
  const refused = page.getByTestId('home-refused')
  await expect(
    refused.getByRole('heading', { name: 'We kunnen je deze verzekering niet aanbieden' }),
  ).toBeVisible()
  await expect(refused).toContainText('We verzekeren alleen gewone stenen huizen met een harde dakbedekking.')
  await shots(page, 'refused')
  // Changing the answers is possible; then back to the overview.
  await refused.getByRole('button', { name: 'Antwoorden aanpassen' }).click()
  await expect(conformity(page).getByRole('radio', { name: 'Nee' })).toBeChecked()
  await page.getByRole('button', { name: 'Bereken je premie' }).click()
  await refused.getByRole('button', { name: 'Terug naar het overzicht' }).click()
  await expect(page).toHaveURL(/\/products\//)
  await expect(page.getByTestId('cart-panel')).toContainText('Opstalverzekering')
})

const LANGUAGES = [
  { code: 'en', menu: 'English', next: 'Continue', calculate: 'Calculate your premium', yes: 'Yes' },
  { code: 'fr', menu: 'Français', next: 'Continuer', calculate: 'Calculer votre prime', yes: 'Oui' },
  { code: 'de', menu: 'Deutsch', next: 'Weiter', calculate: 'Ihre Prämie berechnen', yes: 'Ja' },
] as const

for (const language of LANGUAGES) {
  test(`the home form and quote in ${language.menu}`, async ({ page }) => {
    await startAsCarpenter(page, `home-${language.code}`)
    await add(page, 'Inboedelverzekering')
    await page.getByRole('button', { name: /– Taal kiezen$/ }).click()
    await page.getByRole('menuitem', { name: language.menu }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', language.code)
    await page.getByTestId('cart-panel').getByRole('button', { name: language.next }).click()
    await page.getByTestId('home-form').getByRole('radio', { name: language.yes }).check()
    await shots(page, `form-${language.code}`)
    await page.getByRole('button', { name: language.calculate }).click()
    await expect(page.getByTestId('home-quote')).toBeVisible()
    await shots(page, `quote-${language.code}`)
  })
}
