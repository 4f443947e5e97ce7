import type { Page } from '@playwright/test'
import { fillDetails } from './checkout-forms'
import { expect, test } from './fixtures'
import { add, partnerUrl, startAsCarpenter } from './helpers'
import { cartShots } from './cart-shots'
import { fillCarQuote as fillQuote } from './car'

/** The car journey (issue 19): from the licence plate to a policy, and a refused car back to the overview. */

const shot = (page: Page, step: string, width: number) =>
  page.screenshot({ path: `test-results/screens/car-${step}-${width}.png`, fullPage: true })

/** Both widths of the page shown: 1280 and the spec's small screen, 375. */
async function shots(page: Page, step: string) {
  await shot(page, step, 1280)
  await page.setViewportSize({ width: 375, height: 740 })
  await shot(page, step, 375)
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** The page in English, French and German too (1280 and 375 px), its heading translated; then Dutch again. */
async function inEveryLanguage(page: Page, step: string, headings: [string, string, string]) {
  const languages = [
    ['en', 'English'],
    ['fr', 'Français'],
    ['de', 'Deutsch'],
  ] as const
  for (const [i, [code, name]] of languages.entries()) {
    await page.getByRole('button', { name: /^(NL|EN|FR|DE)\b.*–/ }).click()
    await page.getByRole('menuitem', { name }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[i]!)
    await shots(page, `${step}-${code}`)
  }
  await page.getByRole('button', { name: /^(NL|EN|FR|DE)\b.*–/ }).click()
  await page.getByRole('menuitem', { name: 'Nederlands' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
}

test('a new customer insures a car from its plate to a policy', async ({ page }) => {
  test.slow() // sign-in, profession, the quote, the forms and the purchase
  await startAsCarpenter(page, 'car')
  await add(page, 'Zakelijke autoverzekering')
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByText('Premie nog niet berekend')).toBeVisible()
  await cart.getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
  await expect(page.getByTestId('steps-bar')).toHaveAttribute('data-flow', 'carConsumer')

  // The form checks its fields before anything is sent (the contract's schema).
  const form = page.getByTestId('car-quote-form')
  await expect(form).toBeVisible()
  await form.getByLabel('Kenteken').fill('ABC')
  await form.getByLabel('Schadevrije jaren').fill('-5')
  await form.getByRole('button', { name: 'Bereken mijn premie' }).click()
  await expect(form).toContainText('Vul een geldig Nederlands kenteken in.')
  await expect(form).toContainText('Het laagste aantal schadevrije jaren is -4.')
  await shots(page, 'form-errors')

  // A plate the register does not know is said at the plate, not as a refusal.
  await fillQuote(page, 'AB-12-CD')
  await form.getByRole('button', { name: 'Bereken mijn premie' }).click()
  await expect(form.getByText('We vinden geen voertuig met dit kenteken.', { exact: false })).toBeVisible()

  await form.getByLabel('Kenteken').fill('gz-123-b')
  await shots(page, 'form')
  await form.getByRole('button', { name: 'Bereken mijn premie' }).click()

  // The car found is shown back, with a premium per month per cover.
  const quote = page.getByTestId('car-quote')
  await expect(quote.getByTestId('car-vehicle')).toContainText('VOLKSWAGEN GOLF')
  await expect(quote.getByTestId('car-vehicle')).toContainText('GZ-123-B')
  await expect(quote.getByTestId('car-vehicle')).toContainText('14-03-2019')
  for (const cover of ['wa', 'wa_limited', 'allrisk'])
    await expect(quote.getByTestId(`cover-${cover}`)).toContainText(/€\s?\d+,\d{2} per maand/)
  await expect(quote).toContainText('Je bent pas verzekerd nadat je de verzekering hebt afgesloten.')
  await quote.getByRole('radio', { name: /Allrisk/ }).check()
  await quote.getByRole('checkbox', { name: /Pechhulp/ }).check()
  const total = (await quote.getByTestId('car-total').textContent()) ?? ''
  const amount = /€\s?([\d.]+,\d{2})/.exec(total)?.[1]
  expect(amount).toBeTruthy()
  await shots(page, 'quote')
  await inEveryLanguage(page, 'quote', ['Your premium', 'Votre prime', 'Ihr Beitrag'])
  await quote.getByRole('button', { name: 'Verder met deze dekking' }).click()

  // The cart shows the premium of the cover chosen; then the forms with the two car formalities.
  await expect(cart.getByTestId('cart-total')).toContainText(amount!)
  // The cart card lists the plate, the car and the cover chosen.
  const card = cart.getByTestId('cart-item')
  await expect(card).toContainText('GZ-123-B')
  await expect(card).toContainText('Allrisk (volledig casco)')
  await expect(card).toContainText('Pechhulp')
  await cartShots(page, 'car')
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
  await fillDetailsWithCarFormalities(page)

  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  const outcome = page.getByTestId('outcome')
  await expect(outcome).toHaveAttribute('data-outcome', 'insured')
  await expect(outcome.getByRole('heading', { name: 'Je bent verzekerd' })).toBeVisible()
  await expect(outcome).toContainText(/Polisnummer VZ-\d{4}-\d{6}/)
  await shots(page, 'result')
})

/** The shared forms; the formalities include the car's two (undamaged, registered at the own address). */
async function fillDetailsWithCarFormalities(page: Page) {
  const formalities = page.getByRole('heading', { name: 'Verklaringen' })
  const seen = formalities.waitFor().then(async () => {
    await expect(page.getByRole('checkbox')).toHaveCount(9)
  })
  await fillDetails(page)
  await seen
}

test('a refused car goes back to the overview with the rest of the cart', async ({ page }) => {
  test.slow()
  await startAsCarpenter(page, 'car-refused')
  await add(page, 'Zakelijke autoverzekering')
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByTestId('cart-count')).toHaveText('2')
  await cart.getByRole('button', { name: 'Verder' }).click()
  await page.getByRole('button', { name: 'Begrepen, verder' }).click()

  // A car first admitted in 1995: too old (UWM03).
  await fillQuote(page, '57-HTK-2')
  await page.getByRole('button', { name: 'Bereken mijn premie' }).click()
  const refused = page.getByTestId('car-refused')
  await expect(refused).toHaveAttribute('data-code', 'UWM03')
  await expect(refused.getByRole('heading', { name: 'We kunnen je auto zo niet verzekeren' })).toBeVisible()
  await expect(refused).toContainText('De auto is te oud om te verzekeren.')
  await expect(refused).not.toContainText(/verzekerd bent|Polisnummer/)
  await shots(page, 'refused')
  await inEveryLanguage(page, 'refused', [
    'We cannot insure your car like this',
    'Nous ne pouvons pas assurer votre voiture ainsi',
    'So können wir Ihr Auto nicht versichern',
  ])

  // "Gegevens aanpassen" goes back to the form as it was sent; the refusal comes again.
  await refused.getByRole('button', { name: 'Gegevens aanpassen' }).click()
  await expect(page.getByTestId('car-quote-form').getByLabel('Kenteken')).toHaveValue('57HTK2')
  await page.getByRole('button', { name: 'Bereken mijn premie' }).click()
  await expect(refused).toBeVisible()

  await refused.getByRole('button', { name: 'Terug naar het overzicht' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/products/available-products'))
  await expect(cart.getByTestId('cart-count')).toHaveText('2')
  // Both items stay (names are hyphenated in the cart, so their prices say which is which).
  await expect(cart.getByTestId('cart-item')).toHaveCount(2)
  await expect(cart.getByTestId('cart-item').first()).toContainText('Premie nog niet berekend')
  await expect(cart.getByTestId('cart-item').nth(1)).toContainText('€ 60,98 per maand')
})
