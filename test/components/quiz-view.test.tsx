import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import * as z from 'zod/v4/core'
import { ApiError } from '../../api/client/api-error'
import type { Http } from '../../api/client/http'
import { QUIZ_PASS_MARK, type Quiz, type QuizSubmission } from '../../api/contract/quiz'
import { messages as funnel } from '../../i18n/locales/nl/funnel.po'
import { messages as main } from '../../i18n/locales/nl/messages.po'
import { quizLogic } from '../../views/checkout/aov/quiz-effects'
import { QuizView } from '../../views/checkout/aov/QuizView'

/** A quiz server in memory: 11 questions per attempt, option "Goed" right, "Fout" wrong. */
function quizServer() {
  const results: boolean[] = []
  const next = () => (results.includes(true) || results.length === 2 ? null : results.length + 1)
  const quizOf = (attempt: 1 | 2): Quiz => ({
    product: 5,
    attempt,
    kind: attempt === 1 ? 'primary' : 'alternative',
    questions: Array.from({ length: 11 }, (_, i) => ({
      id: attempt * 100 + i,
      text: `${attempt === 1 ? 'Toetsvraag' : 'Andere vraag'} ${i + 1}?`,
      options: [
        { id: attempt * 1000 + i * 2, text: 'Goed' },
        { id: attempt * 1000 + i * 2 + 1, text: 'Fout' },
      ],
    })),
  })
  const refuse = (path: string, non_field_errors: string[]) =>
    new ApiError({
      kind: 'validation',
      method: 'GET',
      path,
      status: 400,
      body: { code: 'validation_error', detail: '', field_errors: {}, non_field_errors },
    })
  const http = (async (options) => {
    if (options.path === '/quiz') {
      const attempt = next()
      if (attempt === null)
        throw refuse('/quiz', [results.includes(true) ? 'already_passed' : 'no_attempt_left'])
      return z.parse(options.schema, quizOf(attempt as 1 | 2))
    }
    if (options.path === '/quiz-result' && options.method === 'POST') {
      const body = options.body as QuizSubmission
      const score = body.answers.filter((a) => a.option % 2 === 0).length
      const passed = score >= QUIZ_PASS_MARK
      results.push(passed)
      return z.parse(options.schema, {
        product: 5,
        attempt: body.attempt,
        passed,
        score,
        pass_mark: QUIZ_PASS_MARK,
        next_attempt: next(),
      })
    }
    throw new Error(`unexpected ${options.method} ${options.path}`)
  }) as Http
  return { http, results }
}

function renderQuiz(http: Http) {
  const actor = createActor(
    quizLogic(http, () => null),
    { input: { product: 5 } },
  ).start()
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">
        <QuizView quiz={actor} />
      </MantineProvider>
    </I18nProvider>,
  )
  return actor
}

async function answerAll(user: ReturnType<typeof userEvent.setup>, option: 'Goed' | 'Fout') {
  for (let i = 0; i < 11; i += 1) await user.click(await screen.findByRole('button', { name: option }))
}

describe('QuizView', () => {
  beforeAll(() => {
    i18n.load('nl', { ...main, ...funnel })
    i18n.activate('nl')
  })

  it('fails the first attempt, offers the alternative quiz, passes it and ends passed', async () => {
    const user = userEvent.setup()
    const { http, results } = quizServer()
    const actor = renderQuiz(http)
    await user.click(await screen.findByRole('button', { name: 'Start de toets' }))
    expect(await screen.findByText('Vraag 1 van 11')).toBeInTheDocument()
    // The question's heading takes the focus just after its first paint (views/ui/after-paint.ts).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Toetsvraag 1?' })).toHaveFocus())
    // Back shows the previous question with its answer.
    await user.click(screen.getByRole('button', { name: 'Fout' }))
    await user.click(screen.getByRole('button', { name: 'Vorige vraag' }))
    expect(screen.getByRole('button', { name: 'Fout' })).toHaveAttribute('aria-pressed', 'true')
    await answerAll(user, 'Fout')
    await user.click(screen.getByRole('button', { name: 'Toets inleveren' }))
    expect(await screen.findByRole('heading', { name: 'Helaas, nog niet gehaald' })).toBeInTheDocument()
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('Je had 0 van de 11 vragen goed.')

    await user.click(screen.getByRole('button', { name: 'Tweede poging starten' }))
    expect(await screen.findByText('Tweede poging · vraag 1 van 11')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Andere vraag 1?' })).toBeInTheDocument()
    await answerAll(user, 'Goed')
    await user.click(screen.getByRole('button', { name: 'Toets inleveren' }))
    expect(await screen.findByRole('heading', { name: 'Je bent geslaagd' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Verder' }))
    expect(actor.getSnapshot().output).toEqual({ passed: true })
    expect(results).toEqual([false, true])
  })

  it('after two fails a new visit shows the advisor outcome, never a third attempt', async () => {
    const user = userEvent.setup()
    const server = quizServer()
    server.results.push(false, false)
    const actor = renderQuiz(server.http)
    expect(await screen.findByRole('heading', { name: 'Een adviseur helpt je verder' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Start de toets' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Verder' }))
    expect(actor.getSnapshot().output).toEqual({ passed: false })
  })
})
