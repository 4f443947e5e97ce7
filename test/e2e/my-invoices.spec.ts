import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { partnerUrl } from './helpers'
import { liabilityToForms } from './liability'

/** The local payment provider's test IBAN whose direct debits fail after the delay (docs/walkthroughs.md). */
const DEBIT_FAILS = 'NL98 INGB 0000 0000 02'

/** Screenshots at 1280 px, then at 375 px (where the page must fit the screen), and back to 1280. */
async function shots(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/my-invoices-${name}-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 740 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: `test-results/screens/my-invoices-${name}-375.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** Opens /user/invoices through the user menu. */
async function openInvoices(page: Page) {
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Facturen' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/user/invoices'))
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible()
}

test('a failed direct debit shows as failed on the invoices page and is paid from there', async ({
  page,
}) => {
  test.slow()
  await liabilityToForms(page, 'mijn-facturen')
  await fillDetails(page, undefined, DEBIT_FAILS)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByTestId('first-payment')).toHaveAttribute('data-status', 'failed')

  await openInvoices(page)
  const invoice = page.getByTestId('invoice')
  await expect(invoice).toHaveCount(1)
  await expect(invoice).toHaveAttribute('data-status', 'failed')
  await expect(invoice.getByTestId('invoice-status')).toHaveText('Mislukt')
  await expect(invoice.getByTestId('invoice-amount')).toHaveText('€ 60,98 per maand')
  await expect(invoice).toContainText('Bedrijfsaansprakelijkheidsverzekering')
  await expect(invoice).toContainText(/\(VZ-\d{4}-\d{6,}\)/)
  await expect(invoice).toContainText('eindigend op 0002')
  await expect(invoice).toContainText(/Periode\s*\d{2}-\d{2}-\d{4} t\/m \d{2}-\d{2}-\d{4}/)
  await expect(invoice.getByText('Deze factuur is nog niet betaald')).toBeVisible()
  await shots(page, 'failed')

  // Paid from the list, on the reminder page, with iDEAL at the local bank.
  await invoice.getByRole('link', { name: 'Nu betalen' }).click()
  await expect(page).toHaveURL(/\/invoice-reminder\?token=/)
  const reminder = page.getByTestId('invoice-reminder')
  await expect(reminder.getByRole('heading', { name: 'Je factuur staat nog open' })).toBeVisible()
  await reminder.getByRole('radio', { name: 'iDEAL' }).check()
  await reminder.getByRole('button', { name: '€ 60,98 betalen' }).click()
  await page
    .getByRole('dialog', { name: 'Betalen met iDEAL' })
    .getByRole('button', { name: 'Betaling goedkeuren' })
    .click()
  await expect(page.getByRole('heading', { name: 'Bedankt, je betaling is gelukt' })).toBeVisible()

  // Back on the invoices page: paid, nothing left to pay.
  await openInvoices(page)
  await expect(invoice).toHaveAttribute('data-status', 'paid')
  await expect(invoice.getByTestId('invoice-status')).toHaveText('Betaald')
  await expect(invoice.getByRole('link', { name: 'Nu betalen' })).toHaveCount(0)
  await shots(page, 'paid')

  // In German (the account area's own catalog): the same invoice in its words.
  await page.getByRole('button', { name: /– Taal kiezen$/ }).click()
  await page.getByRole('menuitem', { name: 'Deutsch' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rechnungen' })).toBeVisible()
  await expect(invoice.getByTestId('invoice-status')).toHaveText('Bezahlt')
  await expect(invoice).toContainText('pro Monat')
})

test('a customer without invoices sees that there are none yet', async ({ page }) => {
  await liabilityToForms(page, 'geen-facturen')
  await page.goto(partnerUrl('zzp', '/user/invoices'))
  await expect(page.getByTestId('invoices-empty')).toContainText('Je hebt nog geen facturen')
  await shots(page, 'empty')
  await page.getByRole('button', { name: /– Taal kiezen$/ }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page.getByTestId('invoices-empty')).toContainText('You have no invoices yet')
})
