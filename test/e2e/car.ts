import { expect, type Page } from '@playwright/test'

/** The car quote form filled in for `plate`, the address found (car.spec.ts and the path tests' drive). */
export async function fillCarQuote(page: Page, plate: string) {
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
