import type { Page } from '@playwright/test'
import { signExternalLogin } from '../../api/server/auth/signature'
import { devSignatureSecret } from '../../api/server/db/seed-data'
import { fillDetails } from './checkout-forms'
import { expect, test } from './fixtures'
import { add, partnerUrl } from './helpers'
import { answer, answerTheRest, progress } from './liability'

/** Insurance check-in (issue 21 point 2, docs/checkin.md): a freelancer from the partner's signed link. */

const signed = (externalId: string) => {
  const createdAt = new Date().toISOString()
  return {
    external_id: externalId,
    signature_created_at: createdAt,
    signature: signExternalLogin(devSignatureSecret('zzp'), externalId, createdAt),
  }
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/checkin-${name}.png`, fullPage: true })

/** The mail the local outbox holds for `to`, newest first. */
const outboxOf = (page: Page, to: string) =>
  page.evaluate(
    (address) =>
      fetch(`/dev/outbox.json?to=${encodeURIComponent(address)}`).then(
        (r) => r.json() as Promise<{ result: { subject: string; text: string }[] }>,
      ),
    to,
  )

/** A freelancer signed in by the partner's link (a carpenter) who buys business liability the plain way. */
async function freelancerWithLiability(page: Page, externalId: string) {
  await page.goto(partnerUrl('zzp', '/welcome'))
  const profession = await page.evaluate(async () => {
    const r = await fetch('/professions?q=Timmerman&limit=1', { headers: { 'Accept-Language': 'nl-NL' } })
    return String(((await r.json()) as { result: { id: number }[] }).result[0]!.id)
  })
  await page.goto(
    partnerUrl('zzp', `/?${new URLSearchParams({ ...signed(externalId), profession_id: profession })}`),
  )
  await expect(page).toHaveURL(partnerUrl('zzp', `/products/available-products?profession_id=${profession}`))
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
  await progress(page, 1)
  await answer(page, 'Nee')
  await progress(page, 2)
  await answer(page, 'Nee')
  await answerTheRest(page)
  await fillDetails(page, undefined, undefined, `${externalId}@example.nl`)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'insured')
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date())
const inDays = (days: number) => {
  const d = new Date(`${today()}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

test('a freelancer checks in from the signed link with an upload; the client opens the confirmation signed out', async ({
  page,
  browser,
}) => {
  // A purchase first (the cover to confirm), then the check-in: a while on a busy two-core machine.
  test.setTimeout(300_000)
  const externalId = `checkin-${Date.now()}`
  await freelancerWithLiability(page, externalId)

  // The partner's check-in link: the entry signs in and keeps every parameter but the signature's.
  const query = new URLSearchParams({ ...signed(externalId), campaign: 'zomer' })
  await page.goto(partnerUrl('zzp', `/insurance-checkin?${query}`))
  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-checkin-welcome?campaign=zomer'))
  await expect(page.getByRole('heading', { name: /Welkom bij de check-in/ })).toBeVisible()
  await shot(page, 'welcome-1280')
  await page.getByRole('button', { name: 'Check-in starten' }).click()

  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-checkin-checkout/assignment'))
  await expect(page.getByRole('heading', { name: 'Over je opdracht' })).toBeVisible()
  await expect(page.getByTestId('checkin-steps')).toHaveAttribute('data-step', 'assignment')
  // The form's own rules (the contract's schema) before anything is sent.
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByText('Dit veld is verplicht.').first()).toBeVisible()
  const client = `opdrachtgever.${Date.now()}@example.nl`
  await page.getByLabel('Naam van je opdrachtgever').fill('Bouwbedrijf Noord')
  await page.getByLabel('E-mailadres van je opdrachtgever').fill(client)
  await page.getByLabel('Omschrijving van de opdracht').fill('Verbouwing kantoor, tweede verdieping')
  await page.getByLabel('Begindatum').fill(inDays(7))
  await page.getByLabel('Einddatum').fill(inDays(60))
  await shot(page, 'assignment-1280')
  await page.getByRole('button', { name: 'Verder' }).click()

  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-checkin-checkout/cover'))
  await expect(
    page.getByRole('heading', { name: 'Welke verzekering geldt voor deze opdracht?' }),
  ).toBeVisible()
  await page.getByRole('checkbox', { name: /Bedrijfsaansprakelijkheidsverzekering/ }).check()
  await shot(page, 'cover-1280')
  await page.getByRole('button', { name: 'Verder' }).click()

  // Liability is ours: only the KvK extract is asked.
  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-checkin-checkout/documents'))
  await expect(page.getByTestId('checkin-upload-kvk_extract')).toBeVisible()
  await expect(page.getByTestId('checkin-upload-liability_elsewhere')).toHaveCount(0)
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByText('Voeg de gevraagde documenten toe.')).toBeVisible()
  await page.getByLabel('Bestanden voor: Uittreksel van de KvK').setInputFiles({
    name: 'kvk-uittreksel.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
  })
  await expect(page.getByTestId('upload-item')).toHaveAttribute('data-status', 'done')
  await shot(page, 'documents-1280')
  await page.getByRole('button', { name: 'Verder' }).click()

  // A reload mid-journey goes on where it was.
  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-checkin-checkout/review'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Controleer en verstuur' })).toBeVisible()
  await expect(page.getByText('Uittreksel van de KvK: kvk-uittreksel.pdf')).toBeVisible()
  await expect(page.getByText(`Bouwbedrijf Noord (${client})`)).toBeVisible()
  await shot(page, 'review-1280')
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(page.getByTestId('checkin-steps')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await shot(page, 'review-375')
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.getByRole('button', { name: 'Check-in versturen' }).click()

  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-checkin-checkout/result'))
  await expect(page.getByRole('heading', { name: 'Je check-in is verstuurd' })).toBeVisible()
  await expect(page.getByTestId('checkin-result')).toContainText(client)
  await shot(page, 'result-1280')

  // The client's e-mail with the confirmation link, opened signed out in another browser context.
  let link: string | undefined
  await expect
    .poll(async () => {
      const mail = (await outboxOf(page, client)).result[0]
      link = /https?:\/\/\S+\/insurance-checkin\/confirmation\?token=[\w-]{43}/.exec(mail?.text ?? '')?.[0]
      return link
    })
    .toBeTruthy()
  // The freelancer's copy.
  await expect
    .poll(async () => (await outboxOf(page, `${externalId}@example.nl`)).result[0]?.subject)
    .toMatch(/^Kopie: /)
  const stranger = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const clientPage = await stranger.newPage()
  const url = new URL(link!)
  await clientPage.goto(partnerUrl('zzp', `${url.pathname}${url.search}`))
  const confirmation = clientPage.getByTestId('checkin-confirmation')
  await expect(clientPage.getByRole('heading', { name: 'Bevestiging van verzekeringsdekking' })).toBeVisible()
  await expect(confirmation).toContainText('Ada de Vries')
  await expect(confirmation).toContainText('Bouwbedrijf Noord')
  await expect(confirmation.getByTestId('confirmation-cover')).toContainText(
    'Bedrijfsaansprakelijkheidsverzekering',
  )
  await expect(confirmation.getByTestId('confirmation-cover')).toContainText(/VZ-\d{4}-\d{6}/)
  await expect(confirmation).toContainText('Uittreksel van de KvK: kvk-uittreksel.pdf')
  await clientPage.screenshot({ path: 'test-results/screens/checkin-confirmation-1280.png', fullPage: true })
  await clientPage.setViewportSize({ width: 375, height: 740 })
  await clientPage.screenshot({ path: 'test-results/screens/checkin-confirmation-375.png', fullPage: true })
  expect(await clientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  // The same page in the other three languages (the client reads it in the language they choose).
  for (const [language, heading] of [
    ['en', 'Confirmation of insurance cover'],
    ['fr', 'Confirmation de couverture d’assurance'],
    ['de', 'Bestätigung des Versicherungsschutzes'],
  ] as const) {
    await clientPage.evaluate((l) => localStorage.setItem('language', l), language)
    await clientPage.reload()
    await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText(heading.replace('’', "'"))
    await clientPage.screenshot({
      path: `test-results/screens/checkin-confirmation-${language}-375.png`,
      fullPage: true,
    })
  }
  await clientPage.evaluate(() => localStorage.setItem('language', 'nl'))
  // A token that is not one: said plainly.
  await clientPage.goto(partnerUrl('zzp', `/insurance-checkin/confirmation?token=${'x'.repeat(43)}`))
  await expect(clientPage.getByTestId('confirmation-unknown')).toBeVisible()
  await stranger.close()
})

test('a freelancer without cover is told so and offered the products, never a confirmation @mobile', async ({
  page,
}) => {
  await page.goto(
    partnerUrl(
      'zzp',
      `/?${new URLSearchParams({ ...signed(`checkin-geen-${Date.now()}`), insurance_checkin: '1' })}`,
    ),
  )
  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-checkin-welcome?insurance_checkin=1'))
  await page.getByRole('button', { name: 'Check-in starten' }).click()
  await expect(page.getByTestId('checkin-no-cover')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Je hebt nog geen verzekering bij ons' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Check-in versturen' })).toHaveCount(0)
  await shot(page, 'no-cover-375')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
  // The products, after the profession this new customer has not chosen yet.
  await page.getByRole('link', { name: 'Bekijk de verzekeringen' }).click()
  await expect(page).toHaveURL(/\/(products\/available-products|profession)(\?|$)/)
})

test('the check-in entry says what check-in is and how to get in, signed out', async ({ page }) => {
  await page.goto(partnerUrl('zzp', '/insurance-checkin'))
  await expect(
    page.getByRole('heading', { name: 'Check-in: laat je opdrachtgever zien dat je verzekerd bent' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Hoe kom je binnen?' })).toBeVisible()
  await shot(page, 'entry-1280')
  // The steps need a signed-in freelancer.
  await page.goto(partnerUrl('zzp', '/insurance-checkin-checkout/assignment'))
  await expect(page).toHaveURL(partnerUrl('zzp', '/sign-in'))
})
