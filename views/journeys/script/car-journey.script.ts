import { msg } from '@lingui/core/macro'
import { defineScript, type EventScript } from './types'
import { button, heading } from './targets'

const calculate = { click: button(msg`Bereken mijn premie`) }

/** The error body of a refusal as the server answers it (api/server/car/car-service.ts `refusal`). */
const refusal = (code: string) => ({
  code: 'quote_refused',
  non_field_errors: [code],
  rejected_reason: { error_code: code },
})

/**
 * The car group's checkout (machines/car/car-journey.machine.ts; forms §3, §5, §8): the quote form by
 * licence plate, the quote with a premium per cover, the cover chosen, then the shared forms.
 */
export const carJourneyScript = defineScript({
  journey: 'carJourney',
  title: msg`Autoverzekering: kenteken, dekking, gegevens en afsluiten`,
  about: msg`In de afsluitstap van de Zakelijke autoverzekering vult de klant het kenteken, de kilometers per jaar, de schadevrije jaren, de geboortedatum en het adres in. De server zoekt de auto op en geeft een premie per dekking; de klant kiest een dekking en vult dan de gewone formulieren in. De verzekeraar kan de premieberekening of de gekozen dekking weigeren: dan terug naar het overzicht of de gegevens aanpassen.`,
  setup: () => ({
    act: [
      {
        call: 'cartToCheckout',
        args: { products: ['Zakelijke autoverzekering'] },
        does: msg`Een nieuwe klant (timmerman) legt de Zakelijke autoverzekering in de winkelwagen en gaat naar afrekenen`,
      },
    ],
  }),
  states: {
    'carJourney.quoteForm': {
      says: msg`Het formulier voor de autopremie: kenteken, kilometers, schadevrije jaren, geboortedatum en adres`,
      see: heading(msg`Bereken je autopremie`),
    },
    'carJourney.quoting': { says: msg`De auto wordt opgezocht en de premie berekend` },
    'carJourney.quoteFailed': {
      says: msg`De premie kon niet worden berekend: opnieuw proberen of de gegevens aanpassen`,
      see: heading(msg`Je premie kon niet worden berekend`),
    },
    'carJourney.quoted': {
      says: msg`De gevonden auto en de premie per dekking: de klant kiest`,
      see: heading(msg`Je premie`, true),
    },
    'carJourney.choosing': { says: msg`De gekozen dekking wordt klaargezet` },
    'carJourney.chooseFailed': {
      says: msg`De keuze is niet opgeslagen: opnieuw proberen of de keuze aanpassen`,
      see: heading(msg`Je keuze is niet opgeslagen`),
    },
    'carJourney.refused': {
      says: msg`De verzekeraar weigert: de reden, terug naar het overzicht of de gegevens aanpassen`,
      see: heading(msg`We kunnen je auto zo niet verzekeren`),
    },
    'carJourney.forms': {
      says: msg`De gegevens van het bedrijf en de klant, de verklaringen, de ingangsdatum en de betaling`,
      see: heading(msg`Je bedrijf`),
    },
    'carJourney.left': {
      says: msg`Terug naar het overzicht: er is niets afgesloten, de winkelwagen blijft`,
      see: heading(msg`Verzekeringen voor jou`),
    },
    'carJourney.done': {
      says: msg`De auto is verzekerd`,
      see: heading(msg`Je verzekering is afgesloten`),
    },
    'carJourney.droppedOut': {
      says: msg`Niets afgesloten, of de klant is gestopt`,
      see: heading(msg`Er is niets afgesloten`),
    },
  },
  eventTypes: {
    'user.submitQuote': msg`Klikt op Bereken mijn premie`,
    'xstate.done.actor.requestQuote': msg`Premie berekend, geweigerd of kenteken onbekend`,
    'xstate.error.actor.requestQuote': msg`Premie niet berekend`,
    'user.choose': msg`Kiest een dekking`,
    'xstate.done.actor.chooseCover': msg`Dekking klaargezet of geweigerd`,
    'xstate.error.actor.chooseCover': msg`Keuze niet opgeslagen`,
    'xstate.done.actor.forms': msg`Formulieren klaar`,
    'xstate.error.actor.forms': msg`Formulieren onverwacht gestopt`,
    'user.back': msg`Gaat een stap terug`,
    'user.retry': msg`Probeert opnieuw`,
    'user.change': msg`Past de gegevens aan`,
    'user.leave': msg`Gaat terug naar het overzicht`,
    'user.dropOut': msg`Slaat de verzekering over`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'user.submitQuote':
        return {
          does: msg`De klant vult kenteken GZ-123-B in (een Volkswagen Golf), 10.000 tot 20.000 km per jaar, 5 schadevrije jaren, een geboortedatum en het adres, en klikt op Bereken mijn premie`,
          act: [
            {
              call: 'fillCarQuote',
              does: msg`De klant vult het formulier voor de autopremie in voor kenteken GZ-123-B`,
            },
            calculate,
          ],
        }
      case 'xstate.done.actor.requestQuote': {
        const result = event.output as { status: string; code?: string }
        if (result.status === 'refused')
          return {
            does: msg`De verzekeraar weigert de premieberekening (${result.code!})`,
            force: { route: 'carQuote', status: 400, body: refusal(result.code!) },
          }
        if (result.status === 'invalid')
          return {
            does: msg`Het kentekenregister kent het kenteken niet: het formulier zegt het bij het kenteken`,
            force: {
              route: 'carQuote',
              status: 400,
              body: { code: 'validation_error', field_errors: { license_plate: ['vehicleNotFound'] } },
            },
          }
        return { does: msg`De server vindt de auto en geeft een premie per dekking` }
      }
      case 'xstate.error.actor.requestQuote':
        return {
          does: msg`Het kentekenregister of de adresopzoeking is even onbereikbaar`,
          force: {
            route: 'carQuote',
            status: 503,
            body: { code: 'lookup_unavailable', non_field_errors: ['lookup_unavailable'] },
          },
        }
      case 'user.choose':
        return {
          does: msg`De klant kiest WA zonder pechhulp en klikt op Verder met deze dekking`,
          act: [
            { call: 'chooseCarCover', does: msg`De klant kiest de dekking WA, zonder pechhulp` },
            { click: button(msg`Verder met deze dekking`) },
          ],
        }
      case 'xstate.done.actor.chooseCover': {
        const result = event.output as { status: string; code?: string }
        return result.status === 'refused'
          ? {
              does: msg`De verzekeraar weigert de gekozen dekking (${result.code!})`,
              force: { route: 'carQuoteChoice', status: 400, body: refusal(result.code!) },
            }
          : { does: msg`De server zet de gekozen dekking klaar: de winkelwagen toont de premie` }
      }
      case 'xstate.error.actor.chooseCover':
        return {
          does: msg`Het opslaan van de keuze komt niet aan (de server is even onbereikbaar)`,
          force: { route: 'carQuoteChoice', status: 503 },
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
                does: msg`De klant slaat de verzekering over op het eerste formulier: niets afgesloten`,
                act: [
                  { call: 'skipGroup', does: msg`De klant klikt op Deze verzekering overslaan en bevestigt` },
                ],
              }
            : {
                does: msg`De klant vult de formulieren in, met de twee verklaringen over de auto, en sluit de verzekering af`,
                act: [
                  {
                    call: 'fillForms',
                    does: msg`De klant vult bedrijf, persoon, adres, verklaringen en IBAN in`,
                  },
                ],
                dataLayer: ['add_payment_info', 'purchase'],
              }
      }
      case 'xstate.error.actor.forms':
        return {
          does: msg`De formulieren stoppen onverwacht`,
          impossible: msg`de formulieren zijn een statechart in de browser: elk verzoek dat mislukt, vangen ze zelf op met een eigen melding, dus ze stoppen nooit met een fout`,
        }
      case 'user.back':
        return {
          does: msg`De klant gaat een stap terug`,
          act: [
            {
              call: 'carStepBack',
              does: msg`De klant klikt op Vorige stap, Gegevens aanpassen of Keuzes aanpassen`,
            },
          ],
        }
      case 'user.retry':
        return {
          does: msg`De klant klikt op Opnieuw proberen`,
          act: [{ click: button(msg`Opnieuw proberen`) }],
        }
      case 'user.change':
        return {
          does: msg`De klant klikt op Gegevens aanpassen`,
          act: [{ click: button(msg`Gegevens aanpassen`) }],
        }
      case 'user.leave':
        return {
          does: msg`De klant klikt op Terug naar het overzicht`,
          act: [{ click: button(msg`Terug naar het overzicht`) }],
          dataLayer: ['dropout'],
        }
      default:
        return {
          does: msg`De klant klikt op Deze verzekering overslaan en bevestigt`,
          act: [{ call: 'skipGroup', does: msg`De klant klikt op Deze verzekering overslaan en bevestigt` }],
        }
    }
  },
})
