import { msg } from '@lingui/core/macro'
import { defineScript, type EventCase, type EventScript } from './types'
import { button, heading } from './targets'

/** A review action of the sample medical outcomes (machines/aov/aov-journey.journey.ts). */
const reviewOf = (event: EventCase) =>
  (event.output as { review?: { review_action?: string } } | undefined)?.review?.review_action
const isUnavailable = (event: EventCase) =>
  event.type === 'xstate.done.actor.checkAvailable' && event.output === false

/** The medical questions answered as a person does, with the given answers yes (their Dutch words). */
const medical = (args: Record<string, unknown> = {}) => ({
  call: 'answerMedical',
  args,
  does: msg`De klant vult de gezondheidsvragen in en klikt op Verder`,
})

const childStops = msg`deze stap vangt elke fout van zijn eigen aanroepen zelf op (met een eigen melding en opnieuw proberen); hij stopt alleen door een fout in de code, die geen scherm en geen antwoord van de server veroorzaakt`

/**
 * Income protection in the checkout (machines/aov/aov-journey.machine.ts; forms §4, §8, §9): the
 * availability, the knowledge quiz, the medical questions, the birth date, the premium and its
 * application, then the checkout forms and the purchase, as the customer goes through them.
 */
export const aovJourneyScript = defineScript({
  journey: 'aovJourney',
  title: msg`Arbeidsongeschiktheidsverzekering: toets, gezondheid, premie en afsluiten`,
  about: msg`Voor de arbeidsongeschiktheidsverzekering: de verzekering moet bij het beroep passen; dan de kennistoets (twee pogingen), de gezondheidsvragen, de geboortedatum, de premie en het overzicht ervan; de bevestigde premie wordt opgeslagen als aanvraag, daarna volgen bedrijf, persoonlijke gegevens, adres, verklaringen, ingangsdatum en IBAN, de identiteitscontrole en het afsluiten. Twee keer gezakt of een ernstige gezondheidsreden: een adviseur helpt verder; een andere gezondheidsreden: contact binnen een werkdag of niet beschikbaar. De klant kan de verzekering overslaan.`,
  setup: (_input, path) => ({
    act: [
      {
        call: 'fillCart',
        args: { products: ['Arbeidsongeschiktheidsverzekering'] },
        does: msg`Een nieuwe klant (timmerman) legt de arbeidsongeschiktheidsverzekering in de winkelwagen`,
      },
      path.some(isUnavailable)
        ? {
            call: 'openIncomeProtection',
            args: { professionGone: true },
            does: msg`De klant klikt in de winkelwagen op Verder; als de controle mislukt is, is intussen het beroep van de klant weggehaald (zonder beroep past geen verzekering)`,
          }
        : {
            call: 'openIncomeProtection',
            does: msg`De klant klikt in de winkelwagen op Verder`,
          },
    ],
  }),
  states: {
    'aovJourney.checking': { says: msg`Wordt gecontroleerd of de verzekering bij het beroep past` },
    'aovJourney.checkFailed': {
      says: msg`De verzekering kon niet worden geladen, of een stap stopte; opnieuw proberen of overslaan`,
      see: heading(msg`Deze verzekering kon niet worden geladen`),
    },
    'aovJourney.quiz': { says: msg`De kennistoets, met twee pogingen`, see: heading(msg`Kennistoets`) },
    'aovJourney.medical': {
      says: msg`De gezondheidsvragen, de rechtsvorm, lengte en gewicht`,
      see: heading(msg`Je gezondheid`),
    },
    'aovJourney.birthDate': {
      says: msg`De geboortedatum: de premie hangt af van de leeftijd (18 tot 57)`,
      see: heading(msg`Wat is je geboortedatum?`),
    },
    'aovJourney.premium': {
      says: msg`De premie samenstellen en bekijken`,
      see: heading(msg`Stel je verzekering samen`),
    },
    'aovJourney.confirming': { says: msg`De bevestigde premie wordt opgeslagen als aanvraag` },
    'aovJourney.confirmFailed': {
      says: msg`De keuze is niet opgeslagen; opnieuw proberen of de keuzes aanpassen`,
      see: heading(msg`Je keuze is niet opgeslagen`),
    },
    'aovJourney.forms': {
      says: msg`Bedrijf, persoonlijke gegevens, adres, verklaringen, ingangsdatum en IBAN, en afsluiten`,
      see: heading(msg`Je bedrijf`),
    },
    'aovJourney.ended': {
      says: msg`Gestopt vóór het afsluiten: een adviseur helpt verder, er volgt contact of de verzekering is niet beschikbaar`,
      see: heading(msg`Er is niets afgesloten`),
    },
    'aovJourney.droppedOut': {
      says: msg`Overgeslagen: niets afgesloten, de verzekering blijft in de winkelwagen`,
      see: heading(msg`Er is niets afgesloten`),
    },
    'aovJourney.done': { says: msg`Afgesloten`, see: heading(msg`Je verzekering is afgesloten`) },
  },
  eventTypes: {
    'xstate.done.actor.checkAvailable': msg`Beschikbaarheid bekend`,
    'xstate.error.actor.checkAvailable': msg`Controle mislukt`,
    'xstate.done.actor.quiz': msg`Toets klaar`,
    'xstate.error.actor.quiz': msg`Toets stopt`,
    'xstate.done.actor.medical': msg`Gezondheid beoordeeld`,
    'xstate.error.actor.medical': msg`Gezondheidsvragen stoppen`,
    'user.submitBirthDate': msg`Vult de geboortedatum in`,
    'xstate.done.actor.premium': msg`Premie bevestigd`,
    'xstate.error.actor.premium': msg`Premiestap stopt`,
    'xstate.done.actor.saveApplication': msg`Aanvraag opgeslagen`,
    'xstate.error.actor.saveApplication': msg`Opslaan mislukt`,
    'xstate.done.actor.forms': msg`Formulieren klaar`,
    'xstate.error.actor.forms': msg`Formulieren stoppen`,
    'user.back': msg`Gaat een stap terug`,
    'user.retry': msg`Probeert opnieuw`,
    'user.dropOut': msg`Slaat de verzekering over`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'xstate.done.actor.checkAvailable':
        return isUnavailable(event)
          ? { does: msg`De verzekering past niet (meer) bij het beroep`, dataLayer: ['dropout'] }
          : { does: msg`De verzekering past bij het beroep: de kennistoets begint` }
      case 'xstate.error.actor.checkAvailable':
        return {
          does: msg`De controle mislukt (de server is even onbereikbaar)`,
          force: { route: 'insuranceProducts', status: 503 },
        }
      case 'xstate.done.actor.quiz':
        return (event.output as { passed: boolean }).passed
          ? {
              does: msg`De klant haalt de kennistoets en klikt op Start de toets, die hem gehaald vindt`,
              act: [
                {
                  call: 'quizPassedByApi',
                  does: msg`De antwoorden gaan via de API van de pagina (de schermen van de toets lopen de paden van de toets zelf en het pad waarin de klant twee keer zakt)`,
                },
                { click: button(msg`Start de toets`) },
              ],
            }
          : {
              does: msg`De klant zakt twee keer voor de kennistoets en klikt op Verder: een adviseur is nodig`,
              act: [
                {
                  call: 'failQuizTwice',
                  does: msg`De klant beantwoordt in beide pogingen alle vragen fout`,
                },
              ],
              dataLayer: ['quiz', 'dropout'],
            }
      case 'xstate.done.actor.medical':
        switch (reviewOf(event)) {
          case 'approve':
            return {
              does: msg`De klant antwoordt overal nee (eenmanszaak, 180 cm, 75 kg): goedgekeurd`,
              act: [medical()],
            }
          case 'price_increase':
            return {
              does: msg`De klant heeft suikerziekte: een toeslag op de premie`,
              act: [medical({ yes: ['Heb je suikerziekte (diabetes)?'] })],
            }
          case 'drop_out':
            return {
              does: msg`De klant is onder behandeling van een arts: er volgt binnen een werkdag contact`,
              act: [
                medical({
                  yes: [
                    'Ben je nu onder behandeling of controle van een arts, specialist, therapeut of psycholoog?',
                  ],
                }),
              ],
              dataLayer: ['dropout'],
            }
          case 'reject':
            return {
              does: msg`De klant had een arbeidsongeschiktheidsuitkering: niet beschikbaar`,
              act: [
                medical({
                  yes: ['Heb je in de laatste 5 jaar een uitkering gehad wegens arbeidsongeschiktheid?'],
                }),
              ],
              dataLayer: ['dropout'],
            }
          default:
            return {
              does: msg`De klant is 180 cm en weegt 120 kg (BMI 37): een adviseur is nodig`,
              act: [medical({ weight: 120 })],
              dataLayer: ['dropout'],
            }
        }
      case 'user.submitBirthDate':
        return {
          does: msg`De klant vult de geboortedatum 28-02-1990 in en klikt op Bereken mijn premie`,
          act: [
            { fill: { role: 'label', name: msg`Geboortedatum` }, value: '1990-02-28' },
            { click: button(msg`Bereken mijn premie`) },
          ],
        }
      case 'xstate.done.actor.premium':
        return {
          does: msg`De klant houdt het pakket Standaard, bekijkt de premie en klikt op Akkoord, verder`,
          act: [{ call: 'confirmPremium', does: msg`De klant bekijkt de premie en gaat akkoord` }],
        }
      case 'xstate.done.actor.saveApplication':
        return { does: msg`De server slaat de aanvraag op; de winkelwagen toont de premie` }
      case 'xstate.error.actor.saveApplication':
        return {
          does: msg`De server weigert de aanvraag: de kennistoets is niet gehaald`,
          force: {
            route: 'aovApplication',
            status: 400,
            body: { code: 'validation_error', non_field_errors: ['quiz_not_passed'] },
          },
        }
      case 'xstate.done.actor.forms': {
        const status = (event.output as { status: string }).status
        if (status === 'back')
          return {
            does: msg`De klant klikt bij het bedrijf op Vorige stap: terug naar de premie`,
            act: [{ click: button(msg`Vorige stap`) }],
          }
        if (status === 'dropOut')
          return {
            does: msg`De klant slaat de verzekering over bij het bedrijf: niets afgesloten`,
            act: [
              { call: 'skipGroup', does: msg`De klant klikt op Deze verzekering overslaan en bevestigt` },
            ],
          }
        return {
          does: msg`De klant vult de formulieren in, laat de identiteit controleren en sluit de verzekering af`,
          act: [
            {
              call: 'buyIncomeProtection',
              does: msg`De klant vult bedrijf, persoon, adres, verklaringen en IBAN in en bevestigt wie hij is`,
            },
          ],
          dataLayer: ['add_payment_info', 'purchase'],
        }
      }
      case 'xstate.error.actor.quiz':
        return { does: msg`De kennistoets stopt onverwacht`, impossible: childStops }
      case 'xstate.error.actor.medical':
        return { does: msg`De gezondheidsvragen stoppen onverwacht`, impossible: childStops }
      case 'xstate.error.actor.premium':
        return { does: msg`De premiestap stopt onverwacht`, impossible: childStops }
      case 'xstate.error.actor.forms':
        return { does: msg`De formulieren stoppen onverwacht`, impossible: childStops }
      case 'user.back':
        return {
          does: msg`De klant gaat een stap terug`,
          act: [
            {
              call: 'goBack',
              does: msg`De klant klikt op Vorige stap (na een mislukte opslag: Keuzes aanpassen)`,
            },
          ],
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
