import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { defineScript, type Act, type EventCase, type EventScript, type Target } from './types'
import { button, heading } from './targets'

const field = (name: Target['name']): Target => ({ role: 'label', name })
const next = { click: button(msg`Verder`) }

/** The formalities as the checklist names them (views/checkout/default/FormalitiesStep.tsx). */
const FORMALITIES: Record<string, MessageDescriptor> = {
  truthful_answers: msg`Ik heb alle vragen naar waarheid beantwoord.`,
  no_liability_claim_5_years: msg`Ik heb de afgelopen 5 jaar geen aansprakelijkheidsclaim gehad.`,
  no_police_contact_8_years: msg`Ik ben de afgelopen 8 jaar niet in aanraking geweest met politie of justitie.`,
  no_fraud: msg`Ik heb nooit fraude gepleegd bij een verzekeraar.`,
  no_bankruptcy_5_years: msg`Ik ben de afgelopen 5 jaar niet failliet gegaan en heb geen surseance van betaling gehad.`,
  no_insurer_refusal_8_years: msg`Geen verzekeraar heeft mij de afgelopen 8 jaar geweigerd of opgezegd.`,
  digital_communication: msg`Ik ga akkoord met digitale communicatie over mijn verzekering.`,
  car_undamaged: msg`De auto is onbeschadigd.`,
  car_registered_at_own_address: msg`De auto staat op mijn eigen adres geregistreerd.`,
}

/** The lookups' answer when the service behind them is down (api/server/lookups/lookups.routes.ts). */
const lookupDown = {
  status: 503,
  body: { code: 'lookup_unavailable', non_field_errors: ['lookup_unavailable'] },
} as const

const back: EventScript = {
  does: msg`De klant gaat een stap terug (Vorige stap, of Gegevens aanpassen na een fout)`,
  act: [{ call: 'formsBack', does: msg`De klant klikt op Vorige stap of Gegevens aanpassen` }],
}

const flowOf = (value: unknown) => (value as { flow?: string }).flow ?? 'normal'
const has = (path: readonly EventCase[], type: string) => path.some((e) => e.type === type)

/**
 * The checkout forms every group journey shares (machines/forms; forms §3–§5): company, personal
 * details, address by postal code, formalities, start date and IBAN, the identity check, the purchase.
 */
export const formsScript = defineScript({
  journey: 'forms',
  title: msg`De gegevens invullen en afsluiten`,
  about: msg`De formulieren van elke groep: het bedrijf (gezocht in het KvK-register of zelf ingevuld), de persoonlijke gegevens, het woonadres via postcode en huisnummer, de verklaringen, de ingangsdatum en het IBAN. Vraagt een verzekering een identiteitscontrole, dan volgt die eerst. De server sluit af en bepaalt de uitkomst. Particulieren (de woongroep) beginnen bij de persoonlijke gegevens.`,
  setup: (input, path) => {
    const flow = flowOf(input.value)
    // The register down, then a new search: only a partner without typing in shows the search again
    // (bouwzeker; a partner that allows typing shows the form instead). The drive reaches bouwzeker's
    // forms with a device only.
    const failed = path.findIndex((e) => e.type === 'xstate.error.actor.lookupCompany')
    const searchesAgain = failed >= 0 && path.slice(failed + 1).some((e) => e.type === 'user.searchCompany')
    const partner = searchesAgain && flow === 'normal' ? 'bouwzeker' : 'zzp'
    // Typing the company in needs a partner that allows it.
    const impossible = !searchesAgain
      ? undefined
      : flow !== 'normal'
        ? msg`opnieuw zoeken na een storing van het register kan alleen bij een partner zonder zelf invullen (bouwzeker), en daar komt de test alleen met een elektronicaverzekering bij de gegevens`
        : has(path, 'user.enterCompanyManually')
          ? msg`geen partner biedt beide: zelf invullen kan alleen bij een partner die het toestaat, en opnieuw zoeken na een storing van het register alleen bij een partner die het niet toestaat`
          : undefined
    return {
      partner,
      ...(impossible ? { impossible } : {}),
      act: [
        flow === 'consumer'
          ? {
              call: 'toForms',
              args: { flow },
              does: msg`Een nieuwe klant legt een inboedelverzekering in de winkelwagen, berekent de premie en gaat verder naar de gegevens`,
            }
          : flow === 'aov'
            ? {
                call: 'toForms',
                args: { flow },
                does: msg`Een nieuwe klant doet voor een arbeidsongeschiktheidsverzekering de kennistoets, de gezondheidsvragen en de premie, tot aan de gegevens`,
              }
            : {
                call: 'toForms',
                args: { flow, partner },
                does: msg`Een nieuwe klant (timmerman) legt een elektronicaverzekering in de winkelwagen en vult het apparaat in, tot aan de gegevens`,
              },
      ],
    }
  },
  states: {
    'forms.start': {
      says: msg`De formulieren beginnen (bij het bedrijf, of bij een particulier bij de persoon)`,
    },
    'forms.company': { says: msg`Het bedrijf van de klant`, see: heading(msg`Je bedrijf`) },
    'forms.company.searching': {
      says: msg`Het bedrijf zoeken op KvK-nummer of naam`,
      see: field(msg`KvK-nummer of bedrijfsnaam`),
    },
    'forms.company.lookingUp': { says: msg`Het KvK-register wordt doorzocht` },
    'forms.company.manual': {
      says: msg`Het bedrijf zelf invullen (of, waar dat niet mag, later opnieuw zoeken)`,
      // The form's Bedrijfsnaam field; where typing in is not allowed, the search's KvK-nummer of bedrijfsnaam.
      see: { role: 'textbox', name: msg`Bedrijfsnaam` },
    },
    'forms.person': {
      says: msg`Naam, geboortedatum, telefoon en e-mail`,
      see: heading(msg`Je persoonlijke gegevens`),
    },
    'forms.address': { says: msg`Het woonadres`, see: heading(msg`Je woonadres`) },
    'forms.address.entering': {
      says: msg`Postcode en huisnummer invullen; het gevonden adres staat eronder`,
      see: field(msg`Huisnummer`),
    },
    'forms.address.lookingUp': { says: msg`Het adres wordt opgezocht` },
    'forms.formalities': { says: msg`De verklaringen aanvinken`, see: heading(msg`Verklaringen`) },
    'forms.payment': {
      says: msg`Ingangsdatum, IBAN en toestemming voor de incasso`,
      see: heading(msg`Ingangsdatum en betaling`),
    },
    'forms.payment.editing': { says: msg`De klant vult de betaling in`, see: field(msg`IBAN`) },
    'forms.payment.savingStartDate': { says: msg`De gekozen ingangsdatum wordt bewaard voor de winkelwagen` },
    'forms.afterPayment': {
      says: msg`Na de betaling: eerst de identiteitscontrole als een verzekering die vraagt`,
    },
    'forms.identity': {
      says: msg`De identiteitscontrole: een foto van het identiteitsbewijs en een selfie`,
      see: heading(msg`Bevestig wie je bent`),
    },
    'forms.identityRefused': {
      says: msg`Het identiteitsbewijs is afgewezen: de reden, en opnieuw met een ander`,
      see: heading(msg`Je identiteitsbewijs is niet goedgekeurd`),
    },
    'forms.identityFailed': {
      says: msg`De controle kon niet starten: de foutpagina`,
      see: heading(msg`Je identiteit kon niet worden gecontroleerd`),
    },
    'forms.purchasing': { says: msg`De verzekering wordt afgesloten` },
    'forms.purchaseFailed': {
      says: msg`Het afsluiten is mislukt: opnieuw proberen of de gegevens aanpassen`,
      see: heading(msg`Het afsluiten is niet gelukt`),
    },
    'forms.done': { says: msg`Afgesloten`, see: heading(msg`Je verzekering is afgesloten`) },
    'forms.droppedOut': {
      says: msg`Niets afgesloten: overgeslagen, of een adviseur is nodig`,
      see: heading(msg`Er is niets afgesloten`),
    },
    'forms.back': {
      says: msg`Terug naar de stap vóór de formulieren (het apparaat of de premie)`,
      see: { role: 'text', name: msg`Je bent pas verzekerd als je de verzekering hebt afgesloten.` },
    },
  },
  eventTypes: {
    'user.searchCompany': msg`Zoekt het bedrijf`,
    'user.chooseCompany': msg`Kiest het bedrijf`,
    'user.enterCompanyManually': msg`Vult het bedrijf zelf in`,
    'user.submitCompany': msg`Stuurt het bedrijf`,
    'user.submitPerson': msg`Stuurt de persoonlijke gegevens`,
    'user.lookupAddress': msg`Vult postcode en huisnummer in`,
    'user.submitAddress': msg`Bevestigt het adres`,
    'user.toggleFormality': msg`Vinkt een verklaring aan`,
    'user.submitFormalities': msg`Bevestigt de verklaringen`,
    'user.changeStartDate': msg`Kiest een ingangsdatum`,
    'user.submitPayment': msg`Sluit de verzekering af`,
    'user.back': msg`Gaat een stap terug`,
    'user.retry': msg`Probeert opnieuw`,
    'user.dropOut': msg`Slaat de verzekering over`,
    'xstate.done.actor.lookupCompany': msg`Register antwoordt`,
    'xstate.error.actor.lookupCompany': msg`Register onbereikbaar`,
    'xstate.done.actor.lookupAddress': msg`Adres opgezocht`,
    'xstate.error.actor.lookupAddress': msg`Adreszoeker onbereikbaar`,
    'xstate.done.actor.saveStartDate': msg`Datum bewaard`,
    'xstate.error.actor.saveStartDate': msg`Datum niet bewaard`,
    'xstate.done.actor.identity': msg`Controle klaar`,
    'xstate.done.actor.purchase': msg`Server beslist`,
    'xstate.error.actor.purchase': msg`Afsluiten mislukt`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'user.searchCompany':
        return {
          does: msg`De klant zoekt op KvK-nummer 64829301`,
          act: [
            { fill: field(msg`KvK-nummer of bedrijfsnaam`), value: '64829301' },
            { click: button(msg`Zoeken`) },
          ],
        }
      case 'xstate.done.actor.lookupCompany':
        return (event.output as unknown[]).length
          ? { does: msg`Het register vindt het bedrijf` }
          : {
              does: msg`Het register vindt niets bij deze zoekopdracht`,
              manual: msg`het lokale register vindt 64829301 altijd; zoek voor dit geval op een naam die het niet kent`,
            }
      case 'xstate.error.actor.lookupCompany':
        return {
          does: msg`Het KvK-register is onbereikbaar`,
          force: { route: 'companyLookup', ...lookupDown },
        }
      case 'user.chooseCompany':
        return {
          does: msg`De klant kiest Timmerbedrijf De Vries`,
          act: [{ click: button(msg`Kies Timmerbedrijf De Vries`) }],
        }
      case 'user.enterCompanyManually':
        return {
          does: msg`De klant klikt op Gegevens zelf invullen`,
          act: [{ click: button(msg`Gegevens zelf invullen`) }],
        }
      case 'user.submitCompany':
        return {
          does: msg`De klant vult het bedrijf in (Timmerbedrijf De Vries, Damrak 1, Amsterdam) en klikt op Verder`,
          act: [
            {
              fill: { role: 'textbox', name: msg`Bedrijfsnaam`, exact: true },
              value: 'Timmerbedrijf De Vries',
            },
            { fill: { role: 'textbox', name: msg`KvK-nummer`, exact: true }, value: '64829301' },
            { fill: field(msg`Postcode`), value: '1012 LG' },
            { fill: field(msg`Huisnummer`), value: '1' },
            { fill: field(msg`Straat`), value: 'Damrak' },
            { fill: field(msg`Plaats`), value: 'Amsterdam' },
            next,
          ],
        }
      case 'user.submitPerson':
        return {
          does: msg`De klant vult naam, geboortedatum (28-02-1990) en telefoonnummer in en klikt op Verder`,
          act: [
            { fill: field(msg`Voornaam`), value: 'Ada' },
            { fill: field(msg`Achternaam`), value: 'de Vries' },
            { fill: field(msg`Geboortedatum`), value: '1990-02-28' },
            { fill: field(msg`Telefoonnummer`), value: '06 1234 5678' },
            next,
          ],
        }
      case 'user.lookupAddress':
        return {
          does: msg`De klant vult postcode 1012 LG en huisnummer 7 in`,
          act: [
            { fill: field(msg`Postcode`), value: '1012 LG' },
            { fill: field(msg`Huisnummer`), value: '7' },
          ],
        }
      case 'xstate.done.actor.lookupAddress':
        return event.output
          ? { does: msg`Het adres wordt gevonden: Damrak 7, Amsterdam` }
          : {
              does: msg`Er is geen adres bij deze postcode en dit huisnummer`,
              force: {
                route: 'addressLookup',
                status: 404,
                body: { code: 'address_not_found', non_field_errors: ['address_not_found'] },
              },
            }
      case 'xstate.error.actor.lookupAddress':
        return { does: msg`De adreszoeker is onbereikbaar`, force: { route: 'addressLookup', ...lookupDown } }
      case 'user.submitAddress':
        return { does: msg`De klant ziet het gevonden adres en klikt op Verder`, act: [next] }
      case 'user.toggleFormality': {
        const text = FORMALITIES[String(event.key)]!
        return { does: text, act: [{ check: { role: 'checkbox', name: text } }] }
      }
      case 'user.submitFormalities':
        return { does: msg`De klant klikt op Verder`, act: [next] }
      case 'user.changeStartDate':
        return {
          does: msg`De klant kiest de laatste mogelijke ingangsdatum`,
          act: [{ fill: field(msg`Ingangsdatum`), value: { from: 'max' } }],
        }
      case 'xstate.done.actor.saveStartDate':
        return { does: msg`De ingangsdatum is bewaard; de winkelwagen toont hem` }
      case 'xstate.error.actor.saveStartDate':
        return {
          does: msg`De ingangsdatum kan niet worden bewaard (de server is even onbereikbaar)`,
          force: { route: 'startDateSet', status: 503 },
        }
      case 'user.submitPayment':
        return {
          does: msg`De klant vult het IBAN in, geeft toestemming voor de incasso en klikt op Verzekering afsluiten`,
          act: [
            { fill: field(msg`IBAN`), value: 'NL91 ABNA 0417 1643 00' },
            {
              check: {
                role: 'checkbox',
                name: msg`Ik geef toestemming om de premie maandelijks via automatische incasso af te schrijven.`,
              },
            },
            { click: button(msg`Verzekering afsluiten`) },
          ] satisfies Act[],
          // add_payment_info is checked with the step that follows: a check here, while the purchase is
          // under way, would count its purchase event as seen before the purchase step looks for it.
        }
      case 'xstate.done.actor.identity': {
        const status = (event.output as { status: string }).status
        if (status === 'verified')
          return {
            does: msg`De klant maakt de foto's; de controle keurt de identiteit goed`,
            act: [
              {
                call: 'walkIdentity',
                args: { outcome: 'Geverifieerd' },
                does: msg`De klant klikt op Start de controle en stuurt een foto van het identiteitsbewijs en een selfie; uitkomst: geverifieerd`,
              },
            ],
          }
        if (status === 'rejected')
          return {
            does: msg`De aanbieder keurt de selfie af: die lijkt niet op de pasfoto`,
            act: [
              {
                call: 'walkIdentity',
                args: { outcome: 'Je selfie lijkt niet op de pasfoto van je identiteitsbewijs.' },
                does: msg`De klant klikt op Start de controle en stuurt een foto van het identiteitsbewijs en een selfie; uitkomst: selfie lijkt niet op de pasfoto`,
              },
            ],
            dataLayer: ['add_payment_info'],
          }
        return {
          does: msg`De controle kan niet worden aangevraagd (de aanbieder is onbereikbaar)`,
          force: { route: 'identitySession', status: 502, body: { code: 'identity_provider_unavailable' } },
          act: [{ click: button(msg`Start de controle`) }],
          dataLayer: ['add_payment_info'],
        }
      }
      case 'xstate.done.actor.purchase':
        return (event.output as { outcome: string }).outcome === 'insured'
          ? { does: msg`De server sluit de verzekering af`, dataLayer: ['add_payment_info', 'purchase'] }
          : {
              does: msg`De server sluit niets af: een adviseur is nodig`,
              manual: msg`de server beslist dit uit de antwoorden (een antwoord met het gevolg adviseur nodig); in de woongroep weigert de premieberekening zo'n antwoord al vóór de formulieren`,
              dataLayer: ['dropout'],
            }
      case 'xstate.error.actor.purchase':
        return {
          does: msg`Het afsluiten mislukt (de server geeft een fout)`,
          force: { route: 'purchase', status: 500 },
          dataLayer: ['add_payment_info'],
        }
      case 'user.back':
        return back
      case 'user.retry':
        return {
          does: msg`De klant probeert het opnieuw`,
          act: [
            {
              call: 'formsRetry',
              does: msg`De klant klikt op Opnieuw proberen of Probeer een ander identiteitsbewijs`,
            },
          ],
        }
      default:
        return {
          does: msg`De klant klikt op Deze verzekering overslaan en bevestigt`,
          act: [{ call: 'skipGroup', does: msg`De klant klikt op Deze verzekering overslaan en bevestigt` }],
        }
    }
  },
})
