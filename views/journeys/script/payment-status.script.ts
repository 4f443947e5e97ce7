import { msg } from '@lingui/core/macro'
import { defineScript, type EventCase, type EventScript } from './types'
import { heading } from './targets'

const statusOf = (event: EventCase) => (event.output as { status?: string } | undefined)?.status
const codeOf = (event: EventCase) => (event.error as { code?: string } | undefined)?.code
const unknownPayment = (event: EventCase) =>
  event.type === 'xstate.error.actor.getPayment' && codeOf(event) === '35004'

/** Where the bank returns the customer (machines/payment-status.machine.ts; core §2 `/payment/success`). */
export const paymentStatusScript = defineScript({
  journey: 'paymentStatus',
  title: msg`Terug van de bank: betaald, in behandeling of niet betaald`,
  about: msg`Na het betalen van een herinnering stuurt de bank de klant terug. De pagina vraagt de server naar de betaling: betaald, nog in behandeling (elke 2 seconden opnieuw gevraagd) of niet betaald, met een weg terug naar de herinnering. Zegt de bank betaald en heeft de server dat nog niet gehoord, dan wacht de pagina een minuut voordat ze niet betaald zegt. Een adres zonder betaling, of een betaling die de server niet kent, krijgt ‘niet gevonden’.`,
  setup: (input, path) => {
    const { returned } = input.value as { paymentIntent?: string; returned?: string }
    if (!returned) return { act: [{ goto: '/payment/success' }] }
    // Only a path that hears the server's real status needs a real payment (an invoice whose debit failed).
    const hearsStatus = path.some((e) => e.type.startsWith('xstate.done.actor.'))
    if (path.some(unknownPayment) || !hearsStatus)
      return {
        act: [
          {
            call: 'returnUnknown',
            does: msg`De klant opent een terugkeeradres van de bank met een betaling die de server niet kent`,
          },
        ],
      }
    const first = path[0]
    return {
      act: [
        {
          call: 'failedInvoice',
          does: msg`Een nieuwe klant sluit een bedrijfsaansprakelijkheidsverzekering af met een rekening waarvan de eerste incasso mislukt, en krijgt een betaalherinnering`,
        },
        first && statusOf(first) === 'succeeded'
          ? {
              call: 'returnFromBank',
              args: { returned, paid: true },
              does: msg`De klant betaalt de herinnering met iDEAL; de bank bevestigt de betaling en stuurt de klant terug`,
            }
          : {
              call: 'returnFromBank',
              args: { returned },
              does:
                returned === 'failed'
                  ? msg`De klant begint een iDEAL-betaling; de bank stuurt de klant terug met ‘mislukt’`
                  : msg`De klant begint een iDEAL-betaling; de bank stuurt de klant terug met ‘betaald’, maar heeft het ons nog niet bevestigd`,
            },
      ],
    }
  },
  states: {
    'paymentStatus.start': { says: msg`De pagina kijkt of het adres een betaling noemt` },
    'paymentStatus.checking': { says: msg`De betaling wordt bij de server nagevraagd` },
    'paymentStatus.checkFailed': {
      says: msg`De betaling kon niet worden nagevraagd: een waarschuwing en opnieuw proberen`,
      see: { role: 'button', name: msg`Opnieuw proberen`, exact: true },
    },
    'paymentStatus.deciding': { says: msg`De pagina beslist wat het antwoord betekent` },
    'paymentStatus.processing': {
      says: msg`De betaling wordt nog verwerkt: de pagina vraagt elke 2 seconden opnieuw`,
      see: heading(msg`Je betaling wordt verwerkt`),
    },
    'paymentStatus.processing.waiting': { says: msg`Wacht 2 seconden tot de volgende vraag` },
    'paymentStatus.processing.asking': { says: msg`Vraagt de server opnieuw naar de betaling` },
    'paymentStatus.paid': {
      says: msg`Betaald: bedankt, met het bedrag en de factuur`,
      see: heading(msg`Bedankt, je betaling is gelukt`),
    },
    'paymentStatus.notPaid': {
      says: msg`Niet betaald: er is niets afgeschreven; opnieuw betalen via de herinnering`,
      see: heading(msg`Je betaling is niet gelukt`),
    },
    'paymentStatus.notFound': {
      says: msg`De betaling is niet te vinden: kijk in je e-mail of neem contact op`,
      see: heading(msg`We kunnen deze betaling niet vinden`),
    },
  },
  eventTypes: {
    'xstate.done.actor.getPayment': msg`Server noemt de status`,
    'xstate.error.actor.getPayment': msg`Server weigert of is onbereikbaar`,
    'xstate.done.actor.pollPayment': msg`Server noemt de status opnieuw`,
    'xstate.error.actor.pollPayment': msg`Nieuwe vraag komt niet aan`,
    'user.retry': msg`Probeert opnieuw`,
    'xstate.after.POLL.paymentStatus.processing.waiting': msg`2 seconden later`,
    'xstate.after.RETURN_WAIT.paymentStatus': msg`Een minuut na de terugkeer`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'xstate.done.actor.getPayment':
        return statusOf(event) === 'succeeded'
          ? { does: msg`De server zegt: betaald` }
          : statusOf(event) === 'processing'
            ? { does: msg`De server zegt: nog in behandeling` }
            : { does: msg`De server zegt: nog niet betaald` }
      case 'xstate.done.actor.pollPayment':
        return statusOf(event) === 'succeeded'
          ? {
              does: msg`De bank bevestigt de betaling; bij de volgende vraag zegt de server: betaald`,
              act: [
                {
                  call: 'bankConfirms',
                  does: msg`De bank bevestigt de betaling aan ons (lokale betaalprovider)`,
                },
              ],
            }
          : statusOf(event) === 'processing'
            ? {
                does: msg`Bij de volgende vraag zegt de server: nog in behandeling`,
                act: [{ call: 'nextPoll', does: msg`De volgende vraag gaat naar de server` }],
              }
            : {
                does: msg`Bij de volgende vraag zegt de server: nog niet betaald`,
                act: [{ call: 'nextPoll', does: msg`De volgende vraag gaat naar de server` }],
              }
      case 'xstate.error.actor.getPayment':
        return codeOf(event) === '35004'
          ? { does: msg`De server kent de betaling niet (het adres is onvolledig of verkeerd)` }
          : {
              does: msg`Het verzoek komt niet aan (de server is even onbereikbaar)`,
              force: { route: 'payment', status: 503 },
            }
      case 'xstate.error.actor.pollPayment':
        return {
          does: msg`De nieuwe vraag komt niet aan (de server is even onbereikbaar); de klant merkt niets`,
          force: { route: 'payment', status: 503 },
        }
      case 'user.retry':
        return {
          does: msg`De klant klikt op Opnieuw proberen`,
          act: [{ click: { role: 'button', name: msg`Opnieuw proberen`, exact: true } }],
        }
      case 'xstate.after.POLL.paymentStatus.processing.waiting':
        return {
          does: msg`2 seconden later vraagt de pagina opnieuw`,
          act: [
            {
              call: 'later',
              args: { ms: 2000 },
              does: msg`De test spoelt de klok van de pagina 2 seconden door`,
            },
          ],
        }
      default:
        return {
          does: msg`Een minuut na de terugkeer heeft de bank de betaling nog steeds niet bevestigd`,
          act: [
            {
              call: 'minuteLater',
              does: msg`De test spoelt de klok een minuut door; de vragen in die minuut komen niet aan (testbesturing)`,
            },
          ],
        }
    }
  },
})
