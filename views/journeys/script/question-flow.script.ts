import { msg } from '@lingui/core/macro'
import { defineScript, type EventCase, type EventScript } from './types'
import { button } from './targets'

/** The group of the extra coverages among the journey's sample questions (machines/question-flow.journey.ts). */
const questionsOf = (event: EventCase) =>
  Array.isArray(event.output) ? (event.output as { group: string }[]) : []

/**
 * The questions of the products being checked out (machines/question-flow.machine.ts; forms §4), as the
 * customer answers them: a new carpenter with business liability in the cart, on its first question.
 */
export const questionFlowScript = defineScript({
  journey: 'questionFlow',
  title: msg`De vragen over een verzekering`,
  about: msg`De vragen over de verzekeringen die de klant afsluit, één voor één (bij het berekenen van de premie alleen de vragen die de premie bepalen). Een antwoord wordt één keer gemaakt en daarna bijgewerkt; de prijzen in de winkelwagen volgen elk antwoord; na opnieuw laden gaat de klant verder bij dezelfde vraag. Daarna de extra dekkingen.`,
  setup: ({ index }) => {
    const toCheckout = {
      call: 'cartToCheckout',
      args: { products: ['Bedrijfsaansprakelijkheidsverzekering'] },
      does: msg`Een nieuwe klant (timmerman) legt de bedrijfsaansprakelijkheidsverzekering in de winkelwagen en gaat naar afrekenen`,
    } as const
    // The journey's inputs (machines/question-flow.journey.ts): the checkout, the calculator (price
    // mode), and a reload at the second question after the third was reached.
    if (index === 1)
      return {
        act: [
          {
            call: 'startCalculator',
            args: { products: ['Bedrijfsaansprakelijkheidsverzekering'] },
            does: msg`Een webdeveloper komt via de ondertekende link van de partner in de premiecalculator, legt de bedrijfsaansprakelijkheidsverzekering in de winkelwagen en klikt op Verder`,
          },
        ],
      }
    if (index === 2)
      return {
        act: [
          toCheckout,
          { call: 'answerShownQuestion', does: msg`De klant beantwoordt de eerste vraag` },
          { call: 'answerShownQuestion', does: msg`De klant beantwoordt de tweede vraag` },
          { click: button(msg`Vorige vraag`) },
          { reload: true },
        ],
      }
    return { act: [toCheckout] }
  },
  states: {
    'questionFlow.loading': { says: msg`De vragen worden geladen, met de antwoorden die al gegeven zijn` },
    'questionFlow.loadFailed': {
      says: msg`De vragen konden niet worden geladen; de klant kan het opnieuw proberen`,
      see: button(msg`Opnieuw proberen`),
    },
    'questionFlow.choosing': { says: msg`Waar de vragen beginnen (een vraag, de extra dekkingen of klaar)` },
    'questionFlow.answering': {
      says: msg`Eén vraag tegelijk; een gegeven antwoord staat er en kan anders`,
    },
    'questionFlow.saving': { says: msg`Het antwoord wordt opgeslagen` },
    'questionFlow.afterQuestions': { says: msg`Na de laatste vraag: de extra dekkingen of klaar` },
    'questionFlow.extras': {
      says: msg`De extra dekkingen per verzekering; elk is vrijwillig`,
      see: { role: 'heading', name: msg`Extra dekkingen` },
    },
    'questionFlow.savingExtra': { says: msg`De gekozen extra dekking wordt opgeslagen` },
    'questionFlow.done': { says: msg`Alle vragen zijn beantwoord` },
  },
  eventTypes: {
    'xstate.done.actor.loadQuestions': msg`Vragen geladen`,
    'xstate.error.actor.loadQuestions': msg`Laden mislukt`,
    'user.retry': msg`Probeert opnieuw`,
    'user.answer': msg`Beantwoordt de vraag`,
    'user.back': msg`Gaat een vraag terug`,
    'locale.changed': msg`Kiest een andere taal`,
    'xstate.done.actor.saveAnswer': msg`Antwoord opgeslagen`,
    'xstate.error.actor.saveAnswer': msg`Opslaan mislukt`,
    'user.confirmExtras': msg`Gaat verder met de extra dekkingen`,
  },
  event: (event): EventScript => {
    const sample = msg`de kaart rekent met voorbeeldvragen (alleen extra dekkingen, of geen extra dekkingen); de bedrijfsaansprakelijkheidsverzekering die een test kan afrekenen heeft vijf vragen en daarna extra dekkingen`
    switch (event.type) {
      case 'xstate.done.actor.loadQuestions': {
        const questions = questionsOf(event)
        const extras = questions.filter((q) => q.group === 'extra_coverage').length
        if (questions.length === 0)
          return {
            does: msg`De verzekeringen hebben geen vragen`,
            impossible: msg`de bedrijfsaansprakelijkheidsverzekering heeft vragen; zonder vragen (alleen een apparaat) toont het scherm de vragen niet`,
          }
        if (extras === questions.length)
          return { does: msg`Alleen extra dekkingen komen binnen`, impossible: sample }
        if (extras === 0)
          return { does: msg`De vragen komen binnen, zonder extra dekkingen`, impossible: sample }
        return { does: msg`De vragen komen binnen, met extra dekkingen` }
      }
      case 'xstate.error.actor.loadQuestions':
        return {
          does: msg`Het laden van de vragen mislukt (de server is even onbereikbaar)`,
          force: { route: 'questions', status: 503 },
        }
      case 'user.retry':
        return {
          does: msg`De klant klikt op Opnieuw proberen`,
          act: [{ click: button(msg`Opnieuw proberen`) }],
        }
      case 'user.answer':
        return {
          does: msg`De klant beantwoordt de vraag op het scherm`,
          act: [{ call: 'answerShownQuestion', does: msg`De klant kiest het eerste antwoord` }],
        }
      case 'user.back':
        return {
          does: msg`De klant gaat een vraag terug`,
          act: [
            {
              call: 'backOneQuestion',
              does: msg`De klant klikt op Vorige vraag (bij de extra dekkingen: Vorige stap)`,
            },
          ],
        }
      case 'locale.changed':
        return {
          does: msg`De klant kiest English in het taalmenu; de vragen komen opnieuw, in die taal`,
          act: [{ call: 'switchLanguage', args: { language: 'English' }, does: msg`De klant kiest English` }],
          impossible: msg`na een andere taal spreekt het scherm Engels, en de volgende stappen van het pad zoeken Nederlandse woorden; tijdens het laden kan een test de taal niet kiezen`,
        }
      case 'xstate.done.actor.saveAnswer':
        return { does: msg`De server slaat het antwoord op` }
      case 'xstate.error.actor.saveAnswer':
        return {
          does: msg`Het opslaan van het antwoord mislukt (de server is even onbereikbaar)`,
          force: { route: 'answerCreate', status: 503 },
        }
      default:
        return {
          does: msg`De klant klikt bij de extra dekkingen op Verder`,
          act: [{ click: button(msg`Verder`) }],
        }
    }
  },
})
