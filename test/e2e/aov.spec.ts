import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { fillDetails } from './checkout-forms'
import { add, chooseProfession, partnerUrl, signIn, startAsCarpenter, uniqueEmail } from './helpers'
import { verifyIdentity } from './identity'
import { AOV_PAGE, EUROS, answerMedical, shot, startIncomeProtection, takeQuiz } from './income-protection'

// Every test here is a whole journey (sign-in, profession, an eleven-question quiz, ...): on a 2-core
// machine running two workers they need more than the default 30 s.
test.beforeEach(() => test.slow())

const quizEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => e.event === 'quiz').map((e) => `${e.quiz_action}`),
  )

test('a new user passes the quiz, answers the medical questions, chooses a premium and reaches the checkout', async ({
  page,
}) => {
  test.slow()
  await startIncomeProtection(page, 'aov-verzekerd')
  await shot(page, 'quiz-intro', 1280)
  await takeQuiz(page, true, 'Start de toets', 1280)
  await expect(page.getByRole('heading', { name: 'Je bent geslaagd' })).toBeVisible()
  await expect(page.getByTestId('quiz-score')).toHaveText('Je had 11 van de 11 vragen goed.')
  expect(await quizEvents(page)).toEqual([...Array(11).fill('answer'), 'result'])
  await page.getByTestId('quiz').getByRole('button', { name: 'Verder' }).click()

  await answerMedical(page, '180', '75', 1280)
  await expect(page.getByRole('heading', { name: 'Wat is je geboortedatum?' })).toBeVisible()
  await page.getByLabel('Geboortedatum').fill('1990-02-28')
  await page.getByRole('button', { name: 'Bereken mijn premie' }).click()

  // The medium preset is priced first; a changed income is priced again by the server.
  const premium = page.getByTestId('premium')
  await expect(premium.getByRole('button', { name: 'Standaard' })).toHaveAttribute('aria-pressed', 'true')
  const monthly = premium.getByTestId('monthly-premium')
  await expect(monthly).toHaveText(EUROS)
  const medium = await monthly.innerText()
  // Another preset is priced differently; the customer picks medium again.
  await premium.getByRole('button', { name: 'Uitgebreid' }).click()
  await expect(monthly).not.toHaveText(medium)
  await expect(monthly).toHaveText(EUROS)
  await premium.getByRole('button', { name: 'Standaard' }).click()
  await expect(monthly).toHaveText(medium)
  await expect(premium.getByLabel('Te verzekeren jaarinkomen')).toHaveValue('45000')
  await premium.getByLabel('Te verzekeren jaarinkomen').fill('60000')
  await expect(monthly).not.toHaveText(medium)
  await expect(monthly).toHaveText(EUROS)
  const changed = await monthly.innerText()
  await shot(page, 'premium', 1280)
  // Over the cap the field says what to choose, and nothing is priced.
  await premium.getByLabel('Te verzekeren jaarinkomen').fill('130000')
  await expect(
    premium.getByText('Het hoogste bedrag is € 125.000. Kies 125.000 als je meer verdient.'),
  ).toBeVisible()
  await premium.getByLabel('Te verzekeren jaarinkomen').fill('60000')
  await expect(monthly).toHaveText(changed)

  await premium.getByRole('button', { name: 'Bekijk je premie' }).click()
  await expect(page.getByRole('heading', { name: 'Je premie' })).toBeVisible()
  await expect(page.getByTestId('review-premium')).toHaveText(changed)
  await shot(page, 'review', 1280)
  await page.getByRole('button', { name: 'Akkoord, verder' }).click()

  // The checkout forms of the default flow follow, with the confirmed premium in the cart.
  await expect(page).toHaveURL(partnerUrl('zzp', '/checkout'))
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
  await expect(page.getByTestId('cart-panel').getByTestId('cart-total')).toHaveText(changed)
  // Back from the company is back at the premium, with the choices kept.
  await page.getByRole('button', { name: 'Vorige stap' }).click()
  await expect(page).toHaveURL(AOV_PAGE)
  await expect(premium.getByLabel('Te verzekeren jaarinkomen')).toHaveValue('60000')
  await expect(monthly).toHaveText(changed)
  await premium.getByRole('button', { name: 'Bekijk je premie' }).click()
  await page.getByRole('button', { name: 'Akkoord, verder' }).click()
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
  await fillDetails(page)
  // Income protection requires identity verification before it is taken out.
  await verifyIdentity(page, 'Geverifieerd')
  await expect(page).toHaveURL(partnerUrl('zzp', '/result'))
  await expect(page.getByText('Je bent verzekerd')).toBeVisible()
})

test('a new user who fails the quiz twice is told an advisor helps further', async ({ page }) => {
  await startIncomeProtection(page, 'aov-gezakt')
  await takeQuiz(page, false, 'Start de toets')
  await expect(page.getByRole('heading', { name: 'Helaas, nog niet gehaald' })).toBeVisible()
  // A reload never grants another attempt: the second chance is still the second.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Helaas, nog niet gehaald' })).toBeVisible()
  await takeQuiz(page, false, 'Tweede poging starten')
  await expect(page.getByRole('heading', { name: 'Een adviseur helpt je verder' })).toBeVisible()
  await page.getByTestId('quiz').getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(/\/result/)
  await expect(page.getByText('Een adviseur helpt je verder').first()).toBeVisible()
})

test('a BMI of 37 (180 cm, 120 kg) is a hard drop-out without sending height or weight', async ({ page }) => {
  const reviews: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/aov/medical-review') reviews.push(request.postData() ?? '')
  })
  await startIncomeProtection(page, 'aov-bmi')
  await takeQuiz(page, true, 'Start de toets')
  await page.getByTestId('quiz').getByRole('button', { name: 'Verder' }).click()
  await answerMedical(page, '180', '120')
  await expect(page).toHaveURL(/\/result/)
  await expect(page.getByText('Een adviseur helpt je verder').first()).toBeVisible()
  // Decided in the browser: the answers are not even sent, let alone height and weight.
  expect(reviews).toEqual([])
})

test('at 375 px income protection fits the screen @mobile', async ({ page }) => {
  test.slow()
  const width = 375
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await startIncomeProtection(page, 'aov-klein', true)
  await shot(page, 'quiz-intro', width)
  await fits()
  await takeQuiz(page, true, 'Start de toets', width)
  await expect(page.getByRole('heading', { name: 'Je bent geslaagd' })).toBeVisible()
  await shot(page, 'quiz-passed', width)
  await page.getByTestId('quiz').getByRole('button', { name: 'Verder' }).click()
  await answerMedical(page, '180', '75', width)
  await expect(page.getByRole('heading', { name: 'Wat is je geboortedatum?' })).toBeVisible()
  await page.getByLabel('Geboortedatum').fill('1990-02-28')
  await shot(page, 'birth-date', width)
  await fits()
  await page.getByRole('button', { name: 'Bereken mijn premie' }).click()
  await expect(page.getByTestId('monthly-premium')).toHaveText(EUROS)
  await shot(page, 'premium', width)
  await fits()
  await page.getByRole('button', { name: 'Bekijk je premie' }).click()
  await expect(page.getByTestId('review-premium')).toBeVisible()
  await shot(page, 'review', width)
  await fits()
})

test('basic income protection (aov_acture) runs the same journey without a steps bar', async ({ page }) => {
  // Basic income protection is for risk classes 1 to 3: a web developer may buy it.
  await startAsCarpenter(page, 'aov-acture', 'webdev', 'Webdeveloper')
  await add(page, 'Basis AOV')
  await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(AOV_PAGE)
  await expect(page.getByRole('heading', { name: 'Kennistoets' })).toBeVisible()
  await expect(page.getByTestId('aov-journey')).toHaveAttribute('data-step', 'quiz')
  await expect(page.getByTestId('steps-bar')).toHaveCount(0)
})

test('a profession that may not buy the product in the cart cannot start its checkout', async ({ page }) => {
  await startAsCarpenter(page, 'aov-beroep', 'webdev', 'Webdeveloper')
  await add(page, 'Basis AOV')
  await expect(page.getByTestId('cart-panel').getByTestId('cart-count')).toHaveText('1')
  // Now a carpenter (risk class 4), for whom basic income protection is not available.
  await page.goto(partnerUrl('zzp', '/profession'))
  await chooseProfession(page, 'timmer', 'Timmerman')
  await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
  await expect(
    page.getByText(
      'Een of meer verzekeringen in je winkelwagen passen niet bij je beroep. Verwijder ze om verder te gaan.',
    ),
  ).toBeVisible()
  await expect(page).toHaveURL(partnerUrl('zzp', '/products/available-products'))
})

test('after a first fail the e-mailed link brings the customer back to the second attempt', async ({
  page,
}) => {
  const email = uniqueEmail('aov-later')
  await signIn(page, 'zzp', email)
  await chooseProfession(page, 'timmer', 'Timmerman')
  await add(page, 'Arbeidsongeschiktheidsverzekering')
  await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
  await takeQuiz(page, false, 'Start de toets')
  await expect(page.getByRole('heading', { name: 'Helaas, nog niet gehaald' })).toBeVisible()

  // The alternative quiz's link, from the e-mail in the local outbox.
  let link = ''
  await expect
    .poll(async () => {
      const { result } = await page.evaluate(
        (to) => fetch(`/dev/outbox.json?to=${encodeURIComponent(to)}`).then((r) => r.json()),
        email,
      )
      const texts = (result as { text: string }[]).map((m) => m.text).join('\n')
      link =
        /https?:\/\/\S+\/checkout\/aov-premium-review\?quiz=alternative&product=\d+/.exec(texts)?.[0] ?? ''
      return link
    })
    .toBeTruthy()

  // Later, on another device: signed in, without the journey this browser kept.
  await page.evaluate(() => sessionStorage.removeItem('checkout'))
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Helaas, nog niet gehaald' })).toBeVisible()
  await takeQuiz(page, true, 'Tweede poging starten')
  await expect(page.getByRole('heading', { name: 'Je bent geslaagd' })).toBeVisible()
})
