import { expect, type Page } from '@playwright/test'
import { QUIZZES } from '../../api/server/db/quiz-data'
import { add, partnerUrl, startAsCarpenter } from './helpers'

/** Income protection's steps, for the tests that go through them. */

export const AOV_PAGE = partnerUrl('zzp', '/checkout/aov-premium-review')
/** An amount as the page writes it in Dutch (€, a no-break space, thousands with dots). */
export const EUROS = /^€\s\d{1,3}(\.\d{3})*,\d{2}$/
const QUESTIONS = QUIZZES.flatMap((quiz) => quiz.questions)

/** A screenshot of the page (test-results/screens/aov-<name>-<width>.png). */
export const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `test-results/screens/aov-${name}-${width}.png`, fullPage: true })

/** A carpenter with income protection in the cart, at the knowledge quiz. */
export async function startIncomeProtection(page: Page, name: string, mobile = false) {
  await startAsCarpenter(page, name)
  await add(page, 'Arbeidsongeschiktheidsverzekering')
  if (mobile) {
    await page.getByTestId('cart-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Verder' }).click()
  } else await page.getByTestId('cart-panel').getByRole('button', { name: 'Verder' }).click()
  await expect(page).toHaveURL(AOV_PAGE)
  await expect(page.getByRole('heading', { name: 'Kennistoets' })).toBeVisible()
  await expect(page.getByTestId('steps-bar')).toHaveAttribute('data-flow', 'aov')
}

/** The question on screen answered right, or wrong (its option found in the seeded quizzes). */
export async function answerShown(page: Page, right: boolean) {
  const quiz = page.getByTestId('quiz')
  const shown = await quiz.getByRole('heading', { level: 1 }).innerText()
  const seed = QUESTIONS.find((q) => q.text.nl === shown)!
  const option = seed.options.find((o) => o.correct === right)!
  await quiz.getByRole('button', { name: option.text.nl, exact: true }).click()
}

/** The quiz's answers as the API takes them: every question of `quiz` answered right, or every one wrong. */
export const answersOf = (
  quiz: { questions: { id: number; text: string; options: { id: number; text: string }[] }[] },
  right: boolean,
) =>
  quiz.questions.map((question) => {
    const seed = QUESTIONS.find((q) => q.text.nl === question.text)!
    const correct = seed.options.find((o) => o.correct === right)!.text.nl
    return { question: question.id, option: question.options.find((o) => o.text === correct)!.id }
  })

/** One attempt of the quiz: every question answered right, or every one wrong. */
export async function takeQuiz(page: Page, right: boolean, start: string, width?: number) {
  const quiz = page.getByTestId('quiz')
  await quiz.getByRole('button', { name: start }).click()
  for (let n = 1; n <= 11; n++) {
    await expect(quiz.getByText(new RegExp(`vraag ${n} van 11$`, 'i'))).toBeVisible()
    if (n === 1 && width) await shot(page, 'quiz-question', width)
    await answerShown(page, right)
  }
  await quiz.getByRole('button', { name: 'Toets inleveren' }).click()
}

/**
 * The medical page answered "no" throughout (but "yes" to the questions `yes` names, in their Dutch
 * words), as a sole trader of the given height and weight.
 */
export async function answerMedical(
  page: Page,
  height: string,
  weight: string,
  width?: number,
  yes: readonly string[] = [],
) {
  const medical = page.getByTestId('medical')
  await expect(medical.getByRole('heading', { name: 'Je gezondheid' })).toBeVisible()
  for (const group of await medical.getByRole('radiogroup').all()) {
    const no = group.getByRole('radio', { name: 'Nee', exact: true })
    if (await no.count()) await no.check()
  }
  for (const question of yes)
    await medical
      .getByRole('radiogroup', { name: question })
      .getByRole('radio', { name: 'Ja', exact: true })
      .check()
  await medical.getByRole('radio', { name: 'Eenmanszaak' }).check()
  await medical.getByLabel('Lengte (cm)').fill(height)
  await medical.getByLabel('Gewicht (kg)').fill(weight)
  if (width) await shot(page, 'medical', width)
  await medical.getByRole('button', { name: 'Verder' }).click()
}

/** Income protection up to its checkout forms: quiz passed, healthy, born 1990, the medium premium confirmed. */
export async function incomeProtectionToForms(page: Page, name: string) {
  await startIncomeProtection(page, name)
  await quizToForms(page)
}

/** From the knowledge quiz on screen to the checkout forms, as `incomeProtectionToForms` goes. */
export async function quizToForms(page: Page) {
  await takeQuiz(page, true, 'Start de toets')
  await page.getByTestId('quiz').getByRole('button', { name: 'Verder' }).click()
  await answerMedical(page, '180', '75')
  await page.getByLabel('Geboortedatum').fill('1990-02-28')
  await page.getByRole('button', { name: 'Bereken mijn premie' }).click()
  const premium = page.getByTestId('premium')
  await expect(premium.getByTestId('monthly-premium')).toHaveText(EUROS)
  await premium.getByRole('button', { name: 'Bekijk je premie' }).click()
  await page.getByRole('button', { name: 'Akkoord, verder' }).click()
  await expect(page.getByRole('heading', { name: 'Je bedrijf' })).toBeVisible()
}
