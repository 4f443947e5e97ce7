import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { partnerUrl } from './helpers'
import { liabilityToForms } from './liability'

/** The local payment provider's test IBANs (docs/walkthroughs.md): the mandate refused; the first debit failing. */
const MANDATE_REFUSED = 'NL28 INGB 0000 0000 01'
const DEBIT_FAILS = 'NL98 INGB 0000 0000 02'

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `test-results/screens/payment-${name}-${width}.png`, fullPage: true })

/** The newest payment reminder link the local outbox holds for an address. */
async function reminderLinkFor(page: Page, email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const { result } = await page.evaluate(
          (to) => fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}`).then((r) => r.json()),
          email,
        )
        const texts = (result as { text: string }[]).map((m) => m.text).join('\n')
        link = /https?:\/\/\S+\/invoice-reminder\?token=[\w.-]+/.exec(texts)?.[0]
        return link
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  return link!
}

test('a failed direct debit is paid from the e-mailed reminder with iDEAL, and the reminder is then fulfilled', async ({
  page,
}) => {
  test.slow()
  const email = await liabilityToForms(page, 'herinnering')
  await fillDetails(page, undefined, DEBIT_FAILS)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByText('Je bent verzekerd')).toBeVisible()

  // The first debit fails at the bank; the reminder arrives by e-mail.
  const link = await reminderLinkFor(page, email)
  await page.goto(link)
  const reminder = page.getByTestId('invoice-reminder')
  await expect(reminder.getByRole('heading', { name: 'Je factuur staat nog open' })).toBeVisible()
  await expect(reminder.getByTestId('invoice-amount')).toHaveText('€ 60,98')
  await expect(reminder.getByTestId('invoice-summary')).toContainText('Bedrijfsaansprakelijkheidsverzekering')
  await shot(page, 'reminder', 1280)
  await reminder.getByRole('radio', { name: 'iDEAL' }).check()
  await reminder.getByRole('button', { name: '€ 60,98 betalen' }).click()
  const bank = page.getByRole('dialog', { name: 'Betalen met iDEAL' })
  await expect(bank).toContainText('€ 60,98')
  await bank.getByRole('button', { name: 'Betaling goedkeuren' }).click()

  await expect(page).toHaveURL(/\/payment\/success\?/)
  await expect(page.getByRole('heading', { name: 'Bedankt, je betaling is gelukt' })).toBeVisible()
  await expect(page.getByTestId('payment-succeeded')).toContainText('€ 60,98')
  await shot(page, 'success', 1280)
  expect(
    await page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === 'add_payment_info')),
  ).toBe(true)

  // The same link again: nothing left to pay.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Deze factuur is al betaald' })).toBeVisible()
})

test('a payment refused at the bank can be tried again from the same reminder', async ({ page }) => {
  test.slow()
  const email = await liabilityToForms(page, 'herinnering-geweigerd')
  await fillDetails(page, undefined, DEBIT_FAILS)
  await expect(page.getByText('Je bent verzekerd')).toBeVisible()
  await page.goto(await reminderLinkFor(page, email))
  await page.getByRole('radio', { name: 'Creditcard' }).check()
  await page.getByRole('button', { name: '€ 60,98 betalen' }).click()
  await page
    .getByRole('dialog', { name: 'Betalen met creditcard' })
    .getByRole('button', { name: 'Betaling weigeren' })
    .click()
  await expect(page.getByRole('heading', { name: 'Je betaling is niet gelukt' })).toBeVisible()
  await page.getByRole('button', { name: 'Opnieuw betalen' }).click()
  await expect(page.getByRole('heading', { name: 'Je factuur staat nog open' })).toBeVisible()
})

test('a broken or tampered reminder link says so', async ({ page }) => {
  await page.goto(partnerUrl('zzp', '/invoice-reminder?token=not-a-token'))
  await expect(page.getByRole('heading', { name: 'Deze betaallink werkt niet meer' })).toBeVisible()
  await page.goto(partnerUrl('zzp', '/payment/success'))
  await expect(page.getByRole('heading', { name: 'We kunnen deze betaling niet vinden' })).toBeVisible()
})

test('a direct debit the bank refuses to set up shows the direct-debit failure and takes nothing out', async ({
  page,
}) => {
  test.slow()
  await liabilityToForms(page, 'incasso-geweigerd')
  await fillDetails(page, undefined, MANDATE_REFUSED)
  await expect(page.getByRole('heading', { name: 'Het afsluiten is niet gelukt' })).toBeVisible()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Betaling mislukt: er ging iets mis bij het aanmaken van je automatische incasso.' })
      .first(),
  ).toBeVisible()
  await shot(page, 'debit-failed', 1280)
  // Back to the details, another account: insured.
  await page.getByRole('button', { name: 'Gegevens aanpassen' }).click()
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00')
  await page.getByRole('button', { name: 'Verzekering afsluiten' }).click()
  await expect(page.getByText('Je bent verzekerd')).toBeVisible()
})

test('@mobile at 375 px the reminder, the bank and the confirmation fit the screen', async ({ page }) => {
  test.slow()
  // The purchase itself is covered at 375 px elsewhere: taken out on a wide screen, paid on the phone.
  await page.setViewportSize({ width: 1280, height: 800 })
  const email = await liabilityToForms(page, 'herinnering-mobiel')
  await fillDetails(page, undefined, DEBIT_FAILS)
  await expect(page.getByText('Je bent verzekerd')).toBeVisible()
  await page.setViewportSize({ width: 375, height: 740 })
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.goto(await reminderLinkFor(page, email))
  await expect(page.getByRole('heading', { name: 'Je factuur staat nog open' })).toBeVisible()
  await fits()
  await shot(page, 'reminder', 375)
  await page.getByRole('button', { name: '€ 60,98 betalen' }).click()
  const bank = page.getByRole('dialog', { name: 'Betalen met iDEAL' })
  await expect(bank).toBeVisible()
  await shot(page, 'bank', 375)
  await bank.getByRole('button', { name: 'Betaling goedkeuren' }).click()
  await expect(page.getByRole('heading', { name: 'Bedankt, je betaling is gelukt' })).toBeVisible()
  await fits()
  await shot(page, 'success', 375)
})
