import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { partnerUrl, signIn, startAsCarpenter, uniqueEmail } from './helpers'

/**
 * The account area's frame (issue 18 item 1, core §2): the user menu's entries, the left navigation,
 * the inbox badge, the test partners without invoices, and the guard in front of every `/user/...` page.
 */

const menu = (page: Page) => page.getByTestId('user-menu')

test('the user menu and the left navigation lead through the account area', async ({ page }) => {
  await startAsCarpenter(page, 'account-nav')
  await menu(page).click()
  const items = page.getByRole('menuitem')
  for (const name of ['Beschikbare verzekeringen', 'Mijn verzekeringen', 'Mijn gegevens', 'Facturen'])
    await expect(items.filter({ hasText: name })).toBeVisible()
  // A carpenter may buy income protection and holds none: the inbox says there is one new thing.
  await expect(items.filter({ hasText: 'Inbox' })).toContainText('1')
  await items.filter({ hasText: 'Mijn verzekeringen' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/user/policies'))

  const nav = page.getByRole('navigation', { name: 'Mijn account' })
  await expect(nav.getByRole('link', { name: 'Polisoverzicht' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Mijn gegevens' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/user/details'))
  await expect(nav.getByRole('link', { name: 'Mijn gegevens' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByTestId('inbox-badge')).toHaveText(/^1/)

  // Below 768 px the navigation is a row above the page, every entry within the screen's width.
  await page.setViewportSize({ width: 375, height: 800 })
  for (const name of ['Polisoverzicht', 'Mijn gegevens', 'Facturen', 'Inbox']) {
    const box = await nav.getByRole('link', { name }).boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true)
  }
  await page.getByRole('link', { name: 'Inbox' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/user/inbox'))
})

test('the test partners offer no invoices, in the menu, the navigation or by address', async ({ page }) => {
  await signIn(page, 'testpartner', uniqueEmail('account-testpartner'))
  await expect(page).toHaveURL(partnerUrl('testpartner', '/products/available-products'))
  await menu(page).click()
  await expect(page.getByRole('menuitem', { name: 'Mijn verzekeringen' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Facturen' })).toHaveCount(0)
  await page.goto(partnerUrl('testpartner', '/user/invoices'))
  await expect(page).toHaveURL(partnerUrl('testpartner', '/user/policies'))
  const nav = page.getByRole('navigation', { name: 'Mijn account' })
  await expect(nav.getByRole('link', { name: 'Polisoverzicht' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Facturen' })).toHaveCount(0)
})

test('an account page asks a visitor to sign in first and brings them back after', async ({ page }) => {
  const email = uniqueEmail('account-guard')
  await page.goto(partnerUrl('zzp', '/user/details'))
  await expect(page).toHaveURL(partnerUrl('zzp', '/sign-in'))
  await signIn(page, 'zzp', email)
  // A new customer without a profession may still open their details (the account needs none).
  await expect(page).toHaveURL(partnerUrl('zzp', '/user/details'))
  await expect(page.getByRole('navigation', { name: 'Mijn account' })).toBeVisible()
})
