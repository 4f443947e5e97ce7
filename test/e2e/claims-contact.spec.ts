import { type Page } from '@playwright/test'
import { fillDetails } from './checkout-forms'
import { expect, test } from './fixtures'
import { partnerUrl, startAsCarpenter } from './helpers'
import { liabilityToForms } from './liability'

/** Claims and the contact form (issue 18 items 6 and 7): reported with uploads, and sent to support. */

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(4000).fill(0)])
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n')
const SUPPORT = 'support@zzpschild.example'

/** The mail the local outbox holds for an address, newest first. */
const outbox = (page: Page, to: string) =>
  page.evaluate(
    (address) =>
      fetch(`/dev/outbox.json?to=${encodeURIComponent(address)}`)
        .then((r) => r.json())
        .then((j) => j.result as { subject: string; text: string }[]),
    to,
  )

/** Today in the Netherlands, as the date field takes it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date())

/** Chooses a file for the upload field and waits for its outcome row. */
async function choose(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page
    .getByLabel(/Foto's en documenten|Bestanden \(optioneel\)/)
    .setInputFiles({ name, mimeType, buffer })
}

test('a new customer reports a claim with a photo and a PDF, and sees it received', async ({ page }) => {
  // Buying through the forms, and handing a 25 MB file to the browser, take a while on a busy machine.
  test.setTimeout(180_000)
  const email = await liabilityToForms(page, 'schade')
  await fillDetails(page)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'insured')

  await page.goto(partnerUrl('zzp', '/user/policies/claims'))
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn schademeldingen' })).toBeVisible()
  await expect(page.getByTestId('claims-empty')).toHaveText('Je hebt nog geen schade gemeld.')
  const form = page.getByRole('form', { name: 'Schade melden' })
  // The one current policy is chosen already.
  await expect(form.getByLabel('Verzekering')).toHaveValue(/\d+/)
  await expect(form.getByLabel('Verzekering').locator('option:checked')).toContainText(
    'Bedrijfsaansprakelijkheidsverzekering',
  )

  // A refused submit names what is missing.
  await form.getByRole('button', { name: 'Schade melden' }).click()
  await expect(form.getByText('Dit veld is verplicht.').first()).toBeVisible()

  await form
    .getByLabel('Wat is er gebeurd?')
    .fill('Bij een klant is een kast omgevallen en een vloer beschadigd.')
  await form.getByLabel('Wanneer gebeurde het?').fill(today())
  await form.getByLabel('Geschat schadebedrag (optioneel)').fill('1.250,50')

  // A wrong type and a file over 25 MB are refused before anything is sent.
  const refusedBefore = page
    .waitForRequest((r) => r.url().endsWith('/documents'), { timeout: 1500 })
    .then(
      () => true,
      () => false,
    )
  await choose(page, 'notities.txt', 'text/plain', Buffer.from('hallo'))
  await expect(form.getByRole('alert').filter({ hasText: 'Dit bestandstype kan niet' })).toBeVisible()
  await choose(page, 'groot.png', 'image/png', Buffer.alloc(25 * 1024 * 1024 + 1, 0x89))
  await expect(form.getByRole('alert').filter({ hasText: 'Dit bestand is groter dan 25 MB' })).toBeVisible()
  expect(await refusedBefore).toBe(false)
  for (const name of ['notities.txt', 'groot.png'])
    await form.getByRole('button', { name: `${name} verwijderen` }).click()

  // A photo and a PDF upload, each with its own progress bar that finishes.
  await choose(page, 'schade.png', 'image/png', PNG)
  await choose(page, 'offerte.pdf', 'application/pdf', PDF)
  for (const name of ['schade.png', 'offerte.pdf']) {
    const bar = form.getByRole('progressbar', { name: `Uploaden van ${name}` })
    await expect(bar).toHaveAttribute('aria-valuenow', '100')
  }
  await expect(form.getByText('Geüpload')).toHaveCount(2)
  await page.screenshot({ path: 'test-results/screens/claims-form-1280.png', fullPage: true })

  await form.getByRole('button', { name: 'Schade melden' }).click()
  await expect(page.getByTestId('claim-received')).toContainText(
    'er is nog niets besloten over een vergoeding',
  )
  const claim = page.getByTestId('claim')
  await expect(claim).toHaveCount(1)
  await expect(claim.getByTestId('claim-status')).toHaveText('Ontvangen')
  await expect(claim).toContainText('Bedrijfsaansprakelijkheidsverzekering')
  await expect(claim).toContainText('Geschat bedrag: € 1.250,50')
  await expect(claim).toContainText('Bestanden: schade.png, offerte.pdf')
  const [day, month, year] = today().split('-').reverse()
  await expect(claim).toContainText(`Gebeurd op ${[day, month, year].join('-')}`)
  // The form is new and empty again, for another claim.
  await expect(form.getByLabel('Wat is er gebeurd?')).toHaveValue('')
  await expect(form.getByTestId('upload-item')).toHaveCount(0)

  // The acknowledgement e-mail; the list stays after a reload.
  await expect
    .poll(async () => (await outbox(page, email))[0]?.subject ?? '')
    .toMatch(/^We hebben je schademelding ontvangen/)
  await page.reload()
  await expect(page.getByTestId('claim').getByTestId('claim-status')).toHaveText('Ontvangen')
  await page.screenshot({ path: 'test-results/screens/claims-list-1280.png', fullPage: true })
  await page.setViewportSize({ width: 375, height: 740 })
  await page.screenshot({ path: 'test-results/screens/claims-375.png', fullPage: true })
})

async function sendContact(page: Page, width: number) {
  const email = await startAsCarpenter(page, `contact${width}`)
  await page.goto(partnerUrl('zzp', '/user/inbox/contact'))
  await expect(page.getByRole('heading', { level: 1, name: 'Contactformulier' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Contactformulier' })
  // Prefilled from the account: the profession and the e-mail address.
  await expect(form.getByLabel('Beroep')).toHaveValue('Timmerman')
  await expect(form.getByLabel('E-mailadres')).toHaveValue(email)
  await form.getByRole('button', { name: 'Vraag versturen' }).click()
  await expect(form.getByText('Dit veld is verplicht.').first()).toBeVisible()

  const question = `Ben ik verzekerd als ik in België werk? (${width}-${Date.now()})`
  await form.getByLabel('Voornaam').fill('Ada')
  await form.getByLabel('Je vraag').fill(question)
  await choose(page, 'polis.pdf', 'application/pdf', PDF)
  await expect(form.getByRole('progressbar', { name: 'Uploaden van polis.pdf' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  await page.screenshot({ path: `test-results/screens/contact-${width}.png`, fullPage: true })
  await form.getByRole('button', { name: 'Vraag versturen' }).click()
  await expect(page.getByTestId('contact-sent')).toContainText(
    `Je krijgt binnen één werkdag antwoord op ${email}`,
  )

  // The question reached the partner's support address; the customer's copy went to them.
  await expect
    .poll(async () => (await outbox(page, SUPPORT)).find((m) => m.text.includes(question))?.subject)
    .toBe('Vraag via het contactformulier van Ada')
  await expect
    .poll(async () => (await outbox(page, email))[0]?.subject ?? '')
    .toBe('Je vraag is verstuurd naar ZZP Schild')
  await page.screenshot({ path: `test-results/screens/contact-sent-${width}.png`, fullPage: true })
}

test('the contact form reaches the partner support address', async ({ page }) => {
  test.slow()
  await sendContact(page, 1280)
})

test('the contact form on a phone @mobile', async ({ page }) => {
  test.slow()
  await sendContact(page, 375)
})
