import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { messages as funnel } from '../../i18n/locales/nl/funnel.po'
import { messages as main } from '../../i18n/locales/nl/messages.po'
import { medicalAnswers, review } from '../../machines/aov/medical.journey'
import { medicalMachine } from '../../machines/aov/medical.machine'
import { MedicalView } from '../../views/checkout/aov/MedicalView'

function renderMedical() {
  const sent: unknown[] = []
  const actor = createActor(
    medicalMachine.provide({
      actors: {
        reviewMedical: fromPromise(async ({ input }) => {
          sent.push(input)
          return review('approve')
        }),
      },
    }),
    { input: { product: 3 } },
  ).start()
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">
        <MedicalView medical={actor} />
      </MantineProvider>
    </I18nProvider>,
  )
  return { actor, sent }
}

/** Every question no, a sole trader, and the given body measures. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, height: string, weight: string) {
  for (const no of screen.getAllByRole('radio', { name: 'Nee' })) await user.click(no)
  await user.click(screen.getByRole('radio', { name: 'Eenmanszaak' }))
  await user.clear(screen.getByLabelText(/Lengte \(cm\)/))
  await user.type(screen.getByLabelText(/Lengte \(cm\)/), height)
  await user.clear(screen.getByLabelText(/Gewicht \(kg\)/))
  await user.type(screen.getByLabelText(/Gewicht \(kg\)/), weight)
}

describe('MedicalView', () => {
  beforeAll(() => {
    i18n.load('nl', { ...main, ...funnel })
    i18n.activate('nl')
  })

  it('asks every question and checks height, then ends a BMI of 37 as a hard drop-out without sending', async () => {
    const user = userEvent.setup()
    const { actor, sent } = renderMedical()
    expect(screen.getAllByRole('radiogroup')).toHaveLength(15)
    await user.click(screen.getByRole('button', { name: 'Verder' }))
    expect((await screen.findAllByText('Dit veld is verplicht.')).length).toBe(17)
    await fillIn(user, '90', '120')
    await user.click(screen.getByRole('button', { name: 'Verder' }))
    expect(await screen.findByText('Je lengte is minstens 100 cm.')).toBeInTheDocument()
    expect(actor.getSnapshot().value).toBe('editing')
    await user.clear(screen.getByLabelText(/Lengte \(cm\)/))
    await user.type(screen.getByLabelText(/Lengte \(cm\)/), '180')
    await user.click(screen.getByRole('button', { name: 'Verder' }))
    expect(actor.getSnapshot().output?.review).toEqual({
      medical_mode: 'medical_underwriting',
      review_action: 'hard_drop_out',
      reasons: ['bmi'],
    })
    expect(sent).toEqual([])
  })

  it('sends the answers and business form, never height or weight, for a BMI in range', async () => {
    const user = userEvent.setup()
    const { actor, sent } = renderMedical()
    await fillIn(user, '180', '75,5')
    // The 13th question is diabetes (the contract's order).
    await user.click(screen.getAllByRole('radio', { name: 'Ja' })[12]!)
    await user.click(screen.getByRole('button', { name: 'Verder' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sent).toEqual([
      { product: 3, answers: medicalAnswers(['diabetes']), business_form: 'sole_trader' },
    ])
    expect(actor.getSnapshot().output?.review.review_action).toBe('approve')
  })
})
