import { msg } from '@lingui/core/macro'
import { defineScript, type EventScript } from './types'
import { button } from './targets'

const calculate = { click: button(msg`Bereken mijn premie`) }

/** Device insurance's own step (machines/device/device-quote.machine.ts; forms §3 Device quote form). */
export const deviceQuoteScript = defineScript({
  journey: 'deviceQuote',
  title: msg`Elektronicaverzekering: het apparaat en de premie`,
  about: msg`In de afsluitstap van de Elektronicaverzekering vult de klant het apparaat in: soort, aankoopprijs, IMEI- of serienummer, de vergoeding per schade en per jaar en de einddatum. De server controleert en bewaart het en berekent de premie. Mislukt het bewaren, dan blijft het formulier staan om opnieuw te proberen; Vorige stap gaat terug naar de vragen van de andere verzekeringen.`,
  setup: ({ value }) => {
    const questions = (value as { canGoBack: boolean }).canGoBack
    return {
      act: [
        questions
          ? {
              call: 'startDevice',
              args: { questions: true },
              does: msg`Een nieuwe timmerman legt de Bedrijfsaansprakelijkheidsverzekering en de Elektronicaverzekering in de winkelwagen, klikt op Verder en beantwoordt de vragen van de aansprakelijkheidsverzekering`,
            }
          : {
              call: 'startDevice',
              does: msg`Een nieuwe timmerman legt alleen de Elektronicaverzekering in de winkelwagen en klikt op Verder`,
            },
      ],
    }
  },
  states: {
    'deviceQuote.loading': { says: msg`Een eerder ingevuld apparaat wordt opgehaald` },
    'deviceQuote.loadFailed': {
      says: msg`Het eerder ingevulde apparaat kon niet worden opgehaald: opnieuw proberen`,
      see: button(msg`Opnieuw proberen`),
    },
    'deviceQuote.editing': {
      says: msg`Het formulier van het apparaat`,
      see: button(msg`Bereken mijn premie`),
    },
    'deviceQuote.saving': { says: msg`Het apparaat wordt bewaard en de premie berekend` },
    'deviceQuote.saveFailed': {
      says: msg`Bewaren mislukt: het formulier blijft staan, opnieuw proberen of aanpassen`,
      see: button(msg`Opnieuw proberen`),
    },
    'deviceQuote.saved': {
      says: msg`Het apparaat is bewaard en de premie berekend: door naar de gegevens`,
      see: { role: 'heading', name: msg`Je bedrijf` },
    },
    'deviceQuote.back': { says: msg`Terug naar de vragen van de andere verzekeringen` },
  },
  eventTypes: {
    'xstate.done.actor.loadQuote': msg`Opgehaald`,
    'xstate.error.actor.loadQuote': msg`Ophalen mislukt`,
    'xstate.done.actor.saveQuote': msg`Bewaard en berekend`,
    'xstate.error.actor.saveQuote': msg`Bewaren mislukt`,
    'user.submit': msg`Klikt op Bereken mijn premie`,
    'user.retry': msg`Probeert opnieuw`,
    'user.back': msg`Gaat een stap terug`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'xstate.done.actor.loadQuote':
        return event.output
          ? { does: msg`Het eerder ingevulde apparaat staat al in het formulier` }
          : { does: msg`Er is nog geen apparaat ingevuld: het formulier is leeg` }
      case 'xstate.error.actor.loadQuote':
        return {
          does: msg`Het ophalen komt niet aan (de server is even onbereikbaar)`,
          force: { route: 'deviceQuoteGet', status: 503 },
        }
      case 'xstate.done.actor.saveQuote':
        return { does: msg`De server bewaart het apparaat en berekent de premie` }
      case 'xstate.error.actor.saveQuote':
        return {
          does: msg`Het bewaren komt niet aan (de server is even onbereikbaar)`,
          force: { route: 'deviceQuoteSave', status: 503 },
        }
      case 'user.submit':
        return {
          does: msg`De klant vult een smartphone van € 800 in met een geldig IMEI-nummer, laat de vergoedingen staan, kiest de laatst mogelijke einddatum en klikt op Bereken mijn premie`,
          act: [
            { fill: { role: 'label', name: msg`Aankoopprijs in euro` }, value: '800' },
            { fill: { role: 'label', name: msg`IMEI-nummer` }, value: '490154203237518' },
            { fill: { role: 'label', name: msg`Einddatum` }, value: { from: 'max' } },
            calculate,
          ],
        }
      case 'user.retry':
        return {
          does: msg`De klant klikt op Opnieuw proberen`,
          act: [{ click: button(msg`Opnieuw proberen`) }],
        }
      default:
        // From the busy state the click waits for the form: on screen Vorige stap is there only then.
        return { does: msg`De klant klikt op Vorige stap`, act: [{ click: button(msg`Vorige stap`) }] }
    }
  },
})
