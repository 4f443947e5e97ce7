import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { partnerUrl } from './helpers'
import { liabilityToForms } from './liability'

/** A call of the API with the page's own access token: its status and JSON answer. */
const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const { access_token } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
        access_token: string
      }
      const res = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${access_token}`,
          'Content-Type': 'application/json',
          'Accept-Language': 'nl-nl',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, json: (await res.json()) as Record<string, unknown> }
    },
    { method, path, body },
  )

const shown = (iso: string) => iso.split('-').reverse().join('-')
const dayAfter = (iso: string) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/cancellation-${name}.png`, fullPage: true })

test('a new customer cancels the liability insurance: a date past the next billing is refused, then cancelled with the refund texts', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await liabilityToForms(page, 'opzeggen')
  await fillDetails(page)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))

  // The policy's id, from the customer's invoices; its window of dates, from the page's own call.
  const invoices = await api(page, 'GET', '/invoices')
  const [invoice] = invoices.json.result as { policies: { id: number }[] }[]
  const policyId = invoice!.policies[0]!.id
  const info = await api(page, 'GET', `/policies/${policyId}/cancellation`)
  const { latest } = info.json as { earliest: string; latest: string }

  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(partnerUrl('zzp', `/user/policies/${policyId}/cancel`))
  await expect(page.getByRole('heading', { level: 1, name: 'Verzekering opzeggen' })).toBeVisible()
  const step = page.locator('section[aria-labelledby="cancel-step"]')
  await expect(step.getByRole('heading', { name: 'Wat betekent opzeggen?' })).toBeVisible()
  await expect(step).toContainText(/Polisnummer VZ-\d{4}-\d{6}/)
  await expect(step).toContainText(`tot en met je volgende incassodatum (${shown(latest)})`)
  await expect(step.getByTestId('refund-text')).toContainText('binnen 14 dagen terug')
  await shot(page, 'intro-375')
  await step.getByRole('button', { name: 'Verder' }).click()

  // A date after the next billing date: refused in the browser with its text, and by the server.
  await expect(step.getByRole('heading', { name: 'Tot wanneer wil je verzekerd zijn?' })).toBeFocused()
  const date = step.getByLabel('Laatste dag van je verzekering')
  await expect(date).toHaveAttribute('max', latest)
  await date.fill(dayAfter(latest))
  await step.getByRole('button', { name: 'Verder' }).click()
  await expect(step).toContainText(
    'Je kunt opzeggen tot en met de volgende incassodatum. Kies een eerdere datum.',
  )
  await shot(page, 'date-refused-375')
  const refused = await api(page, 'POST', `/policies/${policyId}/cancellation`, {
    date: dayAfter(latest),
    rating: 3,
    reason: 'other',
  })
  expect(refused.status).toBe(400)
  expect(refused.json.field_errors).toEqual({ date: ['date_after_next_billing'] })

  // The next billing date itself is fine.
  await date.fill(latest)
  await step.getByRole('button', { name: 'Verder' }).click()

  // The exit survey: a missing answer is asked for; back keeps the date.
  await expect(step.getByRole('heading', { name: 'Waarom zeg je op?' })).toBeVisible()
  await step.getByRole('button', { name: 'Verder' }).click()
  await expect(step).toContainText('Kies hoe tevreden je bent.')
  await expect(step).toContainText('Kies een reden.')
  await step.getByRole('button', { name: 'Vorige stap' }).click()
  await expect(step.getByLabel('Laatste dag van je verzekering')).toHaveValue(latest)
  await step.getByRole('button', { name: 'Verder' }).click()
  await step.getByRole('radio', { name: 'Ontevreden', exact: true }).check()
  await step.getByRole('radio', { name: 'Ik ben gestopt met mijn bedrijf' }).check()
  await step.getByLabel('Wil je nog iets kwijt?').fill('Ik ga in loondienst.')
  await shot(page, 'survey-375')
  await step.getByRole('button', { name: 'Verder' }).click()

  // The review: everything chosen and the refund texts.
  await expect(step.getByRole('heading', { name: 'Controleer je opzegging' })).toBeVisible()
  for (const text of [shown(latest), 'Ontevreden', 'Ik ben gestopt met mijn bedrijf', 'Ik ga in loondienst.'])
    await expect(step.getByRole('table')).toContainText(text)
  await expect(step.getByTestId('refund-text')).toHaveText(
    'Heb je te veel premie betaald? Dan krijg je dat binnen 14 dagen terug.De terugbetaling wordt verwerkt 14 dagen na de laatste incasso.',
  )
  await shot(page, 'review-375')
  await page.setViewportSize({ width: 1280, height: 900 })
  await shot(page, 'review-1280')
  await page.setViewportSize({ width: 375, height: 740 })
  await step.getByRole('button', { name: 'Opzeggen' }).click()

  // Cancelled: the end date and the refund texts.
  await expect(step.getByRole('heading', { name: 'Je verzekering is opgezegd' })).toBeVisible()
  await expect(step.getByTestId('cancel-done')).toContainText(
    `Je bent verzekerd tot en met ${shown(latest)}.`,
  )
  await expect(step.getByTestId('refund-text')).toContainText('14 dagen na de laatste incasso')
  await shot(page, 'cancelled-375')

  // The same page again: cancelled already.
  await page.reload()
  await expect(page.getByTestId('cancel-refused')).toContainText(
    'Je Bedrijfsaansprakelijkheidsverzekering is al opgezegd.',
  )
  await expect(page.getByTestId('cancel-refused')).toContainText(
    `De laatste dag van je dekking is ${shown(latest)}.`,
  )
  await page.setViewportSize({ width: 1280, height: 900 })
  await shot(page, 'already-1280')
  const again = await api(page, 'POST', `/policies/${policyId}/cancellation`, {
    date: latest,
    rating: 3,
    reason: 'other',
  })
  expect(again.status).toBe(409)
})

test('a policy that is not the customer’s is not found', async ({ page }) => {
  await liabilityToForms(page, 'opzeggen-niet')
  await page.goto(partnerUrl('zzp', '/user/policies/2000000000/cancel'))
  await expect(page.getByTestId('cancel-not-found')).toContainText('We kunnen deze verzekering niet vinden.')
  await page.goto(partnerUrl('zzp', '/user/policies/abc/cancel'))
  await expect(page.getByTestId('cancel-not-found')).toBeVisible()
})
