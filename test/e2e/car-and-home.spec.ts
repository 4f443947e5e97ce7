import type { Page } from '@playwright/test'
import { fillDetails, fillConsumerDetails } from './checkout-forms'
import { expect, test } from './fixtures'
import { add, partnerUrl, startAsCarpenter } from './helpers'

/**
 * Issue 19's whole cart: a car, home contents and personal liability, as one new customer. The car group
 * comes first (its quote, then the business forms), then the home group (one home form for both products,
 * a quote each, then the consumer forms without a company); the result names three policies, one per
 * product, and the account area lists them.
 */

const CAR = 'Zakelijke autoverzekering'
const CONTENTS = 'Inboedelverzekering'
const LIABILITY = 'Aansprakelijkheidsverzekering particulieren'

const shot = (page: Page, step: string) =>
  page.screenshot({ path: `test-results/screens/car-and-home-${step}.png`, fullPage: true })

/** The car's quote form for a plain passenger car, then all-risk cover. */
async function quoteCar(page: Page) {
  const form = page.getByTestId('car-quote-form')
  await expect(form.getByRole('heading', { name: 'Bereken je autopremie' })).toBeVisible()
  await form.getByLabel('Kenteken').fill('KX-827-T')
  await form.getByLabel('Kilometers per jaar').selectOption('up_to_10k')
  await form.getByLabel('Schadevrije jaren').fill('8')
  await form.getByLabel('Geboortedatum').fill('1990-02-28')
  await form.getByLabel('Postcode').fill('1012lg')
  await form.getByLabel('Huisnummer').fill('7')
  await expect(form.getByTestId('car-found-address')).toContainText('Damrak 7')
  await form.getByRole('button', { name: 'Bereken mijn premie' }).click()
  const quote = page.getByTestId('car-quote')
  await expect(quote.getByTestId('car-vehicle')).toContainText('KX-827-T')
  await quote.getByRole('radio', { name: /WA \+ beperkt casco/ }).check()
  await quote.getByRole('button', { name: 'Verder met deze dekking' }).click()
}

test('a cart with a car, contents and liability ends with three policies, one per product', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await startAsCarpenter(page, 'car-and-home')
  for (const product of [CAR, CONTENTS, LIABILITY]) await add(page, product)
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByTestId('cart-count')).toHaveText('3')
  await cart.getByRole('button', { name: 'Verder' }).click()

  // Two groups: the disclaimer names them in their order.
  await expect(page.getByTestId('disclaimer-groups')).toContainText(CAR)
  await page.getByRole('button', { name: 'Begrepen, verder' }).click()

  // The car group: quote, then the business forms with the car's two formalities.
  await quoteCar(page)
  const carFormalities = page
    .getByRole('heading', { name: 'Verklaringen' })
    .waitFor()
    .then(() => expect(page.getByRole('checkbox')).toHaveCount(9))
  await fillDetails(page)
  await carFormalities

  // The home group: one form for both products, then a quote for each.
  const home = page.getByTestId('home-form')
  await expect(page.getByRole('heading', { name: 'Over je woning' })).toBeVisible()
  await home
    .getByRole('radiogroup', { name: /gewoon stenen huis/ })
    .getByRole('radio', { name: 'Ja' })
    .check()
  await home
    .getByRole('radiogroup', { name: /gezinssamenstelling/i })
    .getByRole('radio')
    .first()
    .check()
  await page.getByRole('button', { name: 'Bereken je premie' }).click()
  const quote = page.getByTestId('home-quote')
  await expect(quote.getByRole('heading', { name: CONTENTS })).toBeVisible()
  await expect(quote.getByRole('heading', { name: LIABILITY })).toBeVisible()
  await shot(page, 'home-quote')
  await page.getByRole('button', { name: 'Verder naar je gegevens' }).click()
  await fillConsumerDetails(page)

  // The result: both groups insured, three policy numbers, one per product.
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  const result = page.getByTestId('result')
  await expect(result.getByTestId('outcome')).toHaveCount(2)
  for (const outcome of await result.getByTestId('outcome').all())
    await expect(outcome).toHaveAttribute('data-outcome', 'insured')
  const products = result.getByTestId('product-outcome')
  await expect(products).toHaveCount(3)
  for (const name of [CAR, CONTENTS, LIABILITY])
    await expect(products.filter({ hasText: name })).toContainText(/Polisnummer VZ-\d{4}-\d{6}/)
  const numbers = (await products.allTextContents()).map((text) => /VZ-\d{4}-\d{6}/.exec(text)?.[0])
  expect(new Set(numbers).size).toBe(3)
  await shot(page, 'result')

  // The account area lists the three as current policies.
  await page.goto(partnerUrl('zzp', '/user/policies'))
  const current = page.getByTestId('current-policies')
  for (const name of [CAR, CONTENTS, LIABILITY]) await expect(current).toContainText(name)
})
