import { expect, test } from './fixtures'
import { partnerUrl } from './helpers'

test('@mobile the header collapses into a menu with the language choice', async ({ page }) => {
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('button', { name: /– Taal kiezen$/ })).toBeHidden()
  await page.getByRole('button', { name: 'Menu openen' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Deutsch' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('In fünf Minuten versichert')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width)
})
