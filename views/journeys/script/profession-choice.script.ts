import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { defineScript, type Act, type EventCase, type EventScript, type Target } from './types'
import { button, heading } from './targets'

const assistant = { role: 'dialog', name: msg`Welk beroep past bij mij?` } as const
const inAssistant = (target: Target): Target => ({ ...target, within: assistant })

/** A search the catalogue answers with one profession (it is chosen), and one it answers with several. */
const ONE_HIT = 'timmerman'
const SEVERAL_HITS = 'hout'

/** What the customer does on the page itself (not in the assistant's dialog). */
const BEHIND_THE_ASSISTANT = new Set([
  'user.search',
  'user.choose',
  'user.save',
  'user.describe',
  'user.toggleManual',
  'user.retrySearch',
  'page.localeChanged',
])

/** How many professions an outcome of the catalogue carries (the journey's cases: one, or several). */
const hits = (event: EventCase) => (Array.isArray(event.output) ? event.output.length : 0)

/**
 * The first reason (in this order) why no screen allows the path, or null. One walk over the path keeps
 * what the page shows: the assistant's dialog, the description form, the search's list.
 */
function notOnThePage(path: readonly EventCase[]): MessageDescriptor | null {
  let assistantOpen = false
  let manualOpen = false
  let listShown = false
  let afterSaved = false
  let behindTheDialog = false
  let describesWithoutForm = false
  let choosesWithoutList = false
  let busySave = false
  path.forEach((e, i) => {
    const next = path[i + 1]
    // Once saved, the page goes on to the products: nothing of the profession page can be done any more
    // (the chart's other regions would still move).
    if (
      next &&
      (e.type === 'xstate.done.actor.saveProfession' || e.type === 'xstate.done.actor.saveDescription')
    )
      afterSaved = true
    // Saving the choice goes on to the products at once (its save runs meanwhile), a description as
    // soon as the server answers: nothing else is done on this page in between.
    if (next && (e.type === 'user.save' || e.type === 'user.describe') && !next.type.startsWith('xstate.'))
      busySave = true
    // The assistant is a dialog: while it is open, nothing on the page behind it can be reached.
    if (assistantOpen && BEHIND_THE_ASSISTANT.has(e.type)) behindTheDialog = true
    if (e.type === 'user.openAssistant') assistantOpen = true
    if (e.type === 'user.closeAssistant' || e.type === 'user.pickSuggestion') assistantOpen = false
    // The description is typed in its own form, which the customer opens first.
    if (e.type === 'user.toggleManual') manualOpen = !manualOpen
    if (e.type === 'user.describe' && !manualOpen) describesWithoutForm = true
    // A profession is chosen from the list the search found: none before the first answer (the page's
    // own list, without a search, does not reach Timmerman) and none while the search has failed.
    if (e.type === 'xstate.error.actor.searchProfessions') listShown = false
    if (e.type === 'xstate.done.actor.searchProfessions') listShown = true
    if (e.type === 'user.choose' && !listShown) choosesWithoutList = true
  })
  if (afterSaved)
    return msg`na het opslaan gaat de pagina naar de verzekeringen; daar is deze pagina niet meer`
  if (behindTheDialog) return msg`terwijl de assistent open is, kan de klant niets op de pagina erachter doen`
  if (describesWithoutForm)
    return msg`een omschrijving wordt getypt in ‘Omschrijf je werk zelf’, dat daarvoor eerst open moet`
  if (choosesWithoutList)
    return msg`er staat geen lijst met Timmerman om uit te kiezen: de zoekopdracht heeft nog niet geantwoord, of is mislukt`
  if (busySave)
    return msg`na Verder als … gaat de pagina door zodra het beroep is opgeslagen; in die tijd doet de klant niets anders`
  return null
}

/** The profession choice (machines/profession-choice.machine.ts; forms §2, `/profession`), as the customer does it. */
export const professionChoiceScript = defineScript({
  journey: 'professionChoice',
  title: msg`Een beroep kiezen`,
  about: msg`De klant zoekt het beroep in de lijst (de lijst volgt het typen; één gevonden beroep wordt meteen gekozen), laat zich helpen door de assistent, of omschrijft het werk zelf. Verder slaat het beroep op en toont de verzekeringen die erbij passen. Een zoekopdracht, een voorstel of het opslaan dat mislukt, geeft een melding en kan opnieuw.`,
  setup: (_input, path) => {
    const impossible = notOnThePage(path)
    if (impossible) return { act: [], impossible }
    // The page searches the catalogue as it opens: with the search it was given (`?q=`), the first
    // outcome of the path is the catalogue's answer to it.
    const first = path[0]
    const query =
      first?.type === 'xstate.done.actor.searchProfessions'
        ? hits(first) === 1
          ? ONE_HIT
          : SEVERAL_HITS
        : null
    const act: Act[] = [
      { call: 'signInAsNewCustomer', does: msg`Een nieuwe klant logt in met de link uit de e-mail` },
      { goto: query ? `/profession?q=${query}` : '/profession' },
    ]
    return { act }
  },
  states: {
    'professionChoice.search': { says: msg`Zoeken in de lijst met beroepen` },
    'professionChoice.search.typing': { says: msg`De klant typt; de lijst wacht tot het typen even stopt` },
    'professionChoice.search.searching': { says: msg`De beroepen worden gezocht` },
    'professionChoice.search.found': {
      says: msg`De gevonden beroepen staan in de lijst`,
      see: { role: 'radio', name: msg`Timmerman`, exact: true },
    },
    'professionChoice.search.failed': {
      says: msg`De beroepen konden niet worden geladen; de klant kan het opnieuw proberen`,
      see: button(msg`Opnieuw proberen`),
    },
    'professionChoice.choice': { says: msg`Het gekozen beroep` },
    'professionChoice.choice.choosing': {
      says: msg`De klant kiest een beroep`,
      see: heading(msg`Wat is je beroep?`),
    },
    'professionChoice.choice.saving': { says: msg`Het beroep wordt opgeslagen` },
    'professionChoice.choice.savingDescription': { says: msg`De omschrijving wordt opgeslagen` },
    'professionChoice.choice.saved': {
      says: msg`Opgeslagen: de verzekeringen die bij het beroep passen`,
      see: heading(msg`Verzekeringen voor jou`),
    },
    'professionChoice.manual': { says: msg`Het werk zelf omschrijven` },
    'professionChoice.manual.closed': { says: msg`Het werk zelf omschrijven is dicht` },
    'professionChoice.manual.open': {
      says: msg`De klant omschrijft het werk in eigen woorden`,
      see: { role: 'textbox', name: msg`Wat doe je voor werk?` },
    },
    'professionChoice.assistant': { says: msg`De assistent` },
    'professionChoice.assistant.closed': { says: msg`De assistent is dicht` },
    'professionChoice.assistant.open': {
      says: msg`De assistent is open`,
      see: { role: 'dialog', name: msg`Welk beroep past bij mij?` },
    },
    'professionChoice.assistant.open.describing': {
      says: msg`De klant beschrijft het werk en ziet de voorgestelde beroepen`,
    },
    'professionChoice.assistant.open.suggesting': { says: msg`De assistent zoekt passende beroepen` },
    'professionChoice.assistant.open.failed': {
      says: msg`De assistent gaf geen voorstellen; de klant kan het opnieuw proberen`,
    },
  },
  eventTypes: {
    'user.search': msg`Typt een zoekwoord`,
    'xstate.after.SEARCH_DELAY.professionChoice.search.typing': msg`Stopt even met typen`,
    'page.localeChanged': msg`Kiest een andere taal`,
    'xstate.done.actor.searchProfessions': msg`Beroepen gevonden`,
    'xstate.error.actor.searchProfessions': msg`Zoeken mislukt`,
    'user.retrySearch': msg`Probeert het zoeken opnieuw`,
    'user.choose': msg`Kiest een beroep`,
    'user.save': msg`Gaat verder met het beroep`,
    'user.describe': msg`Slaat een omschrijving op`,
    'xstate.done.actor.saveProfession': msg`Beroep opgeslagen`,
    'xstate.error.actor.saveProfession': msg`Opslaan mislukt`,
    'xstate.done.actor.saveDescription': msg`Omschrijving opgeslagen`,
    'xstate.error.actor.saveDescription': msg`Opslaan mislukt`,
    'user.toggleManual': msg`Opent of sluit ‘Omschrijf je werk zelf’`,
    'user.openAssistant': msg`Vraagt om hulp`,
    'user.closeAssistant': msg`Sluit de assistent`,
    'user.suggest': msg`Vraagt de assistent om voorstellen`,
    'xstate.done.actor.suggestProfessions': msg`Voorstellen gevonden`,
    'xstate.error.actor.suggestProfessions': msg`Assistent mislukt`,
    'user.pickSuggestion': msg`Kiest een voorstel`,
  },
  event: (event): EventScript => {
    switch (event.type) {
      case 'user.search':
        return {
          does: msg`De klant typt ‘timmer’ in het zoekveld`,
          act: [{ fill: { role: 'label', name: msg`Zoek je beroep` }, value: String(event.query) }],
        }
      case 'page.localeChanged':
        return {
          does: msg`De klant kiest English in het taalmenu, en daarna weer Nederlands`,
          act: [
            {
              call: 'switchLanguage',
              args: { language: 'English', back: true },
              does: msg`De klant kiest English en, als de pagina Engels spreekt, weer Nederlands`,
            },
          ],
        }
      case 'xstate.done.actor.searchProfessions':
        return hits(event) === 1
          ? { does: msg`De lijst vindt één beroep, Timmerman, en kiest het` }
          : { does: msg`De lijst toont de gevonden beroepen` }
      case 'xstate.error.actor.searchProfessions':
        return {
          does: msg`Het zoeken mislukt (de server is even onbereikbaar)`,
          force: { route: 'professionSearch', status: 503 },
        }
      case 'user.retrySearch':
        return {
          does: msg`De klant klikt op Opnieuw proberen`,
          act: [{ click: button(msg`Opnieuw proberen`) }],
        }
      case 'user.choose':
        return {
          does: msg`De klant kiest Timmerman`,
          act: [{ check: { role: 'radio', name: msg`Timmerman`, exact: true } }],
        }
      case 'user.save':
        return {
          // The button names the chosen profession: from the list or from the assistant's suggestion.
          does: msg`De klant klikt op Verder als … (met het gekozen beroep)`,
          act: [{ click: { role: 'button', name: msg`Verder als` } }],
        }
      case 'user.describe':
        return {
          does: msg`De klant typt een omschrijving van het werk en klikt op Opslaan en verder`,
          act: [
            { fill: { role: 'label', name: msg`Wat doe je voor werk?` }, value: String(event.description) },
            { click: button(msg`Opslaan en verder`) },
          ],
        }
      case 'xstate.done.actor.saveProfession':
        return {
          does: msg`Het beroep is opgeslagen`,
          dataLayer: ['funnel_profession_select'],
        }
      case 'xstate.error.actor.saveProfession':
        return {
          does: msg`Opslaan mislukt (de server is even onbereikbaar)`,
          force: { route: 'updateCurrentUser', status: 503 },
        }
      case 'xstate.done.actor.saveDescription':
        return {
          does: msg`De omschrijving is opgeslagen`,
          dataLayer: ['funnel_profession_select'],
        }
      case 'xstate.error.actor.saveDescription':
        return {
          does: msg`Opslaan mislukt (de server is even onbereikbaar)`,
          force: { route: 'updateCurrentUser', status: 503 },
        }
      case 'user.toggleManual':
        return {
          does: msg`De klant klikt op Omschrijf je werk zelf`,
          act: [{ click: button(msg`Omschrijf je werk zelf`) }],
        }
      case 'user.openAssistant':
        return { does: msg`De klant klikt op Laat je helpen`, act: [{ click: button(msg`Laat je helpen`) }] }
      case 'user.closeAssistant':
        return {
          does: msg`De klant sluit de assistent`,
          act: [{ click: inAssistant(button(msg`Sluiten`)) }],
        }
      case 'user.suggest':
        return {
          does: msg`De klant beschrijft het werk en klikt op Zoek passende beroepen`,
          act: [
            {
              fill: inAssistant({ role: 'label', name: msg`Beschrijf in een paar zinnen wat je doet` }),
              value: String(event.description),
            },
            { click: inAssistant(button(msg`Zoek passende beroepen`)) },
          ],
        }
      case 'xstate.done.actor.suggestProfessions':
        return { does: msg`De assistent stelt passende beroepen voor` }
      case 'xstate.error.actor.suggestProfessions':
        return {
          does: msg`De assistent geeft geen antwoord (de server is even onbereikbaar)`,
          force: { route: 'professionSuggest', status: 503 },
        }
      case 'user.pickSuggestion':
        return {
          does: msg`De klant kiest het eerste voorstel`,
          act: [{ call: 'pickFirstSuggestion', does: msg`De klant klikt bij het eerste voorstel op Kies` }],
        }
      default:
        // xstate.after.SEARCH_DELAY…: the search follows by itself once the typing pauses.
        return { does: msg`De klant stopt even met typen; de lijst zoekt` }
    }
  },
})
