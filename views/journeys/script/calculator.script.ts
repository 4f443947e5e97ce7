import { msg } from '@lingui/core/macro'
import { defineScript, type EventScript } from './types'
import { button } from './targets'

/** The premium calculator (machines/calculator/calculator.machine.ts; core §2, forms §2). */
export const calculatorScript = defineScript({
  journey: 'calculator',
  title: msg`Premiecalculator: berekenen en het resultaat`,
  about: msg`In de premiecalculator beantwoordt de klant alleen de vragen die de premie bepalen; de premie volgt elk antwoord. Daarna per verzekering de premie en waar die van afhangt, om te printen of te mailen, en een knop om de verzekeringen af te sluiten. Hier wordt niets afgesloten.`,
  setup: ({ index }) => ({
    act: [
      index === 0
        ? {
            call: 'startCalculator',
            args: { second: 'Beroepsaansprakelijkheidsverzekering' },
            does: msg`Een webdeveloper komt via de ondertekende link van de partner in de premiecalculator, legt de Bedrijfsaansprakelijkheidsverzekering en de Beroepsaansprakelijkheidsverzekering in de winkelwagen en klikt op Verder`,
          }
        : {
            call: 'startCalculator',
            args: { second: 'Elektronicaverzekering' },
            does: msg`Een webdeveloper komt via de ondertekende link van de partner in de premiecalculator, legt de Bedrijfsaansprakelijkheidsverzekering en de Elektronicaverzekering in de winkelwagen en klikt op Verder`,
          },
    ],
  }),
  states: {
    'calculator.calculating': {
      says: msg`De vragen die de premie bepalen, één voor één; de premie volgt elk antwoord`,
      see: { role: 'heading', name: msg`Wat is je jaaromzet?` },
    },
    'calculator.result': {
      says: msg`De premieberekening: per verzekering de premie en de antwoorden waar die van afhangt`,
      see: { role: 'heading', name: msg`Je premieberekening` },
    },
    'calculator.result.shown': { says: msg`De berekening staat op het scherm` },
    'calculator.result.mailing': { says: msg`De berekening wordt gemaild` },
    'calculator.result.mailed': {
      says: msg`De berekening is naar het e-mailadres van de klant gestuurd`,
    },
    'calculator.result.mailFailed': { says: msg`Mailen is niet gelukt: de klant kan het opnieuw proberen` },
    'calculator.takingOut': {
      says: msg`De klant sluit de verzekeringen af in de gewone afsluitstappen`,
    },
    'calculator.left': {
      says: msg`Terug naar de verzekeringen`,
      see: { role: 'heading', name: msg`Verzekeringen voor jou` },
    },
  },
  eventTypes: {
    'xstate.done.actor.questions': msg`Alle vragen beantwoord`,
    'user.mailSummary': msg`Klikt op Mail mij de berekening`,
    'xstate.done.actor.mailSummary': msg`Gemaild`,
    'xstate.error.actor.mailSummary': msg`Mailen mislukt`,
    'user.recalculate': msg`Klikt op Antwoorden aanpassen`,
    'user.takeOut': msg`Klikt op Verzekeringen afsluiten`,
    'user.leave': msg`Klikt op Terug naar de verzekeringen`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'xstate.done.actor.questions':
        return {
          does: msg`De klant beantwoordt de vragen: jaaromzet tot € 100.000, niet op locatie (en bij de beroepsaansprakelijkheid € 500.000 per claim, nee)`,
          act: [
            { call: 'answerCalculator', does: msg`De klant beantwoordt alle vragen van de premiecalculator` },
          ],
        }
      case 'user.mailSummary':
        return {
          does: msg`De klant klikt op Mail mij de berekening`,
          act: [{ click: button(msg`Mail mij de berekening`) }],
        }
      case 'xstate.done.actor.mailSummary':
        return { does: msg`De server mailt de berekening naar de klant` }
      case 'xstate.error.actor.mailSummary':
        return {
          does: msg`Het mailen komt niet aan (de server is even onbereikbaar)`,
          force: { route: 'calculatorSummaryMail', status: 503 },
        }
      case 'user.recalculate':
        return {
          does: msg`De klant klikt op Antwoorden aanpassen`,
          act: [{ click: button(msg`Antwoorden aanpassen`) }],
        }
      case 'user.takeOut':
        return {
          does: msg`De klant klikt op Verzekeringen afsluiten`,
          act: [{ click: button(msg`Verzekeringen afsluiten`) }],
        }
      default:
        return {
          does: msg`De klant klikt op Terug naar de verzekeringen`,
          act: [{ click: button(msg`Terug naar de verzekeringen`) }],
          dataLayer: ['view_item_list'],
        }
    }
  },
})
