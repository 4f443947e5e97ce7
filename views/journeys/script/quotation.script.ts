import { msg } from '@lingui/core/macro'
import { defineScript, type EventScript } from './types'
import { button, heading } from './targets'

const close = { click: button(msg`Sluiten`) }
/** The demo seed's broker (api/server/broker/demo-quotes.ts), as the server names them in a refusal. */
const BROKER = {
  name: 'Jansen Assurantiën',
  email: 'advies@jansen-assurantien.example',
  phone: '020 123 4567',
}

/** A broker's quote from its signed link (machines/broker/quotation.machine.ts; core §4). */
export const quotationScript = defineScript({
  journey: 'quotation',
  title: msg`Offerte van een adviseur: accepteren, afwijzen of een verlopen link`,
  about: msg`De klant opent de offerte die de adviseur stuurde (een ondertekende link). De klant ziet de verzekeringen, de dekking, de premies per maand, tot wanneer de offerte geldt en de adviseur. Accepteren zet de verzekeringen met de antwoorden van de adviseur in de winkelwagen en begint het afsluiten; Niet nu beëindigt de sessie. Een verlopen of gebruikte offerte zegt bij wie de klant een nieuwe vraagt.`,
  setup: ({ index }, path) => {
    if (index === 1)
      return {
        act: [
          {
            call: 'openQuotationWithoutQuote',
            does: msg`Een timmerman die met zijn e-mailadres inlogde (zonder offerte) opent de pagina van de offerte`,
          },
        ],
      }
    if (index === 2)
      return {
        act: [
          {
            call: 'openBrokerQuote',
            args: { quote: 'expired' },
            does: msg`De klant opent de link van een verlopen offerte`,
          },
        ],
      }
    const first = path[0] as { output?: { status?: string } } | undefined
    return first?.output?.status === 'accepted'
      ? {
          act: [
            {
              call: 'openBrokerQuote',
              args: { quote: 'second' },
              does: msg`De klant opent de link van een open offerte`,
            },
            {
              call: 'reopenAcceptedQuote',
              args: { quote: 'second' },
              does: msg`De klant heeft de offerte al geaccepteerd en opent de pagina van de offerte opnieuw`,
            },
          ],
        }
      : {
          act: [
            {
              call: 'openBrokerQuote',
              args: { quote: 'open' },
              does: msg`De klant opent de link van een open offerte`,
            },
          ],
        }
  },
  states: {
    'quotation.start': { says: msg`De link wordt gelezen` },
    'quotation.loading': { says: msg`De offerte wordt geladen` },
    'quotation.checking': { says: msg`Is de offerte nog open?` },
    'quotation.loadFailed': {
      says: msg`De offerte kon niet worden geladen: opnieuw proberen of sluiten`,
      see: button(msg`Opnieuw proberen`),
    },
    'quotation.showing': {
      says: msg`De offerte: verzekeringen, dekking, premies, geldigheid en de adviseur`,
      see: button(msg`Offerte accepteren`),
    },
    'quotation.accepting': { says: msg`De verzekeringen van de offerte gaan in de winkelwagen` },
    'quotation.accepted': { says: msg`Geaccepteerd: het afsluiten begint met de antwoorden van de adviseur` },
    'quotation.ended': {
      says: msg`De offerte is verlopen of gebruikt: vraag de adviseur om een nieuwe`,
      see: heading(msg`Deze offerte is verlopen`),
    },
    'quotation.missing': {
      says: msg`Geen offerte van deze klant gevonden`,
      see: heading(msg`We kunnen deze offerte niet vinden`),
    },
    // Where the customer lands differs: a broker's session ends (the quote address, else 'Je sessie is
    // beëindigd'); a customer signed in otherwise goes back to the products.
    'quotation.leaving': {
      says: msg`Afgewezen of gesloten: de sessie met de offerte eindigt, of terug naar de verzekeringen`,
    },
  },
  eventTypes: {
    'user.accept': msg`Accepteert de offerte`,
    'user.decline': msg`Klikt op Niet nu`,
    'user.retry': msg`Probeert opnieuw`,
    'user.leave': msg`Sluit de pagina`,
    'xstate.done.actor.loadQuote': msg`Offerte geladen`,
    'xstate.error.actor.loadQuote': msg`Laden mislukt`,
    'xstate.done.actor.acceptQuote': msg`In de winkelwagen`,
    'xstate.error.actor.acceptQuote': msg`Accepteren geweigerd`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'user.accept':
        return {
          does: msg`De klant klikt op Offerte accepteren`,
          act: [{ click: button(msg`Offerte accepteren`) }],
        }
      case 'user.decline':
        return { does: msg`De klant klikt op Niet nu`, act: [{ click: button(msg`Niet nu`) }] }
      case 'user.retry':
        return {
          does: msg`De klant klikt op Opnieuw proberen`,
          act: [{ click: button(msg`Opnieuw proberen`) }],
        }
      case 'user.leave':
        return { does: msg`De klant klikt op Sluiten`, act: [close] }
      case 'xstate.done.actor.loadQuote': {
        const status = (event.output as { status: string }).status
        if (status === 'open') return { does: msg`De offerte is open` }
        if (status === 'accepted')
          return { does: msg`De offerte is al geaccepteerd: door naar het afsluiten` }
        return {
          does: msg`De offerte is verlopen terwijl de klant ingelogd was`,
          impossible: msg`Inloggen met de link van een verlopen of gebruikte offerte wordt geweigerd, dus een ingelogde klant heeft een open of geaccepteerde offerte; dat die verloopt terwijl de klant ingelogd is, kan een test niet laten gebeuren (de server kan alleen een fout forceren, geen antwoord)`,
        }
      }
      case 'xstate.error.actor.loadQuote':
        return (event.error as { code: string }).code === '35004'
          ? {
              does: msg`De server kent deze offerte niet voor deze klant`,
              force: { route: 'brokerQuote', status: 404, body: { code: 'not_found' } },
            }
          : {
              does: msg`Het laden komt niet aan (de server is even onbereikbaar)`,
              force: { route: 'brokerQuote', status: 503 },
            }
      case 'xstate.done.actor.acceptQuote':
        return { does: msg`De server zet de verzekeringen met de antwoorden in de winkelwagen` }
      default:
        return (event.error as { reason: string }).reason === 'quote_expired'
          ? {
              does: msg`De server weigert: de offerte is intussen verlopen`,
              force: {
                route: 'brokerQuoteAccept',
                status: 410,
                body: { code: 'quote_expired', non_field_errors: ['quote_expired'], broker: BROKER },
              },
            }
          : {
              does: msg`De server weigert: de klant heeft al zo'n verzekering`,
              force: {
                route: 'brokerQuoteAccept',
                status: 409,
                body: { code: 'already_insured', non_field_errors: ['already_insured'] },
              },
            }
    }
  },
})
