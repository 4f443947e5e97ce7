import { expect, type Page } from '@playwright/test'
import { fillDetails } from './checkout-forms'

/** The car journey's steps, for the tests that go through them (car.spec.ts, the path tests). */

/** The quote form filled in for `plate`, the address found. */
export async function fillQuote(page: Page, plate: string) {
  const form = page.getByTestId('car-quote-form')
  await expect(form.getByRole('heading', { name: 'Bereken je autopremie' })).toBeVisible()
  await form.getByLabel('Kenteken').fill(plate)
  await form.getByLabel('Kilometers per jaar').selectOption('10k_to_20k')
  await form.getByLabel('Schadevrije jaren').fill('5')
  await form.getByLabel('Geboortedatum').fill('1990-02-28')
  await form.getByLabel('Postcode').fill('1012lg')
  await form.getByLabel('Huisnummer').fill('7')
  await expect(form.getByTestId('car-found-address')).toContainText('Damrak 7')
}

/** The shared forms; the formalities include the car's two (undamaged, registered at the own address). */
export async function fillDetailsWithCarFormalities(page: Page) {
  const formalities = page.getByRole('heading', { name: 'Verklaringen' })
  const seen = formalities.waitFor().then(async () => {
    await expect(page.getByRole('checkbox')).toHaveCount(9)
  })
  await fillDetails(page)
  await seen
}
