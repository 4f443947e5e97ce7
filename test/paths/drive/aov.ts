import { expect } from '@playwright/test'
import { QUIZZES } from '../../../api/server/db/quiz-data'
import { answerMedical, EUROS, takeQuiz } from '../../e2e/income-protection'
import { verifyIdentity } from '../../e2e/identity'
import type { PathRun } from '../runtime'
import type { Args } from './args'
import { api, funnelDrive } from './funnel'

const AOV = 'Arbeidsongeschiktheidsverzekering'
const AOV_PAGE = '/checkout/aov-premium-review'
const QUESTIONS = QUIZZES.flatMap((quiz) => quiz.questions)
const quiz = (run: PathRun) => run.page.getByTestId('quiz')

/** Named steps of income protection (aovJourney, premium, medical; views/checkout/aov). */
export const aovDrive = {
  /**
   * The knowledge quiz of the income protection in the cart passed through the page's own API calls
   * (every question answered right): for the paths that are not about the quiz (the quiz's own paths
   * walk its screens). The quiz on screen then finds it passed.
   */
  async quizPassedByApi(run: PathRun, _args: Args) {
    const products = (await api(run, 'GET', '/insurance-products')).json as {
      result: { id: number; name: string }[]
    }
    const product = products.result.find((p) => p.name === AOV)!.id
    const next = (await api(run, 'GET', `/quiz?product=${product}`)).json as {
      attempt: number
      questions: { id: number; text: string; options: { id: number; text: string }[] }[]
    }
    const answers = next.questions.map((q) => {
      const seed = QUESTIONS.find((s) => s.text.nl === q.text)!
      const right = seed.options.find((o) => o.correct)!
      return { question: q.id, option: q.options.find((o) => o.text === right.text.nl)!.id }
    })
    const result = await api(run, 'POST', '/quiz-result', { product, attempt: next.attempt, answers })
    expect((result.json as { passed: boolean }).passed, 'the quiz is passed').toBe(true)
  },
  /** The quiz walked on screen twice, every question wrong (the alternative quiz second), then Verder. */
  async failQuizTwice(run: PathRun, _args: Args) {
    await takeQuiz(run.page, false, 'Start de toets')
    await expect(quiz(run).getByRole('heading', { name: 'Helaas, nog niet gehaald' })).toBeVisible()
    await takeQuiz(run.page, false, 'Tweede poging starten')
    await expect(quiz(run).getByRole('heading', { name: 'Een adviseur helpt je verder' })).toBeVisible()
    await quiz(run).getByRole('button', { name: 'Verder' }).click()
  },
  /**
   * The medical page (test/e2e/income-protection.ts): all "no" but `{ yes: [questions in Dutch] }`, a
   * sole trader of 180 cm and `{ weight }` kg (75 unless told), then Verder.
   */
  async answerMedical(run: PathRun, args: Args) {
    const yes = (args.yes as string[] | undefined) ?? []
    await answerMedical(run.page, '180', String(args.weight ?? 75), undefined, yes)
  },
  /**
   * The cart's Verder (after `fillCart`): the income-protection page opens and checks the product. With
   * `{ professionGone: true }`, once that check failed (forced), the customer's profession is taken
   * away meanwhile (without one nothing may be bought, core §4), so the next check finds it unavailable.
   */
  async openIncomeProtection(run: PathRun, args: Args) {
    await funnelDrive.checkoutFromCart(run, { checkout: AOV_PAGE })
    if (!args.professionGone) return
    await expect(
      run.page.getByRole('heading', { name: 'Deze verzekering kon niet worden geladen' }),
    ).toBeVisible()
    expect((await api(run, 'PATCH', '/users/me', { profession: null })).status).toBe(200)
  },
  /**
   * The premium step walked as a person does (views/checkout/aov/PremiumView.tsx): once the first premium
   * is on screen, Bekijk je premie, then Akkoord, verder.
   */
  async confirmPremium(run: PathRun, _args: Args) {
    const premium = run.page.getByTestId('premium')
    await expect(premium.getByTestId('monthly-premium')).toHaveText(EUROS)
    await premium.getByRole('button', { name: 'Bekijk je premie' }).click()
    await run.page.getByRole('button', { name: 'Akkoord, verder' }).click()
  },
  /** The step's back: Keuzes aanpassen where the choices were not stored, Vorige stap elsewhere. */
  async goBack(run: PathRun, _args: Args) {
    const { page } = run
    await page
      .getByRole('button', { name: 'Keuzes aanpassen' })
      .or(page.getByRole('button', { name: 'Vorige stap', exact: true }))
      .click()
  },
  /** The checkout forms (funnel drive) and the identity check income protection requires (verified). */
  async buyIncomeProtection(run: PathRun, args: Args) {
    await funnelDrive.fillForms(run, args)
    await verifyIdentity(run.page, 'Geverifieerd')
  },
}
