import { msg } from '@lingui/core/macro'
import { defineScript, type Act, type EventScript } from './types'

/** The income-protection page (machines/aov/aov-page.ts). */
const AOV_PAGE = '/checkout/aov-premium-review'

/**
 * The start of income protection's own steps for the paths that are not about the quiz: a new
 * carpenter with the income protection in the cart, on its page, the quiz passed through the page's API;
 * Start de toets then finds it passed and the medical questions follow.
 */
export const incomeProtectionStart: Act[] = [
  {
    call: 'cartToCheckout',
    args: { products: ['Arbeidsongeschiktheidsverzekering'], checkout: AOV_PAGE },
    does: msg`Een nieuwe klant (timmerman) legt de arbeidsongeschiktheidsverzekering in de winkelwagen en gaat naar afrekenen`,
  },
  {
    call: 'quizPassedByApi',
    does: msg`De klant heeft de kennistoets al gehaald (de toets zelf heeft eigen testpaden)`,
  },
  { click: { role: 'button', name: msg`Start de toets`, exact: true } },
]

/** The medical questions of income protection (machines/aov/medical.machine.ts; forms §4, §8). */
export const medicalScript = defineScript({
  journey: 'medical',
  title: msg`Arbeidsongeschiktheidsverzekering: de gezondheidsvragen`,
  about: msg`Veertien ja/nee-vragen, de rechtsvorm, lengte en gewicht op één pagina. Een BMI onder 18 of boven 33 betekent meteen dat een adviseur nodig is (lengte en gewicht verlaten de browser niet); anders beslist de server wat de antwoorden betekenen. Als de server even onbereikbaar is, blijven de antwoorden staan en kan de klant het opnieuw versturen.`,
  setup: () => ({ act: incomeProtectionStart }),
  states: {
    'medical.editing': {
      says: msg`De gezondheidsvragen, de rechtsvorm, lengte en gewicht`,
      see: { role: 'heading', name: msg`Je gezondheid` },
    },
    'medical.reviewing': { says: msg`De server beoordeelt de antwoorden` },
    'medical.reviewed': { says: msg`Beoordeeld: de verzekering gaat verder of stopt hier` },
  },
  eventTypes: {
    'user.submit': msg`Verstuurt de antwoorden`,
    'xstate.done.actor.reviewMedical': msg`Server beoordeelt`,
    'xstate.error.actor.reviewMedical': msg`Beoordelen mislukt`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'user.submit':
        return (event.form as { weight: number }).weight > 100
          ? {
              does: msg`De klant antwoordt overal nee, 180 cm en 120 kg (BMI 37), en klikt op Verder: een adviseur is nodig`,
              act: [
                {
                  call: 'answerMedical',
                  args: { weight: 120 },
                  does: msg`De klant vult de gezondheidsvragen in`,
                },
              ],
              dataLayer: ['dropout'],
            }
          : {
              does: msg`De klant antwoordt overal nee, eenmanszaak, 180 cm en 75 kg, en klikt op Verder`,
              act: [{ call: 'answerMedical', does: msg`De klant vult de gezondheidsvragen in` }],
            }
      case 'xstate.done.actor.reviewMedical':
        return (event.output as { review_action: string }).review_action === 'approve'
          ? { does: msg`De server keurt de antwoorden goed` }
          : {
              does: msg`De server beslist dat een adviseur nodig is`,
              impossible: msg`de stap ervoor verstuurt gezonde antwoorden, die de server goedkeurt; een ander besluit volgt alleen uit andere antwoorden (de kaart van de arbeidsongeschiktheidsverzekering test die)`,
            }
      default:
        return {
          does: msg`Het beoordelen mislukt (de server is even onbereikbaar); de antwoorden blijven staan`,
          force: { route: 'aovMedicalReview', status: 503 },
        }
    }
  },
})
