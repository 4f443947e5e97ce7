import { msg } from '@lingui/core/macro'
import { CancelRefusal } from '../../../api/contract/cancellation'
import { defineScript, type EventScript } from './types'
import { button, heading } from './targets'

const next = { click: button(msg`Verder`) }
const back = { click: button(msg`Vorige stap`) }

/** Cancel a policy (machines/cancellation.machine.ts; forms §3 Cancellation), as the customer does it. */
export const cancellationScript = defineScript({
  journey: 'cancellation',
  title: msg`Een verzekering opzeggen`,
  about: msg`Vanuit de polis: uitleg, de laatste dag van de dekking (tot en met de volgende incassodatum), een korte vragenlijst, controleren en opzeggen. Een weigering van de server krijgt een eigen tekst; een verbroken verzoek kan opnieuw.`,
  setup: () => ({
    act: [
      {
        call: 'buyLiability',
        does: msg`Een nieuwe klant sluit een bedrijfsaansprakelijkheidsverzekering af`,
      },
      { call: 'openCancellation', does: msg`De klant opent bij die polis ‘Opzeggen’` },
    ],
  }),
  states: {
    'cancellation.intro': { says: msg`Wat opzeggen betekent`, see: heading(msg`Wat betekent opzeggen?`) },
    'cancellation.choosingDate': {
      says: msg`De laatste dag van de dekking kiezen`,
      see: heading(msg`Tot wanneer wil je verzekerd zijn?`),
    },
    'cancellation.survey': { says: msg`Waarom de klant opzegt`, see: heading(msg`Waarom zeg je op?`) },
    'cancellation.review': {
      says: msg`De opzegging controleren`,
      see: heading(msg`Controleer je opzegging`),
    },
    'cancellation.cancelling': { says: msg`De opzegging wordt verstuurd` },
    'cancellation.failed': {
      says: msg`Niet opgezegd: de reden, opnieuw proberen of een andere datum`,
      see: heading(msg`Je verzekering is niet opgezegd`),
    },
    'cancellation.cancelled': {
      says: msg`Opgezegd: de einddatum en de terugbetaling`,
      see: heading(msg`Je verzekering is opgezegd`),
    },
  },
  eventTypes: {
    'user.continue': msg`Gaat verder`,
    'user.chooseDate': msg`Kiest de laatste dag`,
    'user.answerSurvey': msg`Beantwoordt de vragenlijst`,
    'user.confirm': msg`Zegt op`,
    'user.back': msg`Gaat een stap terug`,
    'user.retry': msg`Probeert opnieuw`,
    'user.changeDate': msg`Kiest een andere datum`,
    'xstate.done.actor.cancelPolicy': msg`Opgezegd`,
    'xstate.error.actor.cancelPolicy': msg`Niet opgezegd`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'user.continue':
        return { does: msg`De klant leest de uitleg en klikt op Verder`, act: [next] }
      case 'user.chooseDate':
        return {
          does: msg`De klant kiest de volgende incassodatum als laatste dag`,
          act: [
            { fill: { role: 'label', name: msg`Laatste dag van je verzekering` }, value: { from: 'max' } },
            next,
          ],
        }
      case 'user.answerSurvey':
        return {
          does: msg`De klant vult de vragenlijst in: ontevreden, te duur`,
          act: [
            { check: { role: 'radio', name: msg`Ontevreden`, exact: true } },
            { check: { role: 'radio', name: msg`De verzekering is te duur`, exact: true } },
            next,
          ],
        }
      case 'user.confirm':
        return { does: msg`De klant klikt op Opzeggen`, act: [{ click: button(msg`Opzeggen`) }] }
      case 'user.back':
        return { does: msg`De klant gaat een stap terug`, act: [back] }
      case 'user.retry':
        return { does: msg`De klant probeert het opnieuw`, act: [{ click: button(msg`Opnieuw proberen`) }] }
      case 'user.changeDate':
        return {
          does: msg`De klant kiest een andere datum`,
          act: [{ click: button(msg`Andere datum kiezen`) }],
        }
      case 'xstate.done.actor.cancelPolicy':
        return { does: msg`De server zegt de verzekering op` }
      default: {
        const refused = (event.error as { reason?: string | null } | undefined)?.reason
        return refused
          ? {
              does: msg`De server weigert: de datum ligt na de volgende incassodatum`,
              force: {
                route: 'cancel',
                status: 400,
                body: {
                  code: 'validation_error',
                  field_errors: { date: [CancelRefusal.dateAfterNextBilling] },
                },
              },
            }
          : {
              does: msg`Het verzoek komt niet aan (de server is even onbereikbaar)`,
              force: { route: 'cancel', status: 503 },
            }
      }
    }
  },
})
