import { expect, type Page } from '@playwright/test'
import { uniqueEmail } from './helpers'

/** A screenshot of the step shown, when a width is given (test-results/screens/default-<step>-<width>.png). */
export const shot = (page: Page, step: string, width?: number) =>
  width
    ? page.screenshot({ path: `test-results/screens/default-${step}-${width}.png`, fullPage: true })
    : null

/**
 * Company by KvK number, person, address by postal code, formalities, start date and IBAN (one the local
 * payment provider debits without trouble, unless told). `email`: for a customer the form asks it of
 * (signed in by the partner's link, without an address on file); a new unique one when not given.
 */
export async function fillDetails(
  page: Page,
  width?: number,
  iban = 'NL91 ABNA 0417 1643 00',
  email?: string,
) {
  await detailsToPayment(page, width, email)
  await page.getByLabel('IBAN').fill(iban)
  await page.getByRole('checkbox').check()
  await shot(page, 'payment', width)
  await page.getByRole('button', { name: 'Verzekering afsluiten' }).click()
}

/** `fillDetails` up to the payment step (start date and IBAN), which shows. */
export async function detailsToPayment(page: Page, width?: number, email?: string) {
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
  await page.getByLabel('KvK-nummer of bedrijfsnaam').fill('64829301')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await expect(page.getByRole('button', { name: 'Kies Timmerbedrijf De Vries' })).toBeVisible()
  await shot(page, 'company', width)
  await page.getByRole('button', { name: 'Kies Timmerbedrijf De Vries' }).click()

  await expect(page.getByRole('heading', { name: 'Je persoonlijke gegevens' })).toBeVisible()
  await page.getByLabel('Voornaam').fill('Ada')
  await page.getByLabel('Achternaam').fill('de Vries')
  await page.getByLabel('Geboortedatum').fill('1990-02-28')
  await page.getByLabel('Telefoonnummer').fill('06 1234 5678')
  // Asked only of a customer without an address on file (signed in by a partner's link): `email`, or a new one.
  const asked = page.getByLabel('E-mailadres')
  if (email) await asked.fill(email)
  else if ((await asked.count()) && !(await asked.inputValue())) await asked.fill(uniqueEmail('formulier'))
  await shot(page, 'person', width)
  await page.getByRole('button', { name: 'Verder' }).click()

  await expect(page.getByRole('heading', { name: 'Je woonadres' })).toBeVisible()
  await page.getByLabel('Postcode').fill('1012lg')
  await page.getByLabel('Huisnummer').fill('7')
  await expect(page.getByTestId('found-address')).toContainText('Damrak 7')
  await expect(page.getByTestId('found-address')).toContainText('1012 LG Amsterdam')
  await shot(page, 'address', width)
  await page.getByRole('button', { name: 'Verder' }).click()

  await expect(page.getByRole('heading', { name: 'Verklaringen' })).toBeVisible()
  for (const box of await page.getByRole('checkbox').all()) await box.check()
  await shot(page, 'formalities', width)
  await page.getByRole('button', { name: 'Verder' }).click()

  await expect(page.getByRole('heading', { name: 'Ingangsdatum en betaling' })).toBeVisible()
}

/**
 * The consumer (home) group's forms: no company; personal details, address, the seven formalities (the
 * car's two are the car group's only), start date and IBAN.
 */
export async function fillConsumerDetails(page: Page) {
  await expect(page.getByRole('heading', { name: 'Je persoonlijke gegevens' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toHaveCount(0)
  await page.getByLabel('Voornaam').fill('Ada')
  await page.getByLabel('Achternaam').fill('de Vries')
  await page.getByLabel('Geboortedatum').fill('1990-02-28')
  await page.getByLabel('Telefoonnummer').fill('06 1234 5678')
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByRole('heading', { name: 'Je woonadres' })).toBeVisible()
  await page.getByLabel('Postcode').fill('1012lg')
  await page.getByLabel('Huisnummer').fill('7')
  await expect(page.getByTestId('found-address')).toContainText('Damrak 7')
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByRole('heading', { name: 'Verklaringen' })).toBeVisible()
  await expect(page.getByRole('checkbox')).toHaveCount(7)
  for (const box of await page.getByRole('checkbox').all()) await box.check()
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByRole('heading', { name: 'Ingangsdatum en betaling' })).toBeVisible()
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Verzekering afsluiten' }).click()
}
