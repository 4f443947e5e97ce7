import { msg } from '@lingui/core/macro'
import { defineScript, type EventCase, type EventScript } from './types'

const reasonOf = (event: EventCase) => (event.error as { reason?: string | null } | undefined)?.reason ?? null
const signedOutSign = { role: 'link', name: msg`Inloggen`, exact: true } as const

/** Signing in and the session (machines/auth; core §4), as a visitor and a customer meet them. */
export const authScript = defineScript({
  journey: 'auth',
  title: msg`Inloggen en de sessie`,
  about: msg`Inloggen via de link van een partner, de offertelink van een adviseur of de inloglink uit de e-mail. Ingelogd blijft het toegangstoken vers: precies één vernieuwing tegelijk. De sessie eindigt bij uitloggen, in een ander tabblad, of als de server haar weigert.`,
  setup: (input, path) => {
    // The test control holds for every tab of the browser: a sign-in in another tab whose loading of the
    // user is made to fail fails in that tab too, so the tab never signs in.
    const otherTabFails = path.some(
      (e, i) =>
        e.type === 'session.changedElsewhere' &&
        e.tokens &&
        path[i + 1]?.type === 'xstate.error.actor.fetchUser',
    )
    if (otherTabFails)
      return {
        act: [],
        impossible: msg`de testcontrole geldt voor alle tabbladen: het andere tabblad krijgt dezelfde fout en logt niet in`,
      }
    if (input.index === 0) return { act: [{ goto: '/welcome' }] }
    const signIn = {
      call: 'signInByLink',
      does: msg`Een nieuwe klant logt in met de inloglink uit de e-mail`,
    } as const
    // A path that starts with the user not loading needs the page loaded again once the fault is armed.
    return path[0]?.type === 'xstate.error.actor.fetchUser'
      ? { act: [signIn, { reload: true }] }
      : { act: [signIn] }
  },
  states: {
    'auth.restoring': { says: msg`Een bewaarde sessie wordt gecontroleerd` },
    'auth.signedOut': {
      says: msg`Niet ingelogd: de pagina biedt Inloggen aan`,
      see: signedOutSign,
    },
    'auth.loggingIn': { says: msg`Er wordt ingelogd` },
    'auth.loggingIn.external': { says: msg`Inloggen met de link van de partner` },
    'auth.loggingIn.broker': { says: msg`Inloggen met de offertelink van een adviseur` },
    'auth.loggingIn.magicLink': { says: msg`Inloggen met de inloglink uit de e-mail` },
    'auth.authenticated': { says: msg`Ingelogd` },
    'auth.authenticated.user': { says: msg`De gegevens van de klant` },
    'auth.authenticated.user.loading': { says: msg`De gegevens van de klant worden geladen` },
    'auth.authenticated.user.failed': { says: msg`De gegevens van de klant konden niet worden geladen` },
    'auth.authenticated.user.ready': { says: msg`De gegevens van de klant zijn geladen` },
    'auth.authenticated.token': { says: msg`Het toegangstoken` },
    'auth.authenticated.token.valid': { says: msg`Het toegangstoken is in gebruik` },
    'auth.authenticated.token.refreshing': { says: msg`Het toegangstoken wordt vernieuwd` },
  },
  eventTypes: {
    'login.external': msg`Opent een inloglink van partner of adviseur`,
    'login.magicLink': msg`Opent de inloglink uit de e-mail`,
    'session.tokenRejected': msg`Token geweigerd`,
    'session.retryRefresh': msg`Probeert opnieuw`,
    'session.signOut': msg`Logt uit`,
    'session.changedElsewhere': msg`Ander tabblad`,
    'user.changed': msg`Gegevens gewijzigd`,
    'flow.changed': msg`Andere stroom`,
    'xstate.done.actor.loginExternal': msg`Ingelogd`,
    'xstate.error.actor.loginExternal': msg`Niet ingelogd`,
    'xstate.done.actor.loginBroker': msg`Ingelogd`,
    'xstate.error.actor.loginBroker': msg`Niet ingelogd`,
    'xstate.done.actor.loginMagicLink': msg`Ingelogd`,
    'xstate.error.actor.loginMagicLink': msg`Link ongeldig`,
    'xstate.done.actor.fetchUser': msg`Gegevens geladen`,
    'xstate.error.actor.fetchUser': msg`Gegevens niet geladen`,
    'xstate.done.actor.refreshToken': msg`Token vernieuwd`,
    'xstate.error.actor.refreshToken': msg`Token niet vernieuwd`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'login.external':
        return (event.login as { is_broker_flow?: boolean }).is_broker_flow
          ? {
              does: msg`De klant opent de offertelink van zijn adviseur`,
              act: [{ call: 'openBrokerLink', does: msg`De klant opent de offertelink van zijn adviseur` }],
            }
          : {
              does: msg`De klant opent de inloglink van de partner`,
              act: [{ call: 'openPartnerLink', does: msg`De klant opent de inloglink van de partner` }],
            }
      case 'login.magicLink':
        return {
          does: msg`De klant vraagt een inloglink aan en opent hem uit de e-mail`,
          act: [
            { call: 'signInByLink', does: msg`De klant vraagt een inloglink aan en opent hem uit de e-mail` },
          ],
        }
      case 'session.tokenRejected':
        return event.token === 'a1'
          ? {
              does: msg`Het toegangstoken is niet meer geldig (verlopen); de klant herlaadt de pagina`,
              act: [
                {
                  call: 'expireAccessToken',
                  does: msg`Het toegangstoken is niet meer geldig (verlopen); de klant herlaadt de pagina`,
                },
              ],
            }
          : {
              does: msg`Een verzoek met een ouder toegangstoken wordt geweigerd`,
              manual: msg`Twee verzoeken die elkaar kruisen tijdens een vernieuwing: alleen met de hand na te gaan`,
            }
      case 'session.retryRefresh':
        return {
          does: msg`De klant klikt op Opnieuw proberen`,
          act: [{ click: { role: 'button', name: msg`Opnieuw proberen`, exact: true } }],
        }
      case 'session.signOut':
        return {
          does: msg`De klant klikt in het menu op Uitloggen`,
          act: [{ call: 'signOut', does: msg`De klant klikt in het menu op Uitloggen` }],
        }
      case 'session.changedElsewhere':
        return event.tokens
          ? {
              does: msg`In een ander tabblad logt iemand in met de inloglink uit de e-mail`,
              act: [
                {
                  call: 'signInElsewhere',
                  does: msg`In een ander tabblad logt iemand in met de inloglink uit de e-mail`,
                },
              ],
            }
          : {
              does: msg`Het andere tabblad logt uit`,
              act: [{ call: 'signOutElsewhere', does: msg`Het andere tabblad logt uit` }],
            }
      case 'user.changed':
        return {
          does: msg`De klant kiest een beroep; het wordt bij de klant bewaard`,
          act: [
            {
              call: 'chooseProfession',
              does: msg`De klant kiest een beroep; het wordt bij de klant bewaard`,
            },
          ],
        }
      case 'flow.changed':
        return {
          does: msg`De bezoeker opent de premiecalculator`,
          act: [{ goto: '/?insurance_calculator=1' }],
        }
      case 'xstate.done.actor.loginExternal':
      case 'xstate.done.actor.loginBroker':
      case 'xstate.done.actor.loginMagicLink':
        return { does: msg`De server geeft een sessie` }
      case 'xstate.error.actor.loginExternal':
        return {
          does: msg`De server weigert de inloglink (de ondertekening klopt niet)`,
          force: { route: 'externalLogin', status: 401, body: { code: 'login_failed' } },
        }
      case 'xstate.error.actor.loginBroker':
        return reasonOf(event) === 'quote_expired'
          ? {
              does: msg`De server weigert de offertelink: de offerte is verlopen (met de gegevens van de adviseur)`,
              force: {
                route: 'externalLogin',
                status: 410,
                body: {
                  code: 'quote_expired',
                  non_field_errors: ['quote_expired'],
                  broker: {
                    name: 'Jansen Assurantiën',
                    email: 'advies@jansen.example',
                    phone: '020 123 4567',
                  },
                },
              },
            }
          : {
              does: msg`De server weigert de offertelink (de offerte bestaat niet)`,
              force: { route: 'externalLogin', status: 401, body: { code: 'login_failed' } },
            }
      case 'xstate.error.actor.loginMagicLink':
        return {
          does: msg`De server weigert de inloglink: gebruikt, verlopen of onbekend`,
          force: {
            route: 'magicLinkVerify',
            status: 401,
            body: { code: 'invalid_link', non_field_errors: ['invalid_link'] },
          },
        }
      case 'xstate.done.actor.fetchUser':
        return { does: msg`De server geeft de gegevens van de klant` }
      case 'xstate.error.actor.fetchUser':
        return reasonOf(event) === 'sessionExpired'
          ? {
              does: msg`De server weigert de sessie bij het laden van de gegevens (401)`,
              force: { route: 'currentUser', status: 401 },
            }
          : {
              does: msg`De gegevens van de klant komen niet aan (de server is even onbereikbaar)`,
              force: { route: 'currentUser', status: 503 },
            }
      case 'xstate.done.actor.refreshToken':
        return { does: msg`De server vernieuwt het toegangstoken` }
      default:
        return reasonOf(event) === 'sessionExpired'
          ? {
              does: msg`De server weigert de vernieuwing: de sessie is verlopen`,
              force: { route: 'tokenRefresh', status: 401 },
            }
          : {
              does: msg`De vernieuwing komt niet aan (geen verbinding)`,
              manual: msg`Een vernieuwing die mislukt terwijl de gegevens nog laden en een ander tabblad inlogt: die volgorde houdt het scherm niet vast; met de hand na te gaan`,
            }
    }
  },
})
