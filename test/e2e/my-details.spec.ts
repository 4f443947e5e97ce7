import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { partnerUrl, signIn, uniqueEmail } from './helpers'
import { liabilityToForms } from './liability'

/** "Mijn gegevens" (issue 18 item 4): a new customer's details after buying, changed in place. */

const section = (page: Page, id: string) => page.getByTestId(`details-${id}`)
const edit = (page: Page, id: string) =>
  section(page, id)
    .getByRole('button', { name: /^(Wijzigen|Toevoegen)/ })
    .click()
const save = (page: Page, id: string) => section(page, id).getByRole('button', { name: 'Opslaan' }).click()

test('a new customer changes phone, home address and IBAN; an invalid one is refused with its text', async ({
  page,
}) => {
  test.slow()
  await liabilityToForms(page, 'details')
  await fillDetails(page)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))

  await page.goto(partnerUrl('zzp', '/user/details'))
  await expect(page.getByRole('heading', { name: 'Mijn gegevens', level: 1 })).toBeVisible()
  // What the purchase kept: the person, the company from the KvK lookup, the address, the IBAN masked.
  await expect(section(page, 'person')).toContainText('Ada de Vries')
  await expect(section(page, 'person')).toContainText('28-02-1990')
  await expect(section(page, 'person')).toContainText('06 1234 5678')
  await expect(section(page, 'company')).toContainText('Timmerbedrijf De Vries')
  await expect(section(page, 'company')).toContainText('64829301')
  await expect(section(page, 'personal-address')).toContainText('Damrak 7')
  await expect(section(page, 'payment')).toContainText('•••• 4300')
  await expect(page.getByText('NL91')).toHaveCount(0)
  await page.screenshot({ path: 'test-results/screens/my-details-1280.png', fullPage: true })

  // The phone: an invalid number is refused with its text, a valid one saved.
  await edit(page, 'person')
  const phone = section(page, 'person').getByLabel('Telefoonnummer')
  await phone.fill('12')
  await save(page, 'person')
  await expect(section(page, 'person')).toContainText('Een telefoonnummer heeft minstens 10 cijfers.')
  await expect(phone).toBeFocused()
  await phone.fill('06 9876 5432')
  await save(page, 'person')
  await expect(section(page, 'person').getByTestId('details-saved')).toHaveText('Je wijziging is opgeslagen.')
  await expect(section(page, 'person')).toContainText('06 9876 5432')

  // The home address: postal code and house number look up street and town.
  await edit(page, 'personal-address')
  const address = section(page, 'personal-address')
  await address.getByLabel('Postcode').fill('1016gv')
  await address.getByLabel('Huisnummer').fill('263')
  await expect(address.getByLabel('Straat')).toHaveValue('Prinsengracht')
  await expect(address.getByLabel('Plaats')).toHaveValue('Amsterdam')
  await expect(address.getByTestId('address-lookup')).toContainText('Adres gevonden')
  await page.screenshot({ path: 'test-results/screens/my-details-address-1280.png', fullPage: true })
  await save(page, 'personal-address')
  await expect(address).toContainText('Prinsengracht 263')
  await expect(address).toContainText('1016 GV Amsterdam')

  // The IBAN: an invalid one refused, a valid one makes a new mandate and shows masked.
  await edit(page, 'payment')
  const iban = section(page, 'payment').getByLabel('Nieuw IBAN')
  await iban.fill('NL00 ABNA 0000 0000 00')
  await save(page, 'payment')
  await expect(section(page, 'payment')).toContainText(
    'Vul een geldig IBAN in, bijvoorbeeld NL91 ABNA 0417 1643 00.',
  )
  await iban.fill('NL02 ABNA 0123 4567 89')
  await save(page, 'payment')
  await expect(section(page, 'payment')).toContainText('•••• 6789')

  // Kept: after a reload the page shows what was saved, on a phone too.
  await page.reload()
  await expect(section(page, 'payment')).toContainText('•••• 6789')
  await expect(section(page, 'person')).toContainText('06 9876 5432')
  await expect(section(page, 'personal-address')).toContainText('Prinsengracht 263')
  await expect(page.getByText('0123 4567 89')).toHaveCount(0)
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(section(page, 'payment')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: 'test-results/screens/my-details-375.png', fullPage: true })
  await edit(page, 'company-address')
  await page.screenshot({ path: 'test-results/screens/my-details-form-375.png', fullPage: true })
})

test('a customer who has not bought sees name and e-mail and adds a home address (375 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const email = uniqueEmail('details-new')
  await signIn(page, 'zzp', email)
  // Signed in once the link has been used: a new customer is asked for a profession first.
  await expect(page).toHaveURL(partnerUrl('zzp', '/profession'))
  await page.goto(partnerUrl('zzp', '/user/details'))
  await expect(section(page, 'person')).toContainText(email)
  await expect(section(page, 'payment')).toContainText('Nog niet ingevuld')
  await edit(page, 'personal-address')
  const address = section(page, 'personal-address')
  await address.getByLabel('Postcode').fill('3011 AD')
  await address.getByLabel('Huisnummer').fill('4')
  await expect(address.getByLabel('Straat')).toHaveValue('Coolsingel')
  await save(page, 'personal-address')
  await expect(address).toContainText('Coolsingel 4')
  await expect(address).toContainText('3011 AD Rotterdam')
  await page.screenshot({ path: 'test-results/screens/my-details-new-375.png', fullPage: true })
})
