import { msg } from '@lingui/core/macro'
import { defineScript, type EventScript } from './types'
import { button, heading } from './targets'

/** The contents insurance's own quote on the page (each product's quote is a region named after it). */
const contents = { role: 'region', name: msg`Inboedelverzekering` } as const

/**
 * The home group's checkout (machines/home/home-journey.machine.ts; forms §3, §4 Consumer coverage quote,
 * §8): the home form, a quote per product, the coverages chosen, then the shared forms without a company.
 */
export const homeJourneyScript = defineScript({
  journey: 'homeJourney',
  title: msg`Woonverzekeringen: vragen over de woning, premie per verzekering, gegevens en afsluiten`,
  about: msg`In de afsluitstap van de woonverzekeringen (inboedel, aansprakelijkheid particulieren, opstal) beantwoordt de klant een paar vragen over de woning. Elke verzekering krijgt dan een premie, of de verzekeraar weigert hem met een reden. De klant kiest per verzekering een dekking en extra dekking, kan de aangeboden opstalverzekering toevoegen en vult dan de gegevens in, zonder bedrijf. Weigert de verzekeraar alles, dan terug naar het overzicht of de antwoorden aanpassen.`,
  setup: () => ({
    act: [
      {
        call: 'cartToCheckout',
        args: { products: ['Inboedelverzekering', 'Aansprakelijkheidsverzekering particulieren'] },
        does: msg`Een nieuwe klant (timmerman) legt de Inboedelverzekering en de Aansprakelijkheidsverzekering particulieren in de winkelwagen en gaat naar afrekenen`,
      },
    ],
  }),
  states: {
    'homeJourney.loading': { says: msg`De vragen over de woning worden opgehaald` },
    'homeJourney.loadFailed': {
      says: msg`De vragen konden niet worden opgehaald: opnieuw proberen`,
      see: heading(msg`De vragen konden niet worden geladen`),
    },
    'homeJourney.questions': {
      says: msg`De vragen over de woning: een gewoon stenen huis, eigenaar of huurder, het gezin`,
      see: heading(msg`Over je woning`),
    },
    'homeJourney.saving': { says: msg`De antwoorden worden bewaard` },
    'homeJourney.quoting': { says: msg`De premie wordt per verzekering berekend` },
    'homeJourney.quoting.requesting': { says: msg`De premie van de volgende verzekering wordt gevraagd` },
    'homeJourney.quoting.next': { says: msg`Door naar de volgende verzekering, of naar de uitkomst` },
    'homeJourney.quoteFailed': {
      says: msg`De premie kon niet worden berekend: opnieuw proberen of de antwoorden aanpassen`,
      see: heading(msg`Je premie kon niet worden berekend`),
    },
    'homeJourney.quoted': {
      says: msg`De premie per verzekering: dekking en extra dekking kiezen, de opstalverzekering wordt aangeboden`,
      see: heading(msg`Je premie`, true),
    },
    'homeJourney.addingProduct': { says: msg`De aangeboden verzekering gaat in de winkelwagen` },
    'homeJourney.accepting': { says: msg`De gekozen dekkingen worden vastgelegd` },
    'homeJourney.forms': {
      says: msg`De gegevens van de klant (zonder bedrijf), de verklaringen, de ingangsdatum en de betaling`,
      see: heading(msg`Je persoonlijke gegevens`),
    },
    'homeJourney.refused': {
      says: msg`De verzekeraar weigert alle verzekeringen: de reden, terug naar het overzicht of de antwoorden aanpassen`,
      see: heading(msg`We kunnen je deze verzekering niet aanbieden`),
    },
    'homeJourney.done': {
      says: msg`De verzekeringen zijn afgesloten`,
      see: heading(msg`Je verzekeringen zijn afgesloten`),
    },
    'homeJourney.droppedOut': {
      says: msg`Niets afgesloten, of de klant is gestopt`,
      see: heading(msg`Er is niets afgesloten`),
    },
    'homeJourney.left': {
      says: msg`Terug naar het overzicht: er is niets afgesloten, de winkelwagen blijft`,
      see: heading(msg`Verzekeringen voor jou`),
    },
  },
  eventTypes: {
    'xstate.done.actor.loadQuestions': msg`Vragen opgehaald`,
    'xstate.error.actor.loadQuestions': msg`Vragen niet opgehaald`,
    'user.submitAnswers': msg`Klikt op Bereken je premie`,
    'xstate.done.actor.saveAnswers': msg`Antwoorden bewaard`,
    'xstate.error.actor.saveAnswers': msg`Antwoorden niet bewaard`,
    'xstate.done.actor.quote': msg`Premie berekend of geweigerd`,
    'xstate.error.actor.quote': msg`Premie niet berekend`,
    'user.chooseCoverage': msg`Kiest een dekking`,
    'user.toggleExtra': msg`Zet extra dekking aan of uit`,
    'user.addCrossSell': msg`Voegt de opstalverzekering toe`,
    'xstate.done.actor.addProduct': msg`Toegevoegd`,
    'xstate.error.actor.addProduct': msg`Niet toegevoegd`,
    'user.changeAnswers': msg`Past de antwoorden aan`,
    'user.continue': msg`Klikt op Verder naar je gegevens`,
    'xstate.done.actor.acceptQuotes': msg`Dekkingen vastgelegd`,
    'xstate.error.actor.acceptQuotes': msg`Dekkingen niet vastgelegd`,
    'xstate.done.actor.forms': msg`Formulieren klaar`,
    'user.backToOverview': msg`Gaat terug naar het overzicht`,
    'user.retry': msg`Probeert opnieuw`,
    'user.dropOut': msg`Slaat de verzekering over`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'xstate.done.actor.loadQuestions':
        return { does: msg`De vragen over de woning staan klaar` }
      case 'xstate.error.actor.loadQuestions':
        return {
          does: msg`Het ophalen van de vragen komt niet aan (de server is even onbereikbaar)`,
          force: { route: 'questions', status: 503 },
        }
      case 'user.submitAnswers':
        return {
          does: msg`De klant antwoordt: een gewoon stenen huis, eigenaar (als de opstalverzekering het vraagt), het eerste gezin (als de aansprakelijkheidsverzekering het vraagt), en klikt op Bereken je premie`,
          act: [
            { call: 'answerHome', does: msg`De klant beantwoordt de vragen over de woning` },
            { click: button(msg`Bereken je premie`) },
          ],
        }
      case 'xstate.done.actor.saveAnswers':
        return { does: msg`De server bewaart de antwoorden` }
      case 'xstate.error.actor.saveAnswers':
        // The answers were saved before on every path with this case: a second save is a PATCH.
        return {
          does: msg`Het bewaren van de gewijzigde antwoorden komt niet aan (de server is even onbereikbaar)`,
          force: { route: 'homeAnswersUpdate', status: 503 },
        }
      case 'xstate.done.actor.quote':
        return 'refusal' in (event.output as object)
          ? {
              does: msg`De verzekeraar weigert de verzekering: geen gewoon stenen huis (AZH01)`,
              act: [
                {
                  call: 'awaitQuotes',
                  does: msg`De premie van elke verzekering is berekend of geweigerd`,
                },
              ],
              force: {
                route: 'homeQuote',
                status: 400,
                body: {
                  code: 'validation_error',
                  non_field_errors: ['AZH01'],
                  rejected_reason: { error_code: 'AZH01' },
                },
              },
            }
          : { does: msg`De server berekent de premie van de verzekering` }
      case 'xstate.error.actor.quote':
        return {
          does: msg`Het berekenen van de premie komt niet aan (de server is even onbereikbaar)`,
          force: { route: 'homeQuote', status: 503 },
        }
      case 'user.chooseCoverage':
        return {
          does: msg`De klant kiest bij de Inboedelverzekering Geen eigen risico`,
          act: [{ check: { role: 'radio', name: msg`Geen eigen risico`, within: contents } }],
        }
      case 'user.toggleExtra':
        return {
          does: msg`De klant zet bij de Inboedelverzekering de Buitenshuisdekking aan`,
          act: [{ check: { role: 'checkbox', name: msg`Buitenshuisdekking`, within: contents } }],
        }
      case 'user.addCrossSell':
        return {
          does: msg`De klant voegt de aangeboden Opstalverzekering toe`,
          act: [{ click: button(msg`Opstalverzekering toevoegen aan deze berekening`) }],
        }
      case 'xstate.done.actor.addProduct':
        return { does: msg`De Opstalverzekering staat in de winkelwagen en in deze berekening` }
      case 'xstate.error.actor.addProduct':
        return {
          does: msg`Het toevoegen komt niet aan (de server is even onbereikbaar)`,
          force: { route: 'cartAdd', status: 503 },
        }
      case 'user.changeAnswers':
        return {
          does: msg`De klant klikt op Antwoorden aanpassen`,
          act: [{ click: button(msg`Antwoorden aanpassen`) }],
        }
      case 'user.continue':
        return {
          does: msg`De klant klikt op Verder naar je gegevens`,
          act: [{ click: button(msg`Verder naar je gegevens`) }],
        }
      case 'xstate.done.actor.acceptQuotes':
        return { does: msg`De server legt de gekozen dekkingen vast: de winkelwagen toont de premie` }
      case 'xstate.error.actor.acceptQuotes':
        return {
          does: msg`Het vastleggen komt niet aan (de server is even onbereikbaar)`,
          force: { route: 'homeQuoteAccept', status: 503 },
        }
      case 'xstate.done.actor.forms': {
        const status = (event.output as { status: string }).status
        return status === 'back'
          ? {
              does: msg`De klant klikt op het eerste formulier op Vorige stap`,
              act: [{ click: button(msg`Vorige stap`) }],
            }
          : status === 'dropOut'
            ? {
                does: msg`De klant slaat de verzekeringen over op het eerste formulier: niets afgesloten`,
                act: [
                  { call: 'skipGroup', does: msg`De klant klikt op Deze verzekering overslaan en bevestigt` },
                ],
              }
            : {
                does: msg`De klant vult de formulieren in en sluit de verzekeringen af`,
                act: [
                  {
                    call: 'fillConsumerForms',
                    does: msg`De klant vult persoon, adres, verklaringen en IBAN in`,
                  },
                ],
                dataLayer: ['add_payment_info', 'purchase'],
              }
      }
      case 'user.backToOverview':
        return {
          does: msg`De klant klikt op Terug naar het overzicht`,
          act: [{ click: button(msg`Terug naar het overzicht`) }],
        }
      case 'user.retry':
        return {
          does: msg`De klant klikt op Opnieuw proberen`,
          act: [{ click: button(msg`Opnieuw proberen`) }],
        }
      default:
        return {
          does: msg`De klant klikt op Deze verzekering overslaan en bevestigt`,
          act: [{ call: 'skipGroup', does: msg`De klant klikt op Deze verzekering overslaan en bevestigt` }],
        }
    }
  },
})
