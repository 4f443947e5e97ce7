import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { ownedByApp, partnerUrl } from './helpers'

/**
 * An opened menu takes the focus a moment after it shows (Mantine's focus trap, on a timer). A key
 * pressed before that goes elsewhere, and a focus given before that is taken back: as a keyboard user
 * would, the test goes on once the focus is in the menu.
 */
const expectFocusIn = (menu: Locator) =>
  expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)

/** The header's menus load on first use (issue 26's first page); to a customer they work as before. */
const MENU_CODE = /\/assets\/(LanguageMenu|SupportMenuBody|MobileNav)-[^/]*\.js$/

test('the first page carries no menu code; the keyboard opens the language menu, Escape returns to its button', async ({
  page,
}) => {
  const menuScripts: string[] = []
  page.on('request', (request) => {
    if (MENU_CODE.test(new URL(request.url()).pathname)) menuScripts.push(new URL(request.url()).pathname)
  })
  await page.goto(partnerUrl('zzp', '/welcome'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(menuScripts).toEqual([])

  const language = page.getByRole('button', { name: /– Taal kiezen$/ })
  await language.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'English' })).toBeVisible()
  expect(menuScripts.some((path) => path.includes('LanguageMenu'))).toBe(true)
  await expectFocusIn(menu)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(language).toBeFocused()

  // Open again and choose with the keyboard: the page speaks English.
  await page.keyboard.press('Enter')
  await expectFocusIn(menu)
  await page.getByRole('menuitem', { name: 'English' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to ZZP Schild')
})

test('a pointer over "Help" fetches its menu before the click; the click opens it at once', async ({
  page,
}) => {
  await page.goto(partnerUrl('zzp', '/welcome'))
  const help = page.getByRole('button', { name: 'Hulp' })
  // A pointer over the server's button before the app runs does nothing yet (a click then is kept:
  // first-paint.spec.ts); the prefetch is the app's.
  await expect.poll(() => ownedByApp(help)).toBe(true)
  const fetched = page.waitForRequest((request) => /SupportMenuBody-/.test(request.url()))
  await help.hover()
  await fetched
  await help.click()
  await expect(page.getByTestId('support-menu').getByRole('menuitem', { name: /^Bel / })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('support-menu')).toBeHidden()
  // A second opening uses the real menu's own button.
  await help.click()
  await expect(page.getByTestId('support-menu')).toBeVisible()
})
