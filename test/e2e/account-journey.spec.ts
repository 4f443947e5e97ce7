import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { liabilityToForms } from './liability'

/**
 * Issue 18's whole self-service path as one new customer walks it, from page to page by what is on
 * screen: buy the liability insurance, the policy e-mail with its PDF, "Mijn verzekeringen", the policy's
 * PDF, cancelling (a date past the next billing date refused first), and the policy shown as cancelled.
 */

interface OutboxMail {
  subject: string
  attachments: { filename: string }[]
}

const outboxOf = (page: Page, email: string) =>
  page.evaluate(
    (to) =>
      fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}`).then(
        (r) => r.json() as Promise<{ result: OutboxMail[] }>,
      ),
    email,
  )

const shown = (iso: string) => iso.split('-').reverse().join('-')
const dayAfter = (iso: string) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

test('buy, get the policy by e-mail, find it, download it and cancel it, as a new customer', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const email = await liabilityToForms(page, 'account-journey')
  await fillDetails(page)
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'insured')

  // The policy e-mail with its PDF.
  await expect
    .poll(async () => (await outboxOf(page, email)).result.find((m) => m.attachments.length > 0)?.subject)
    .toBe('Je polis van ZZP Schild')

  // Mijn verzekeringen: current, and its page.
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Mijn verzekeringen' }).click()
  const card = page.getByTestId('current-policies').getByTestId('policy-card')
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('Lopend')
  const number = await card.getAttribute('data-policy')
  await card.getByRole('link', { name: `Bekijk polis ${number}` }).click()
  await expect(page).toHaveURL(/\/user\/policies\/\d+$/)

  // Its PDF downloads.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: /downloaden$/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`polis-${number}.pdf`)
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-')

  // Cancel: the next billing date is the last day allowed.
  await page.getByRole('link', { name: 'Opzeggen' }).click()
  await expect(page).toHaveURL(/\/user\/policies\/\d+\/cancel$/)
  const step = page.locator('section[aria-labelledby="cancel-step"]')
  await step.getByRole('button', { name: 'Verder' }).click()
  const date = step.getByLabel('Laatste dag van je verzekering')
  const latest = (await date.getAttribute('max'))!
  await date.fill(dayAfter(latest))
  await step.getByRole('button', { name: 'Verder' }).click()
  await expect(step).toContainText(
    'Je kunt opzeggen tot en met de volgende incassodatum. Kies een eerdere datum.',
  )
  await date.fill(latest)
  await step.getByRole('button', { name: 'Verder' }).click()
  await step.getByRole('radio', { name: 'Tevreden', exact: true }).check()
  await step.getByRole('radio', { name: 'Ik heb de verzekering niet meer nodig' }).check()
  await step.getByRole('button', { name: 'Verder' }).click()
  await expect(step.getByRole('heading', { name: 'Controleer je opzegging' })).toBeVisible()
  await step.getByRole('button', { name: 'Opzeggen' }).click()
  await expect(step.getByRole('heading', { name: 'Je verzekering is opgezegd' })).toBeVisible()
  await expect(step.getByTestId('cancel-done')).toContainText(
    `Je bent verzekerd tot en met ${shown(latest)}.`,
  )
  await expect(step.getByTestId('refund-text')).toContainText('14 dagen na de laatste incasso')

  // Back in the overview: still current until its end date, and marked cancelled; no second cancel.
  await page
    .getByRole('navigation', { name: 'Mijn account' })
    .getByRole('link', { name: 'Polisoverzicht' })
    .click()
  await expect(card).toContainText('Opgezegd')
  await expect(card).toContainText(shown(latest))
  await card.getByRole('link', { name: `Bekijk polis ${number}` }).click()
  await expect(
    page.getByRole('button', { name: 'Schade melden' }).or(page.getByRole('link', { name: 'Schade melden' })),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Opzeggen' })).toHaveCount(0)
})
