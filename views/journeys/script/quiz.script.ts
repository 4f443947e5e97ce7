import { msg } from '@lingui/core/macro'
import { defineScript, type EventCase, type EventScript } from './types'
import { heading } from './targets'

const output = <T>(event: EventCase) => event.output as T
const reasonOf = (event: EventCase) => (event.error as { reason?: string | null } | undefined)?.reason ?? null
const isStale = (event: EventCase) => reasonOf(event) !== null

/** The knowledge quiz of income protection (machines/quiz.machine.ts; forms §4 Quiz), as the customer takes it. */
export const quizScript = defineScript({
  journey: 'quiz',
  title: msg`De kennistoets van de arbeidsongeschiktheidsverzekering`,
  about: msg`Elf vragen, één per keer, met terug. De server beoordeelt de toets. Geslaagd: door naar de gezondheidsvragen. Eén keer gezakt: een tweede poging met een andere toets (ook per e-mail). Twee keer gezakt: een adviseur helpt verder. De server houdt de pogingen bij, dus herladen geeft nooit een derde poging.`,
  setup: (_input, path) => {
    const first = path[0]
    const status =
      first?.type === 'xstate.done.actor.loadStatus'
        ? output<{ passed: boolean; next_attempt: 1 | 2 | null }>(first)
        : undefined
    const failed =
      !status || status.passed ? 0 : status.next_attempt === 1 ? 0 : status.next_attempt === 2 ? 1 : 2
    const right = path.some(
      (e) =>
        e.type === 'xstate.done.actor.submitAttempt' &&
        output<{ attempt: number; passed: boolean }>(e).attempt === 1 &&
        output<{ passed: boolean }>(e).passed,
    )
    const staleSubmit = path.some((e) => e.type === 'xstate.error.actor.submitAttempt' && isStale(e))
    const staleRetry = path.some((e) => e.type === 'xstate.error.actor.loadQuiz' && isStale(e))
    // The first attempt on screen, and the quiz loads the second: the first was failed in another tab.
    const loaded = path.find((e) => e.type === 'xstate.done.actor.loadQuiz')
    const firstElsewhere =
      status?.next_attempt === 1 && loaded !== undefined && output<{ attempt: number }>(loaded).attempt === 2
    return {
      act: [
        {
          call: 'prepareQuiz',
          args: { failed, passed: status?.passed === true, right, staleSubmit, staleRetry, firstElsewhere },
          does: status?.passed
            ? msg`Een nieuwe klant (timmerman) legt de arbeidsongeschiktheidsverzekering in de winkelwagen en is al geslaagd voor de toets`
            : failed === 1
              ? msg`Een nieuwe klant (timmerman) legt de arbeidsongeschiktheidsverzekering in de winkelwagen en is al één keer gezakt`
              : failed === 2
                ? msg`Een nieuwe klant (timmerman) legt de arbeidsongeschiktheidsverzekering in de winkelwagen en is al twee keer gezakt`
                : msg`Een nieuwe klant (timmerman) legt de arbeidsongeschiktheidsverzekering in de winkelwagen`,
        },
        { call: 'openQuiz', does: msg`De klant klikt in de winkelwagen op Verder` },
      ],
    }
  },
  states: {
    'quiz.loadingStatus': { says: msg`De server zegt hoe ver de klant met de toets is` },
    'quiz.loadFailed': {
      says: msg`De toets kon niet worden geladen: opnieuw proberen`,
      see: heading(msg`De toets kon niet worden geladen`),
    },
    'quiz.intro': { says: msg`Uitleg over de toets en de twee pogingen`, see: heading(msg`Kennistoets`) },
    'quiz.loadingQuiz': { says: msg`De vragen van deze poging worden geladen` },
    'quiz.answering': {
      says: msg`De klant beantwoordt de vragen, één per keer`,
      see: { role: 'text', name: msg`van 11` },
    },
    'quiz.submitting': { says: msg`De server beoordeelt de toets` },
    'quiz.passedResult': { says: msg`Geslaagd: de score`, see: heading(msg`Je bent geslaagd`) },
    'quiz.secondChance': {
      says: msg`Eén keer gezakt: een tweede poging met een andere toets, nu of later via de e-mail`,
      see: heading(msg`Helaas, nog niet gehaald`),
    },
    'quiz.failedTwice': {
      says: msg`Twee keer gezakt: een adviseur helpt verder`,
      see: heading(msg`Een adviseur helpt je verder`),
    },
    'quiz.passed': { says: msg`Geslaagd: door naar de gezondheidsvragen`, see: heading(msg`Je gezondheid`) },
    'quiz.failed': {
      says: msg`Niet geslaagd: het resultaat zegt dat een adviseur nodig is`,
      see: { role: 'text', name: msg`Adviseur nodig`, exact: true },
    },
  },
  eventTypes: {
    'xstate.done.actor.loadStatus': msg`Stand bekend`,
    'xstate.error.actor.loadStatus': msg`Stand niet geladen`,
    'user.start': msg`Start de toets`,
    'xstate.done.actor.loadQuiz': msg`Vragen geladen`,
    'xstate.error.actor.loadQuiz': msg`Vragen niet geladen`,
    'user.answer': msg`Kiest een antwoord`,
    'user.back': msg`Gaat een vraag terug`,
    'user.submit': msg`Levert de toets in`,
    'xstate.done.actor.submitAttempt': msg`Beoordeeld`,
    'xstate.error.actor.submitAttempt': msg`Niet beoordeeld`,
    'user.retry': msg`Probeert opnieuw`,
    'user.continue': msg`Gaat verder`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'xstate.done.actor.loadStatus': {
        const status = output<{ passed: boolean; next_attempt: 1 | 2 | null }>(event)
        return {
          does: status.passed
            ? msg`De server zegt: al geslaagd`
            : status.next_attempt === 1
              ? msg`De server zegt: de eerste poging is aan de beurt`
              : status.next_attempt === 2
                ? msg`De server zegt: de tweede poging is aan de beurt`
                : msg`De server zegt: beide pogingen zijn gebruikt`,
        }
      }
      case 'xstate.error.actor.loadStatus':
        return {
          does: msg`De server is even onbereikbaar: de stand van de toets komt niet aan`,
          force: { route: 'quiz', status: 503 },
        }
      case 'user.start':
        return {
          does: msg`De klant klikt op Start de toets`,
          act: [{ call: 'startQuiz', does: msg`De klant klikt op Start de toets` }],
        }
      case 'xstate.done.actor.loadQuiz':
        return output<{ attempt: number }>(event).attempt === 2
          ? {
              does: msg`De server geeft de vragen van de tweede poging (is de eerste intussen in een ander tabblad gemaakt, dan ook die van de tweede)`,
            }
          : { does: msg`De server geeft de vragen van de eerste poging` }
      case 'xstate.error.actor.loadQuiz':
        return isStale(event)
          ? {
              does: msg`De server zegt dat er geen poging meer over is: de klant heeft de tweede poging intussen in een ander tabblad gemaakt`,
            }
          : {
              does: msg`De server is even onbereikbaar: de vragen komen niet aan`,
              force: { route: 'quiz', status: 503 },
            }
      case 'user.answer': {
        const first = event.question === 11 || event.question === 21
        return first
          ? {
              does: msg`De klant kiest een antwoord op de eerste vraag`,
              act: [{ call: 'answerFirst', does: msg`De klant kiest een antwoord op de eerste vraag` }],
              dataLayer: ['quiz'],
            }
          : {
              does: msg`De klant beantwoordt de andere vragen tot en met de laatste`,
              act: [
                {
                  call: 'answerRest',
                  does: msg`De klant beantwoordt de andere vragen tot en met de laatste`,
                },
              ],
              dataLayer: ['quiz'],
            }
      }
      case 'user.back':
        return {
          does: msg`De klant klikt op Vorige vraag`,
          act: [{ click: { role: 'button', name: msg`Vorige vraag`, exact: true } }],
        }
      case 'user.submit':
        return {
          does: msg`De klant klikt op Toets inleveren`,
          act: [{ call: 'handIn', does: msg`De klant klikt op Toets inleveren` }],
        }
      case 'xstate.done.actor.submitAttempt': {
        const result = output<{ attempt: number; passed: boolean }>(event)
        return {
          does: result.passed
            ? msg`De server beoordeelt de toets: geslaagd (alle antwoorden goed)`
            : result.attempt === 1
              ? msg`De server beoordeelt de eerste poging: gezakt (alle antwoorden fout)`
              : msg`De server beoordeelt de tweede poging: gezakt (alle antwoorden fout)`,
          dataLayer: ['quiz'],
        }
      }
      case 'xstate.error.actor.submitAttempt':
        return isStale(event)
          ? {
              does: msg`De server zegt dat deze poging al is ingeleverd: de klant heeft hem intussen in een ander tabblad ingeleverd`,
            }
          : {
              does: msg`De server is even onbereikbaar: de toets is niet ingeleverd`,
              force: { route: 'quizSubmit', status: 503 },
            }
      case 'user.retry':
        return {
          does: msg`De klant klikt op Tweede poging starten (na de eerste poging) of Opnieuw proberen (na een fout)`,
          act: [
            {
              call: 'retryQuiz',
              does: msg`De klant klikt op Tweede poging starten (na de eerste poging) of Opnieuw proberen (na een fout)`,
            },
          ],
        }
      default:
        return {
          does: msg`De klant klikt op Verder`,
          act: [{ click: { role: 'button', name: msg`Verder`, exact: true } }],
        }
    }
  },
})
