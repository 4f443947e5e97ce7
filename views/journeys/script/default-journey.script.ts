import { msg } from '@lingui/core/macro'
import { defineScript, type EventScript } from './types'
import { heading } from './targets'

/** The products of a start, as the journey's input lists them (their names on screen). */
const productsOf = (value: unknown) =>
  ((value as { items?: { insurance_product: { name: string } }[] }).items ?? []).map(
    (item) => item.insurance_product.name,
  )

/**
 * The default flow's checkout of one group (machines/default-journey; forms §3–§5): the questions, a
 * device's quote, then the shared checkout forms and the purchase, as the customer does it.
 */
export const defaultJourneyScript = defineScript({
  journey: 'defaultJourney',
  title: msg`De gewone route: vragen, gegevens en afsluiten`,
  about: msg`Voor de gewone groep verzekeringen: eerst de vragen over de producten, bij een Elektronicaverzekering de gegevens van het apparaat, dan de gegevens van het bedrijf en de klant en het afsluiten. Vorige stap op het eerste formulier gaat terug naar het apparaat, anders naar de vragen. De klant kan de verzekering ook overslaan.`,
  setup: (input) => ({
    act: [
      {
        call: 'cartToCheckout',
        args: { products: productsOf(input.value) },
        does: msg`Een nieuwe klant (timmerman) legt de verzekeringen in de winkelwagen en gaat naar afrekenen`,
      },
    ],
  }),
  states: {
    'defaultJourney.questions': { says: msg`De vragen over de verzekeringen, één voor één` },
    'defaultJourney.device': {
      says: msg`De gegevens van het apparaat, voor de premie`,
      see: heading(msg`Welk apparaat wil je verzekeren?`),
    },
    'defaultJourney.forms': {
      says: msg`De gegevens van het bedrijf en de klant, de verklaringen, de ingangsdatum en de betaling`,
      see: heading(msg`Je bedrijf`),
    },
    'defaultJourney.done': {
      says: msg`Afgesloten`,
      see: heading(msg`Je verzekering is afgesloten`),
    },
    'defaultJourney.droppedOut': {
      says: msg`Niets afgesloten, of de klant is gestopt`,
      see: heading(msg`Er is niets afgesloten`),
    },
  },
  eventTypes: {
    'xstate.done.actor.questions': msg`Alle vragen beantwoord`,
    'xstate.done.actor.device': msg`Apparaat klaar`,
    'xstate.done.actor.forms': msg`Formulieren klaar`,
    'user.dropOut': msg`Slaat de verzekering over`,
  },
  event: (event): EventScript => {
    const status = (event.output as { status?: string } | undefined)?.status
    switch (event.type) {
      case 'xstate.done.actor.questions':
        return {
          does: msg`De klant beantwoordt alle vragen (bij alleen een apparaat zijn er geen)`,
          act: [{ call: 'answerQuestions', does: msg`De klant beantwoordt de vragen op de gewone manier` }],
        }
      case 'xstate.done.actor.device':
        return status === 'back'
          ? {
              does: msg`De klant gaat van het apparaat terug naar de vragen`,
              impossible: msg`alleen een apparaat in de groep heeft geen vragen ervoor: de apparaatstap toont dan geen Vorige stap, maar de kaart laat terug toe (een bewaking in de machine volgt)`,
            }
          : {
              does: msg`De klant vult het apparaat in en klikt op Bereken mijn premie`,
              act: [{ call: 'quoteDevice', does: msg`De klant vult de gegevens van een smartphone in` }],
            }
      case 'xstate.done.actor.forms':
        return status === 'back'
          ? {
              does: msg`De klant klikt op het eerste formulier op Vorige stap`,
              act: [{ click: { role: 'button', name: msg`Vorige stap`, exact: true } }],
            }
          : status === 'dropOut'
            ? {
                does: msg`De klant slaat de verzekering over op het eerste formulier: niets afgesloten`,
                act: [
                  { call: 'skipGroup', does: msg`De klant klikt op Deze verzekering overslaan en bevestigt` },
                ],
              }
            : {
                does: msg`De klant vult de formulieren in en sluit de verzekering af`,
                act: [
                  {
                    call: 'fillForms',
                    does: msg`De klant vult bedrijf, persoon, adres, verklaringen en IBAN in`,
                  },
                ],
                dataLayer: ['add_payment_info', 'purchase'],
              }
      default:
        return {
          does: msg`De klant klikt op Deze verzekering overslaan en bevestigt`,
          act: [{ call: 'skipGroup', does: msg`De klant klikt op Deze verzekering overslaan en bevestigt` }],
        }
    }
  },
})
