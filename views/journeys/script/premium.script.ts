import { msg } from '@lingui/core/macro'
import { incomeProtectionStart } from './medical.script'
import { defineScript, type Act, type EventScript } from './types'
import { button } from './targets'

/**
 * To the premium of income protection: the medical questions answered healthy, a birth date (the
 * customer is 36), then Bereken mijn premie, which asks the first premium (the last action: a forced
 * outcome of the first calculation is armed before it).
 */
export const toPremium: Act[] = [
  ...incomeProtectionStart,
  { call: 'answerMedical', does: msg`De klant antwoordt op de gezondheidsvragen overal nee` },
  { fill: { role: 'label', name: msg`Geboortedatum` }, value: '1990-02-28' },
  { click: button(msg`Bereken mijn premie`) },
]

/** The premium of income protection (machines/aov/premium.machine.ts; forms §3 AOV choices and presets). */
export const premiumScript = defineScript({
  journey: 'premium',
  title: msg`Arbeidsongeschiktheidsverzekering: de premie samenstellen`,
  about: msg`De pakketten Basis, Standaard en Uitgebreid, of elke keuze apart (verzekerd jaarinkomen, uitkeringsduur, eigen risico, indexatie, psychische klachten); de server berekent de premie na elke wijziging, per maand met assurantiebelasting. De klant bekijkt de premie en wat verzekerd is, en gaat akkoord.`,
  setup: () => ({ act: toPremium }),
  states: {
    'premium.options': {
      says: msg`De keuzes en pakketten, met de premie per maand`,
      see: { role: 'heading', name: msg`Stel je verzekering samen` },
    },
    'premium.options.calculating': { says: msg`De premie wordt berekend` },
    'premium.options.priced': {
      says: msg`De premie per maand en de uitkering staan er`,
      see: { role: 'text', name: msg`Uitkering bij volledige arbeidsongeschiktheid` },
    },
    'premium.options.failed': {
      says: msg`De premie kon niet worden berekend; opnieuw proberen of een keuze wijzigen`,
      see: { role: 'alert', name: msg`Je premie kon niet worden berekend` },
    },
    'premium.review': {
      says: msg`De premie bekijken: per maand met belasting, wat verzekerd is en de keuzes`,
      see: { role: 'heading', name: msg`Je premie`, exact: true },
    },
    'premium.confirmed': { says: msg`Akkoord met de premie` },
  },
  eventTypes: {
    'xstate.done.actor.calculatePremium': msg`Premie berekend`,
    'xstate.error.actor.calculatePremium': msg`Berekenen mislukt`,
    'user.choosePreset': msg`Kiest een pakket`,
    'user.changeOptions': msg`Wijzigt een keuze`,
    'user.review': msg`Bekijkt de premie`,
    'user.back': msg`Past de keuzes aan`,
    'user.confirm': msg`Gaat akkoord`,
    'user.retry': msg`Probeert opnieuw`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'xstate.done.actor.calculatePremium':
        return { does: msg`De server berekent de premie` }
      case 'xstate.error.actor.calculatePremium':
        return {
          does: msg`Het berekenen mislukt (de server is even onbereikbaar)`,
          force: { route: 'aovPremium', status: 503 },
        }
      case 'user.choosePreset':
        return {
          does: msg`De klant kiest het pakket Uitgebreid`,
          act: [{ click: button(msg`Uitgebreid`) }],
        }
      case 'user.changeOptions':
        return {
          does: msg`De klant verzekert een jaarinkomen van 60.000 euro`,
          act: [{ fill: { role: 'label', name: msg`Te verzekeren jaarinkomen` }, value: '60000' }],
        }
      case 'user.review':
        return {
          does: msg`De klant klikt op Bekijk je premie`,
          act: [{ click: button(msg`Bekijk je premie`) }],
        }
      case 'user.back':
        return {
          does: msg`De klant klikt op Keuzes aanpassen`,
          act: [{ click: button(msg`Keuzes aanpassen`) }],
        }
      case 'user.confirm':
        return {
          does: msg`De klant klikt op Akkoord, verder`,
          act: [{ click: button(msg`Akkoord, verder`) }],
        }
      default:
        return {
          does: msg`De klant klikt op Opnieuw proberen`,
          act: [{ click: button(msg`Opnieuw proberen`) }],
        }
    }
  },
})
