import { msg } from '@lingui/core/macro'
import { defineScript, type EventScript } from './types'
import { button } from './targets'

const overlay = { role: 'dialog', name: msg`Identiteit controleren` } as const

const VERIFIED = 'identity.verification_session.verified'
const PROCESSING = 'identity.verification_session.processing'
const CANCELED = 'identity.verification_session.canceled'

/** Identity verification in the checkout (machines/identity-verification.machine.ts; forms §2). */
export const identityVerificationScript = defineScript({
  journey: 'identityVerification',
  title: msg`Identiteitscontrole`,
  about: msg`Voor een verzekering die een identiteitscontrole vraagt: de startknop vraagt een controlesessie aan en het controlevenster van de aanbieder opent, terwijl de pagina via een socket de uitslag volgt. Goedgekeurd gaat naar het resultaat, een afwijzing zegt waarom; mislukt het aanvragen, dan volgt de foutpagina met een waarschuwing; gaat het venster niet open, dan een waarschuwing en weer de startknop. Een verbroken socket wordt opnieuw geopend en de server vertelt de huidige status.`,
  setup: () => ({
    act: [
      {
        call: 'toIdentityCheck',
        does: msg`Een nieuwe klant sluit een arbeidsongeschiktheidsverzekering af tot aan de identiteitscontrole`,
      },
    ],
  }),
  states: {
    'identityVerification.ready': {
      says: msg`Het scherm van de identiteitscontrole met de startknop`,
      see: button(msg`Start de controle`),
    },
    'identityVerification.requesting': { says: msg`De controlesessie wordt aangevraagd` },
    'identityVerification.verifying': {
      says: msg`Het controlevenster is open; de pagina volgt de uitslag`,
      see: overlay,
    },
    'identityVerification.verifying.listening': { says: msg`De socket luistert naar de aanbieder` },
    'identityVerification.verifying.reconnecting': {
      says: msg`De socket is verbroken en gaat zo weer open`,
    },
    'identityVerification.verified': { says: msg`Goedgekeurd: door naar het resultaat` },
    'identityVerification.rejected': {
      says: msg`Afgewezen: de reden en opnieuw proberen met een ander identiteitsbewijs`,
      see: { role: 'heading', name: msg`Je identiteitsbewijs is niet goedgekeurd` },
    },
    'identityVerification.failed': {
      says: msg`De controle kon niet starten: de foutpagina met een waarschuwing`,
      see: { role: 'heading', name: msg`Je identiteit kon niet worden gecontroleerd` },
    },
  },
  eventTypes: {
    'user.start': msg`Start de controle`,
    'xstate.done.actor.requestSession': msg`Sessie geopend`,
    'xstate.error.actor.requestSession': msg`Aanvraag mislukt`,
    'xstate.error.actor.overlay': msg`Venster gaat niet verder`,
    'socket.message': msg`Aanbieder meldt`,
    'socket.dropped': msg`Socket verbroken`,
    'xstate.after.RECONNECT.identityVerification.verifying.reconnecting': msg`Even later opnieuw verbonden`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'user.start':
        return {
          does: msg`De klant klikt op Start de controle`,
          act: [{ click: button(msg`Start de controle`) }],
        }
      case 'xstate.done.actor.requestSession':
        return { does: msg`De server opent een controlesessie; het controlevenster verschijnt` }
      case 'xstate.error.actor.requestSession':
        return {
          does: msg`De aanvraag mislukt (de aanbieder is onbereikbaar)`,
          force: {
            route: 'identitySession',
            status: 502,
            body: { code: 'identity_provider_unavailable' },
          },
        }
      case 'xstate.error.actor.overlay':
        return {
          does: msg`Het controlevenster gaat niet verder: de klant sluit het voordat de foto's zijn verstuurd`,
          act: [{ click: { ...button(msg`Sluiten`), within: overlay } }],
        }
      case 'socket.dropped':
        return {
          does: msg`De verbinding valt weg (de test verbreekt de socket)`,
          act: [{ call: 'dropSocket', does: msg`De test verbreekt de socket van de controle` }],
        }
      case 'xstate.after.RECONNECT.identityVerification.verifying.reconnecting':
        return { does: msg`Een seconde later gaat de socket weer open` }
      default: {
        const message = event.message as { status: string; error?: string }
        if (message.error)
          return {
            does: msg`De aanbieder meldt een fout: het identiteitsbewijs kon niet worden gecontroleerd`,
            act: [
              {
                call: 'submitIdentity',
                args: { outcome: 'Je identiteitsbewijs kon niet worden gecontroleerd.' },
                does: msg`De klant stuurt een foto van het identiteitsbewijs en een selfie; uitkomst: kon niet worden gecontroleerd`,
              },
            ],
          }
        if (message.status === VERIFIED)
          return {
            does: msg`De aanbieder meldt: goedgekeurd`,
            act: [
              {
                call: 'submitIdentity',
                args: { outcome: 'Geverifieerd' },
                does: msg`De klant stuurt een foto van het identiteitsbewijs en een selfie; uitkomst: geverifieerd`,
              },
            ],
          }
        if (message.status === CANCELED)
          return {
            does: msg`De aanbieder meldt: de sessie is geannuleerd`,
            act: [
              {
                call: 'identityMessage',
                args: { status: CANCELED },
                does: msg`De test stuurt ‘geannuleerd’ over de socket (de lokale aanbieder annuleert nooit zelf)`,
              },
            ],
          }
        if (message.status === PROCESSING)
          return { does: msg`De aanbieder meldt: de foto's worden gecontroleerd` }
        return { does: msg`De aanbieder meldt: wacht op de foto's (vanzelf, na het openen van de socket)` }
      }
    }
  },
})
