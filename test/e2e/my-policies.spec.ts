import { readFile } from 'node:fs/promises'
import { type Page } from '@playwright/test'
import { axeFindings, expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { partnerUrl, startAsCarpenter } from './helpers'
import { liabilityToForms } from './liability'

/** My insurances, a policy's document and the inbox (issue 18 items 2 and 6), as a new customer. */

interface OutboxMail {
  subject: string
  text: string
  attachments: { filename: string; content_type: string; size: number }[]
}

/** The mail the local outbox kept for `email`, newest first. */
const outboxOf = (page: Page, email: string) =>
  page.evaluate(
    (to) =>
      fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}`).then(
        (r) => r.json() as Promise<{ result: OutboxMail[] }>,
      ),
    email,
  )

const screen = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/my-policies-${name}.png`, fullPage: true })

test('a bought policy: its e-mail with the PDF, current in my insurances, its PDF downloaded, the e-mail in the inbox', async ({
  page,
}) => {
  // A whole purchase and three pages at two widths and in two languages: on a busy two-core machine
  // this took up to two minutes.
  test.setTimeout(240_000)
  const email = await liabilityToForms(page, 'mijn-polissen')
  await fillDetails(page)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'insured')
  // The result page's promise is kept: the policy e-mail, and a way to the policies.
  await expect(page.getByTestId('policy-mail-note')).toContainText('Je ontvangt je polisblad per e-mail.')

  // The policy e-mail with its PDF is in the outbox (sent after the purchase answered).
  let mail: OutboxMail | undefined
  await expect
    .poll(async () => {
      mail = (await outboxOf(page, email)).result.find((m) => m.attachments.length > 0)
      return mail?.subject
    })
    .toBe('Je polis van ZZP Schild')
  expect(mail!.text).toContain('/user/policies')
  expect(mail!.attachments).toEqual([
    {
      filename: expect.stringMatching(/^polis-VZ-\d{4}-\d{6}\.pdf$/),
      content_type: 'application/pdf',
      size: expect.any(Number),
    },
  ])
  const fileName = mail!.attachments[0]!.filename

  // The user menu's "Mijn verzekeringen" lists it as current.
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Mijn verzekeringen' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/user/policies'))
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn verzekeringen' })).toBeVisible()
  const current = page.getByTestId('current-policies')
  await expect(current.getByRole('heading', { name: 'Lopende verzekeringen' })).toBeVisible()
  const card = current.getByTestId('policy-card')
  await expect(card).toHaveCount(1)
  // Names wrap at their joints (soft hyphens, views/ui/hyphenate.ts); read without them.
  await expect
    .poll(async () => (await card.textContent())?.replace(/\u00ad/g, ''))
    .toContain('Bedrijfsaansprakelijkheidsverzekering')
  await expect(card).toContainText('Loopt door')
  await expect(card).toContainText(/\d{2}-\d{2}-\d{4}/)
  await expect(card).toContainText('€ 60,98 per maand')
  await expect(card).toContainText('Verzekerd bedrag')
  await expect(page.getByTestId('expired-policies')).toContainText('Je hebt geen verlopen verzekeringen.')
  await expect(page.getByTestId('recommended-products').getByTestId('recommended').first()).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
  await screen(page, 'overview-1280')

  // Its detail page downloads the PDF.
  const number = fileName.replace(/^polis-|\.pdf$/g, '')
  await card.getByRole('link', { name: `Bekijk polis ${number}` }).click()
  await expect(page).toHaveURL(/\/user\/policies\/\d+$/)
  const title = page.getByRole('heading', { level: 1 })
  await expect
    .poll(async () => (await title.textContent())?.replace(/\u00ad/g, ''))
    .toBe('Bedrijfsaansprakelijkheidsverzekering')
  await expect(page.getByText(number).first()).toBeVisible()
  const doc = page.getByTestId('policy-document')
  await expect(doc).toContainText(fileName)
  expect(await axeFindings(page)).toEqual([])
  await screen(page, 'detail-1280')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    doc.getByRole('button', { name: `${fileName} downloaden` }).click(),
  ])
  expect(download.suggestedFilename()).toBe(fileName)
  const bytes = await readFile((await download.path())!)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // The inbox shows the policy e-mail, unread; opening it shows its text and marks it read.
  await page
    .getByRole('navigation', { name: 'Mijn account' })
    .getByRole('link', { name: /^Inbox/ })
    .click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/user/inbox'))
  const message = page.getByTestId('inbox-message').filter({ hasText: 'Je polis van ZZP Schild' })
  await expect(message).toHaveAttribute('data-read', 'false')
  await expect(message.getByRole('button', { name: /ongelezen/ })).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
  await message.getByRole('button', { name: /Je polis van ZZP Schild/ }).click()
  await expect(message.getByTestId('inbox-text')).toContainText('Bedankt voor je aankoop bij ZZP Schild.')
  await expect(message.getByRole('link', { name: 'Naar mijn verzekeringen' })).toBeVisible()
  await expect(message.getByRole('button', { name: `${fileName} downloaden` })).toBeVisible()
  await expect(message).toHaveAttribute('data-read', 'true')
  await expect(message.getByRole('button', { name: /ongelezen/ })).toHaveCount(0)
  expect(await axeFindings(page)).toEqual([])
  await screen(page, 'inbox-1280')
  await page.reload()
  await expect(page.getByTestId('inbox-message').first()).toHaveAttribute('data-read', 'true')

  // At 375 px: the overview, the detail and the inbox.
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(partnerUrl('zzp', '/user/policies'))
  await expect(page.getByTestId('policy-card')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await screen(page, 'overview-375')
  await page.getByTestId('policy-card').getByRole('link').click()
  await expect(page.getByTestId('policy-document')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await screen(page, 'detail-375')
  await page.goto(partnerUrl('zzp', '/user/inbox'))
  await expect(page.getByTestId('inbox-message').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await screen(page, 'inbox-375')

  // In English too.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.goto(partnerUrl('zzp', '/user/policies'))
  await expect(page.getByRole('heading', { level: 1, name: 'My insurances' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Current insurances' })).toBeVisible()
  await expect(page.getByTestId('policy-card')).toContainText('Runs on')
  await expect(page.getByTestId('policy-card')).toContainText('per month')
  expect(await axeFindings(page)).toEqual([])
  await screen(page, 'overview-en-1280')
})

test('a new customer sees the empty states, and an unknown policy says so with a way back', async ({
  page,
}) => {
  test.slow()
  await startAsCarpenter(page, 'geen-polissen')
  await page.goto(partnerUrl('zzp', '/user/policies'))
  await expect(page.getByTestId('no-policies')).toContainText('Je hebt nog geen verzekeringen.')
  await expect(
    page.getByTestId('no-policies').getByRole('link', { name: 'Beschikbare verzekeringen' }),
  ).toHaveAttribute('href', '/products/available-products')
  expect(await axeFindings(page)).toEqual([])
  await page.goto(partnerUrl('zzp', '/user/policies/2147483647'))
  await expect(page.getByTestId('policy-not-found')).toContainText('Deze polis bestaat niet')
  await page.goto(partnerUrl('zzp', '/user/policies/abc'))
  await expect(page.getByTestId('policy-not-found')).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
  await screen(page, 'not-found-1280')
  await page.getByTestId('policy-not-found').getByRole('link', { name: 'Naar mijn verzekeringen' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/user/policies'))
  await page.goto(partnerUrl('zzp', '/user/inbox'))
  await expect(page.getByTestId('inbox-empty')).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
})
