import { type Page } from '@playwright/test'
import { fillDetails } from './checkout-forms'
import { expect, test } from './fixtures'
import { add, linkFor, partnerUrl, signedEntry, uniqueEmail } from './helpers'
import { answer, declineExtras, question } from './liability'

/** The premium calculator (core §2, forms §2): calculate and result, no purchase; taking out is the default funnel. */

const BUSINESS = 'Bedrijfsaansprakelijkheidsverzekering'
const PROFESSIONAL = 'Beroepsaansprakelijkheidsverzekering'

const progress = (page: Page, n: number, of: number) =>
  expect(page.getByTestId('question-progress')).toHaveText(`Vraag ${n} van ${of}`)
const currentStep = (page: Page) => page.getByTestId('steps-bar').locator('[aria-current="step"]')
const pressed = (page: Page, option: string) =>
  expect(question(page).getByRole('button', { name: option, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

const TITLES = {
  en: ['Your premium calculation', 'What is your annual revenue?'],
  fr: ['Votre calcul de prime', 'Quel est votre chiffre d’affaires annuel ?'],
  de: ['Ihre Prämienberechnung', 'Wie hoch ist Ihr Jahresumsatz?'],
} as const

/** The result in en, fr and de (screenshots at `width`), then back in Dutch. */
async function inEachLanguage(page: Page, width: number) {
  const summary = page.getByTestId('calculator-summary')
  for (const [language, [title, revenue]] of Object.entries(TITLES)) {
    await page.evaluate((l) => localStorage.setItem('language', l), language)
    await page.reload()
    await expect(summary.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(summary.getByTestId('calculator-item').first()).toContainText(revenue)
    await page.screenshot({ path: `/tmp/h-calc-result-${language}-${width}.png`, fullPage: true })
  }
  await page.evaluate(() => localStorage.setItem('language', 'nl'))
  await page.reload()
  await expect(summary.getByRole('heading', { level: 1, name: 'Je premieberekening' })).toBeVisible()
}

test('the calculator: two premiums from entry to result, mailed, then taken out with the answers kept', async ({
  page,
}) => {
  // Sign-in, four questions, the result in four languages, ten questions and the forms: a long walk.
  test.setTimeout(240_000)
  const email = uniqueEmail('calculator')
  // A visitor starts at the calculator's home: its search stays in calculator mode, sign-in comes back to it.
  await page.goto(partnerUrl('zzp', '/insurance-calculator'))
  await expect(page.getByRole('heading', { level: 1, name: 'Bereken je premie' })).toBeVisible()
  await page.getByLabel('Wat is je beroep?').fill('webdev')
  await page.getByRole('button', { name: 'Log in en bereken je premie' }).click()
  await expect(page).toHaveURL(/\/sign-in/)
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click()
  await expect(page.getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible()
  await page.goto(await linkFor(page, email))
  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-calculator/profession?q=webdev'))
  await expect(page.getByTestId('steps-bar')).toHaveAttribute('data-flow', 'calculator')
  await page.getByRole('radio', { name: 'Webdeveloper' }).check()
  await page.getByRole('button', { name: 'Verder als Webdeveloper' }).click()

  // The calculator's products: its steps bar is on insurance.
  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-calculator/available-products'))
  await expect(currentStep(page)).toHaveText('Verzekering')
  await add(page, BUSINESS)
  await add(page, PROFESSIONAL)
  const cart = page.getByTestId('cart-panel')
  await expect(cart.getByText(PROFESSIONAL)).toBeVisible()
  await cart.getByRole('button', { name: 'Verder' }).click()

  // Calculate: only the price-setting questions, the premium following every answer.
  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-calculator/checkout'))
  await expect(currentStep(page)).toHaveText('Berekenen')
  await progress(page, 1, 4)
  const live = page.getByTestId('live-premium')
  await expect(live).toContainText(
    /Je premie voor Bedrijfsaansprakelijkheidsverzekering€\s\d+,\d{2} per maand/,
  )
  await answer(page, 'Tot € 100.000')
  await progress(page, 2, 4)
  const before = await live.textContent()
  // A reload in the middle resumes at the same question.
  await page.reload()
  await progress(page, 2, 4)
  await page.getByRole('button', { name: 'Vorige vraag' }).click()
  await progress(page, 1, 4)
  await answer(page, '€ 100.000 tot € 250.000')
  await progress(page, 2, 4)
  await expect(live).not.toHaveText(before!)
  const total = await cart.getByTestId('cart-total').textContent()
  await answer(page, 'Ja')
  await expect(cart.getByTestId('cart-total')).not.toHaveText(total!)
  await progress(page, 3, 4)
  await expect(live).toContainText('Beroepsaansprakelijkheidsverzekering')
  await answer(page, '€ 500.000')
  await progress(page, 4, 4)
  await answer(page, 'Nee')

  // The result: a premium per product and what it depends on; nothing about a company, IBAN or purchase.
  const summary = page.getByTestId('calculator-summary')
  await expect(summary.getByRole('heading', { level: 1, name: 'Je premieberekening' })).toBeVisible()
  await expect(currentStep(page)).toHaveText('Resultaat')
  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-calculator/checkout'))
  await expect(summary.getByTestId('calculator-profession')).toContainText(
    'Je beroep: Webdeveloper, risicoklasse 1 van 4 (laag risico)',
  )
  const items = summary.getByTestId('calculator-item')
  await expect(items).toHaveCount(2)
  const business = items.filter({ hasText: BUSINESS })
  await expect(business.getByTestId('calculator-price')).toHaveText(/^€\s\d+,\d{2} per maand$/)
  await expect(business).toContainText('Wat is je jaaromzet?€ 100.000 tot € 250.000')
  await expect(business).toContainText('Werk je op locatie bij je klanten?Ja')
  await expect(items.filter({ hasText: PROFESSIONAL })).toContainText(
    'Welk verzekerd bedrag per claim kies je?€ 500.000',
  )
  await expect(summary.getByTestId('calculator-total')).toHaveText(/^Totaal: €\s\d+,\d{2} per maand$/)
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toHaveCount(0)
  await expect(page.getByLabel('IBAN')).toHaveCount(0)
  await page.screenshot({ path: '/tmp/h-calc-result-1280.png', fullPage: true })
  // Printed, the summary alone (the print stylesheet hides the rest).
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Printen' })).toBeHidden()
  await page.screenshot({ path: '/tmp/h-calc-print.png', fullPage: true })
  await page.emulateMedia({ media: 'screen' })

  // Mailed to the customer's own address, read from the local outbox.
  await page.getByRole('button', { name: 'Mail mij de berekening' }).click()
  await expect(page.getByTestId('calculator-mailed')).toBeVisible()
  const mail = await page.evaluate(
    (to) => fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}`).then((r) => r.json()),
    email,
  )
  const [latest] = (mail as { result: { subject: string; text: string }[] }).result
  expect(latest?.subject).toBe('Je premieberekening bij ZZP Schild')
  expect(latest?.text).toContain('Je beroep: Webdeveloper (risicoklasse 1 van 4)')
  expect(latest?.text).toContain('- Wat is je jaaromzet? € 100.000 tot € 250.000')

  // A reload on the result stays there; in each language the summary is the server's, in that language.
  await page.reload()
  await expect(summary.getByRole('heading', { level: 1, name: 'Je premieberekening' })).toBeVisible()
  await inEachLanguage(page, 1280)

  // Taking out: the default funnel, with the calculator's answers already given.
  await page.getByRole('button', { name: 'Verzekeringen afsluiten' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
  await expect(page.getByTestId('steps-bar')).toHaveAttribute('data-flow', 'default')
  await progress(page, 1, 10)
  await answer(page, 'Nee')
  await progress(page, 2, 10)
  await answer(page, 'Nee')
  await progress(page, 3, 10)
  await pressed(page, '€ 100.000 tot € 250.000')
  await answer(page, '€ 100.000 tot € 250.000')
  await progress(page, 4, 10)
  await pressed(page, 'Ja')
  await answer(page, 'Ja')
  await progress(page, 5, 10)
  await question(page).getByRole('textbox').fill('2')
  await question(page).getByRole('button', { name: 'Volgende' }).click()
  await progress(page, 6, 10)
  await answer(page, 'Nee')
  await progress(page, 7, 10)
  await answer(page, 'Nee')
  await progress(page, 8, 10)
  await pressed(page, '€ 500.000')
  await answer(page, '€ 500.000')
  await progress(page, 9, 10)
  await pressed(page, 'Nee')
  await answer(page, 'Nee')
  await progress(page, 10, 10)
  await question(page).getByRole('textbox').fill('Ik bouw websites voor kleine bedrijven.')
  await question(page).getByRole('button', { name: 'Volgende' }).click()
  await declineExtras(page)
  await fillDetails(page)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'insured')
})

test('a partner without e-mail sign-in enters the calculator by its signed link', async ({ page }) => {
  await page.goto(partnerUrl('testpartner2', '/sign-in'))
  await expect(page).toHaveURL(partnerUrl('testpartner2', '/insurance-calculator'))
  await page.goto(
    partnerUrl(
      'testpartner2',
      signedEntry('testpartner2', `tp2-calc-${Date.now()}`, { insurance_calculator: '1' }),
    ),
  )
  // Signed in without a profession: the calculator's profession page.
  await expect(page).toHaveURL(
    partnerUrl('testpartner2', '/insurance-calculator/profession?insurance_calculator=1'),
  )
  await expect(page.getByTestId('steps-bar')).toHaveAttribute('data-flow', 'calculator')
})

test('at 375 px the calculator prices a liability and says a device is priced when taken out @mobile', async ({
  page,
}) => {
  test.slow()
  // The ids as the API answers them: a web developer's profession.
  await page.goto(partnerUrl('zzp', '/welcome'))
  const professionId = await page.evaluate(async () => {
    const r = await fetch('/professions?q=Webdeveloper&limit=1', { headers: { 'Accept-Language': 'nl-NL' } })
    return ((await r.json()) as { result: { id: number }[] }).result[0]!.id
  })
  await page.goto(
    partnerUrl(
      'zzp',
      signedEntry('zzp', `calc-mobile-${Date.now()}`, {
        insurance_calculator: '1',
        profession_id: String(professionId),
      }),
    ),
  )
  await expect(page).toHaveURL(/\/insurance-calculator\/available-products/)
  await add(page, BUSINESS)
  await add(page, 'Elektronicaverzekering')
  await page.getByTestId('cart-button').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(partnerUrl('zzp', '/insurance-calculator/checkout'))
  await progress(page, 1, 2)
  await expect(currentStep(page)).toHaveText('Berekenen')
  await page.screenshot({ path: '/tmp/h-calc-question-375.png', fullPage: true })
  await answer(page, 'Tot € 100.000')
  await answer(page, 'Nee')
  const summary = page.getByTestId('calculator-summary')
  await expect(summary.getByTestId('calculator-item')).toHaveCount(2)
  await expect(summary.getByTestId('calculator-own-step')).toContainText(
    'De premie van deze verzekering berekenen we als je hem afsluit',
  )
  await expect(summary.getByTestId('calculator-price')).toHaveCount(1)
  await page.screenshot({ path: '/tmp/h-calc-result-375.png', fullPage: true })
  await inEachLanguage(page, 375)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
})
