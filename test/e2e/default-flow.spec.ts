import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillDetails, shot } from './checkout-forms'
import { add, partnerUrl, startAsCarpenter } from './helpers'
import { answer, answerTheRest, declineExtras, progress, question, startLiability } from './liability'

/** The API calls of the checkout forms the page made, by path. */
function watchCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (/^\/(cart-item\/purchase|company-lookup|address-lookup|answers)/.test(path))
      calls.push(`${request.method()} ${path}`)
  })
  return calls
}

test('a new user answers the questions, looks up company and address and is insured', async ({ page }) => {
  test.slow()
  await startLiability(page, 'verzekerd')
  const cart = page.getByTestId('cart-panel')
  await expect(page.getByTestId('steps-bar')).toHaveAttribute('data-flow', 'default')
  await answer(page, 'Nee')
  await progress(page, 2)
  await answer(page, 'Nee')
  await progress(page, 3)

  // A reload in the middle resumes at the same question, with the answers kept.
  await page.reload()
  await progress(page, 3)
  await page.getByRole('button', { name: 'Vorige vraag' }).click()
  await progress(page, 2)
  await expect(question(page).getByRole('button', { name: 'Nee', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await answer(page, 'Nee')
  await progress(page, 3)
  await shot(page, 'question', 1280)
  await answer(page, 'Tot € 100.000')
  // Working at clients' sites raises the price; the cart follows the answer.
  await answer(page, 'Ja')
  await expect(cart.getByTestId('cart-total')).toHaveText('€ 67,08')
  await question(page).getByRole('textbox').fill('2')
  await question(page).getByRole('button', { name: 'Volgende' }).click()

  // The extra coverages, grouped by product: taking one raises the price again.
  const extras = page.getByTestId('extras-step')
  await expect(extras.getByRole('region', { name: 'Bedrijfsaansprakelijkheidsverzekering' })).toBeVisible()
  await extras.getByRole('button', { name: 'Ja (+8% premie)' }).click()
  await expect(extras.getByRole('button', { name: 'Ja (+8% premie)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(cart.getByTestId('cart-total')).not.toHaveText('€ 67,08')
  await shot(page, 'extras', 1280)
  await extras.getByRole('button', { name: 'Verder' }).click()

  await fillDetails(page, 1280)
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  const outcome = page.getByTestId('outcome')
  await expect(outcome).toHaveAttribute('data-outcome', 'insured')
  await expect(outcome.getByRole('heading', { name: 'Je bent verzekerd' })).toBeVisible()
  await expect(outcome).toContainText(/Polisnummer VZ-\d{4}-\d{6}/)
  await expect(page.getByTestId('advisor')).toHaveCount(0)
  const pushed = await page.evaluate(() => (window.dataLayer ?? []).map((e) => String(e.event)))
  expect(pushed.filter((e) => ['add_payment_info', 'purchase'].includes(e))).toEqual([
    'add_payment_info',
    'purchase',
  ])
  await shot(page, 'result', 1280)

  // The purchase survey of the product taken out (core §2 /survey/purchase-policy/:productId).
  await outcome.getByRole('link', { name: 'Hoe ging het afsluiten?' }).click()
  await expect(page).toHaveURL(/\/survey\/purchase-policy\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Hoe tevreden ben je over het afsluiten van',
  )
  await page.getByRole('radio', { name: 'Zeer tevreden' }).check()
  await page.getByRole('button', { name: 'Versturen' }).click()
  await expect(page.getByTestId('survey-thanks')).toContainText('Bedankt voor je mening!')
})

test('a liability claim in the last five years ends with an advisor', async ({ page }) => {
  test.slow()
  await startLiability(page, 'adviseur')
  await answer(page, 'Ja')
  await progress(page, 2)
  await answer(page, 'Nee')
  await answerTheRest(page)
  await fillDetails(page)
  // Nothing was taken out: the result is a drop-out's.
  await expect(page).toHaveURL(partnerUrl('zzp', '/result?type=dropout'))
  const outcome = page.getByTestId('outcome')
  await expect(outcome).toHaveAttribute('data-outcome', 'hard_drop_out')
  await expect(outcome.getByRole('heading', { name: 'Een adviseur helpt je verder' })).toBeVisible()
  await expect(page.getByTestId('advisor')).toBeVisible()
  const pushed = await page.evaluate(() => (window.dataLayer ?? []).map((e) => String(e.event)))
  expect(pushed).toContain('dropout')
  expect(pushed).not.toContain('purchase')
})

test('every invalid input shows its message and sends nothing', async ({ page }) => {
  test.slow()
  await startLiability(page, 'ongeldig')
  const calls = watchCalls(page)
  const expectAlert = (text: string) => expect(page.getByText(text, { exact: true })).toBeVisible()
  await answer(page, 'Nee')
  await answer(page, 'Nee')
  await progress(page, 3)

  // Revenue over 250,000 needs an explanation (forms §5): asked before anything is sent.
  calls.length = 0
  await answer(page, 'Meer dan € 250.000')
  await question(page).getByRole('button', { name: 'Volgende' }).click()
  await expectAlert('Bij een jaaromzet boven € 250.000 vragen we een toelichting.')
  expect(calls).toEqual([])
  await question(page).getByLabel('Toelichting').fill('Eén grote opdracht voor een gemeente.')
  await question(page).getByRole('button', { name: 'Volgende' }).click()
  await progress(page, 4)
  // The explanation is kept with the answer, also across a reload.
  await page.reload()
  await progress(page, 4)
  await page.getByRole('button', { name: 'Vorige vraag' }).click()
  await expect(question(page).getByLabel('Toelichting')).toHaveValue('Eén grote opdracht voor een gemeente.')
  await answer(page, 'Tot € 100.000')
  await answer(page, 'Nee')
  await progress(page, 5)

  // Number question.
  await question(page).getByRole('textbox').fill('twee')
  await question(page).getByRole('button', { name: 'Volgende' }).click()
  await expectAlert('Vul een getal in.')
  await question(page).getByRole('textbox').fill('2')
  await question(page).getByRole('button', { name: 'Volgende' }).click()
  await declineExtras(page)
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
  calls.length = 0

  // Company search: a name too short, digits that are no KvK number.
  const search = page.getByLabel('KvK-nummer of bedrijfsnaam')
  await search.fill('x')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await expectAlert('Dit is te kort.')
  await search.fill('1234')
  await page.getByRole('button', { name: 'Zoeken' }).click()
  await expectAlert('Een KvK-nummer heeft 8 cijfers.')
  expect(calls).toEqual([])

  // The manual company form: empty, and a bad KvK number and postal code.
  await page.getByRole('button', { name: 'Gegevens zelf invullen' }).click()
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByText('Dit veld is verplicht.').first()).toBeVisible()
  await page.getByLabel('Bedrijfsnaam').fill('Klusbedrijf Ada')
  await page.getByRole('textbox', { name: 'KvK-nummer', exact: true }).fill('123')
  await page.getByLabel('Postcode').fill('12345')
  await page.getByLabel('Huisnummer').fill('1a')
  await page.getByLabel('Straat').fill('Damrak')
  await page.getByLabel('Plaats').fill('Amsterdam')
  await page.getByRole('button', { name: 'Verder' }).click()
  await expectAlert('Een KvK-nummer heeft 8 cijfers.')
  await expectAlert('Vul een geldige postcode in, bijvoorbeeld 1000 AB.')
  await expectAlert('Vul een geldig huisnummer in (alleen cijfers).')
  await page.getByRole('textbox', { name: 'KvK-nummer', exact: true }).fill('12345678')
  await page.getByLabel('Postcode').fill('1012 LG')
  await page.getByLabel('Huisnummer').fill('1')
  await page.getByRole('button', { name: 'Verder' }).click()

  // Personal details: too young, a bad phone number and e-mail address.
  await expect(page.getByRole('heading', { name: 'Je persoonlijke gegevens' })).toBeVisible()
  await page.getByLabel('Voornaam').fill('Ada')
  await page.getByLabel('Achternaam').fill('de Vries')
  const young = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('Geboortedatum').fill(young)
  await page.getByLabel('Telefoonnummer').fill('bel me')
  await page.getByLabel('E-mailadres').fill('ada@')
  await page.getByRole('button', { name: 'Verder' }).click()
  await expectAlert('Je moet minstens 18 jaar oud zijn.')
  await expectAlert(
    'Vul een geldig telefoonnummer in: cijfers, spaties, streepjes en haakjes, eventueel met een + ervoor.',
  )
  await expectAlert('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.')
  await page.getByLabel('Geboortedatum').fill('1920-01-01')
  await page.getByLabel('Telefoonnummer').fill('06 123')
  await page.getByLabel('E-mailadres').fill('ada@example.nl')
  await page.getByRole('button', { name: 'Verder' }).click()
  await expectAlert('Vul een geboortedatum in van hoogstens 100 jaar geleden.')
  await expectAlert('Een telefoonnummer heeft minstens 10 cijfers.')
  await page.getByLabel('Geboortedatum').fill('1960-01-01')
  await page.getByLabel('Telefoonnummer').fill('0612345678')
  await page.getByRole('button', { name: 'Verder' }).click()
  await expectAlert('Voor deze verzekering ben je helaas te oud.')
  await page.getByLabel('Geboortedatum').fill('1990-01-01')
  await page.getByRole('button', { name: 'Verder' }).click()

  // Address: a bad postal code is not looked up; an unknown address is not found and cannot go on.
  await expect(page.getByRole('heading', { name: 'Je woonadres' })).toBeVisible()
  await page.getByLabel('Postcode').fill('123')
  await page.getByLabel('Huisnummer').fill('1')
  await page.getByRole('button', { name: 'Verder' }).click()
  await expectAlert('Vul een geldige postcode in, bijvoorbeeld 1000 AB.')
  expect(calls.filter((c) => c.includes('address-lookup'))).toEqual([])
  await page.getByLabel('Postcode').fill('9999 ZZ')
  await expectAlert('We vinden geen adres bij deze postcode en dit huisnummer.')
  await page.getByRole('button', { name: 'Verder' }).click()
  await expect(page.getByRole('heading', { name: 'Je woonadres' })).toBeVisible()
  await page.getByLabel('Postcode').fill('1012 LG')
  await expect(page.getByTestId('found-address')).toContainText('Damrak 1')
  await page.getByRole('button', { name: 'Verder' }).click()

  // Formalities: all seven are needed.
  await expect(page.getByRole('heading', { name: 'Verklaringen' })).toBeVisible()
  await page.getByRole('checkbox').first().check()
  await page.getByRole('button', { name: 'Verder' }).click()
  await expectAlert('Bevestig alle verklaringen om verder te gaan.')
  for (const box of await page.getByRole('checkbox').all()) await box.check()
  await page.getByRole('button', { name: 'Verder' }).click()

  // Payment: a start date in the past, a bad IBAN, no consent.
  await expect(page.getByRole('heading', { name: 'Ingangsdatum en betaling' })).toBeVisible()
  await page.getByLabel('Ingangsdatum').fill('2020-01-01')
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01')
  await page.getByRole('button', { name: 'Verzekering afsluiten' }).click()
  await expectAlert('Deze ingangsdatum ligt te vroeg. Kies een latere datum.')
  await expectAlert('Vul een geldig IBAN in, bijvoorbeeld NL91 ABNA 0417 1643 00.')
  await expectAlert('Geef toestemming om verder te gaan.')
  const farAhead = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('Ingangsdatum').fill(farAhead)
  await page.getByRole('button', { name: 'Verzekering afsluiten' }).click()
  await expectAlert('De ingangsdatum ligt hoogstens een maand vooruit.')
  expect(calls.filter((c) => c.includes('purchase'))).toEqual([])
})

test('at 375 px the whole default flow fits the screen @mobile', async ({ page }) => {
  test.slow()
  await startAsCarpenter(page, 'klein')
  await add(page, 'Bedrijfsaansprakelijkheidsverzekering')
  await page.getByTestId('cart-button').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Verder' }).click()
  await progress(page, 1)
  await shot(page, 'question', 375)
  await answer(page, 'Nee')
  await progress(page, 2)
  await answer(page, 'Nee')
  await answerTheRest(page)
  await fillDetails(page, 375)
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'insured')
  await shot(page, 'result', 375)
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
