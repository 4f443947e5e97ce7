import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The cart as the customer sees it, to look at its cards' lines (issue 19: every line true): the side
 * panel at 1280 px, the full-screen cart at 375 px (opened with the cart button, then closed again).
 */
export async function cartShots(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 720 }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByTestId('cart-panel').screenshot({ path: `/tmp/truth-cart-${name}-1280.png` })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByTestId('cart-button').click()
  const overlay = page.getByRole('dialog')
  await expect(overlay.getByTestId('cart-item').first()).toBeVisible()
  // The overlay slides up (150 ms): the picture once it stands still.
  await page.waitForTimeout(400)
  await page.screenshot({ path: `/tmp/truth-cart-${name}-375.png`, fullPage: true })
  await overlay.getByRole('button', { name: 'Winkelwagen sluiten' }).click()
  await expect(overlay).toHaveCount(0)
  await page.setViewportSize(size)
}
