import { msg } from '@lingui/core/macro'
import { defineScript, type EventScript } from './types'
import { button, heading } from './targets'

const next = { click: button(msg`Verder`) }

const has = (path: readonly { type: string; output?: unknown }[], empty: boolean) =>
  path.some(
    (e) =>
      e.type === 'xstate.done.actor.loadCover' &&
      ((e.output as unknown[] | undefined)?.length === 0) === empty,
  )

/** Insurance check-in (machines/checkin; docs/checkin.md): a freelancer confirms their cover to a client. */
export const checkinScript = defineScript({
  journey: 'checkin',
  title: msg`Inchecken voor een opdracht`,
  about: msg`Een zzp'er bevestigt aan een opdrachtgever dat een lopende verzekering een opdracht dekt: eerst worden de verzekeringen geladen (geen: een eerlijke melding en de weg naar de verzekeringen), dan de opdracht, de verzekeringen die de hele periode lopen, de documenten, controleren en versturen. De opdrachtgever krijgt een link naar de bevestiging.`,
  setup: (_input, path) => {
    // A customer without any policy for the path on which none load; else one with business liability.
    const policy = !has(path, true)
    return {
      act: [
        policy
          ? {
              call: 'checkinCustomer',
              args: { policy },
              does: msg`Een nieuwe klant (timmerman) sluit een bedrijfsaansprakelijkheidsverzekering af`,
            }
          : {
              call: 'checkinCustomer',
              args: { policy },
              does: msg`Een nieuwe klant zonder verzekering logt in`,
            },
        { goto: '/insurance-checkin-checkout/assignment' },
      ],
    }
  },
  states: {
    'checkin.loadingCover': { says: msg`De lopende verzekeringen worden geladen` },
    'checkin.loadFailed': {
      says: msg`De verzekeringen konden niet worden geladen: opnieuw proberen`,
      see: { role: 'text', name: msg`We konden je verzekeringen niet laden` },
    },
    'checkin.noCover': {
      says: msg`Geen lopende verzekering: niets te bevestigen, wel de weg naar de verzekeringen`,
      see: heading(msg`Je hebt nog geen verzekering bij ons`),
    },
    'checkin.assignment': {
      says: msg`De opdracht: opdrachtgever, e-mailadres, omschrijving en periode`,
      see: heading(msg`Over je opdracht`),
    },
    'checkin.cover': {
      says: msg`De verzekeringen die de hele periode lopen kiezen`,
      see: heading(msg`Welke verzekering geldt voor deze opdracht?`),
    },
    'checkin.documents': {
      says: msg`De documenten die de gekozen verzekeringen vragen (altijd een KvK-uittreksel)`,
      see: heading(msg`Documenten voor je opdrachtgever`),
    },
    'checkin.review': {
      says: msg`Alles controleren en versturen`,
      see: heading(msg`Controleer en verstuur`),
    },
    'checkin.submitting': { says: msg`De check-in wordt verstuurd` },
    'checkin.failed': {
      says: msg`Niet verstuurd: de reden van de server, of opnieuw proberen`,
      see: { role: 'text', name: msg`Je check-in is niet verstuurd` },
    },
    'checkin.done': {
      says: msg`Verstuurd: de opdrachtgever krijgt een link naar de bevestiging`,
      see: heading(msg`Je check-in is verstuurd`),
    },
  },
  eventTypes: {
    'xstate.done.actor.loadCover': msg`Verzekeringen geladen`,
    'xstate.error.actor.loadCover': msg`Laden mislukt`,
    'user.retry': msg`Probeert opnieuw`,
    'user.submitAssignment': msg`Vult de opdracht in`,
    'user.chooseCover': msg`Kiest de verzekering`,
    'user.addDocument': msg`Voegt een document toe`,
    'user.removeDocument': msg`Verwijdert een document`,
    'user.continue': msg`Gaat verder`,
    'user.submit': msg`Verstuurt`,
    'user.back': msg`Gaat een stap terug`,
    'xstate.done.actor.submitCheckin': msg`Verstuurd`,
    'xstate.error.actor.submitCheckin': msg`Niet verstuurd`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'xstate.done.actor.loadCover':
        return (event.output as unknown[]).length
          ? { does: msg`De lopende verzekeringen van de klant worden geladen` }
          : { does: msg`De klant heeft geen lopende verzekering` }
      case 'xstate.error.actor.loadCover':
        return {
          does: msg`Het laden van de verzekeringen mislukt (de server is even onbereikbaar)`,
          force: { route: 'policies', status: 503 },
        }
      case 'user.retry':
        return {
          does: msg`De klant probeert het opnieuw`,
          act: [{ call: 'checkinRetry', does: msg`De klant klikt op Opnieuw proberen of Opnieuw kijken` }],
        }
      case 'user.submitAssignment':
        return {
          does: msg`De klant vult de opdracht in (Bouwbedrijf Noord, over een week, twee maanden) en klikt op Verder`,
          act: [
            {
              call: 'fillAssignment',
              does: msg`De klant vult opdrachtgever, e-mailadres, omschrijving en een periode van over een week tot over twee maanden in en klikt op Verder`,
            },
          ],
        }
      case 'user.chooseCover': {
        const policies = event.policies as number[]
        return policies.includes(7)
          ? {
              does: msg`De klant kiest de bedrijfsaansprakelijkheidsverzekering en klikt op Verder`,
              act: [{ check: { role: 'checkbox', name: msg`Bedrijfsaansprakelijkheidsverzekering` } }, next],
            }
          : {
              does: msg`De klant kiest een apparatenverzekering die vóór het einde van de opdracht afloopt`,
              impossible: msg`zo'n verzekering is op het scherm uitgeschakeld (hij loopt niet over de hele periode) en de machine weigert hem ook`,
            }
      }
      case 'user.addDocument':
        return {
          does: msg`De klant voegt een KvK-uittreksel toe`,
          act: [
            {
              call: 'uploadKvkExtract',
              does: msg`De klant kiest een KvK-uittreksel (pdf) en wacht tot het is geüpload`,
            },
          ],
        }
      case 'user.removeDocument':
        return {
          does: msg`De klant verwijdert het KvK-uittreksel`,
          act: [
            { call: 'removeKvkExtract', does: msg`De klant klikt bij het KvK-uittreksel op Verwijderen` },
          ],
        }
      case 'user.continue':
        return { does: msg`De klant klikt op Verder`, act: [next] }
      case 'user.submit':
        return {
          does: msg`De klant klikt op Check-in versturen`,
          act: [{ click: button(msg`Check-in versturen`) }],
        }
      case 'user.back':
        return {
          does: msg`De klant gaat een stap terug (Vorige stap, of Aanpassen na een weigering)`,
          act: [{ call: 'checkinBack', does: msg`De klant klikt op Vorige stap of Aanpassen` }],
        }
      case 'xstate.done.actor.submitCheckin':
        return { does: msg`De server bewaart de check-in en mailt de opdrachtgever` }
      default:
        return (event.error as { fields?: unknown } | undefined)?.fields
          ? {
              does: msg`De server weigert: de verzekering loopt niet over de hele periode`,
              force: {
                route: 'checkinCreate',
                status: 400,
                body: {
                  code: 'validation_error',
                  field_errors: { 'policies.0': ['policyNotActiveInPeriod'] },
                },
              },
            }
          : {
              does: msg`Het verzoek komt niet aan (de server is even onbereikbaar)`,
              force: { route: 'checkinCreate', status: 503 },
            }
    }
  },
})
