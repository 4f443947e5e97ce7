import { expect, test } from './fixtures'
import { apiPartner, cssVar, partnerUrl } from './helpers'

test('two partners show their own name, colours and languages', async ({ page }) => {
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('img', { name: 'ZZP Schild' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welkom bij ZZP Schild')
  await expect(page.getByRole('button', { name: /– Taal kiezen$/ })).toBeVisible()
  const zzp = await apiPartner(page)
  const zzpPrimary = zzp.colors.find((c) => c.key === 'primary')!.value.toLowerCase()
  expect(await cssVar(page, '--partner-primary')).toBe(zzpPrimary)
  await expect(page).toHaveTitle('Welkom | ZZP Schild')

  await page.goto(partnerUrl('testpartner', '/welcome'))
  await expect(page.getByRole('img', { name: 'Testpartner' })).toBeVisible()
  const test = await apiPartner(page)
  expect(test.languages).toEqual(['nl'])
  // nl only: no language choice.
  await expect(page.getByRole('button', { name: /– Taal kiezen$/ })).toHaveCount(0)
  const testPrimary = test.colors.find((c) => c.key === 'primary')!.value.toLowerCase()
  expect(testPrimary).not.toBe(zzpPrimary)
  expect(await cssVar(page, '--partner-primary')).toBe(testPrimary)
  // Logo clicks are off for the test partners: the logo is an image, not a link.
  await expect(page.getByRole('link', { name: 'Testpartner' })).toHaveCount(0)
  await page.goto(partnerUrl('kroonbank', '/500'))
  await page.getByRole('link', { name: 'Kroonbank' }).click()
  await expect(page).toHaveURL(partnerUrl('kroonbank', '/welcome'))
})

test('the promo ticker shows only where its flag is on', async ({ page }) => {
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByTestId('promo-ticker')).toContainText('Binnen vijf minuten verzekerd')
  await page.goto(partnerUrl('kroonbank', '/welcome'))
  await expect(page.getByRole('img', { name: 'Kroonbank', exact: true })).toBeVisible()
  await expect(page.getByTestId('promo-ticker')).toHaveCount(0)
})

test('a host that is no partner gets a clear page', async ({ page }) => {
  await page.goto(partnerUrl('nobody', '/welcome'))
  await expect(page.getByRole('heading', { name: 'Onbekende partner' })).toBeVisible()
  await expect(page.getByText('nobody.localhost')).toBeVisible()
})
