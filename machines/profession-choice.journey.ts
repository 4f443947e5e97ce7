import type { Profession } from '../api/contract/professions'
import { defineJourney, doneEvent, errorEvent } from './graph/journey'
import { professionChoiceMachine, type ProfessionChoiceEvent } from './profession-choice.machine'

const CARPENTER: Profession = { id: 1, name: 'Timmerman', description: null }
const PLUMBER: Profession = { id: 2, name: 'Loodgieter', description: 'Leidingen en badkamers' }

const done = (id: string, output?: unknown) => doneEvent<ProfessionChoiceEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<ProfessionChoiceEvent>(id, error)
const NETWORK = { code: '35010', reason: null, retryable: true }

const words: Record<string, string> = {
  'user.retrySearch': 'The customer tries the search again',
  'page.localeChanged': 'The customer switches language',
  'user.save': 'The customer goes on with the chosen profession',
  'user.toggleManual': 'The customer opens or closes “describe your work”',
  'user.openAssistant': 'The customer asks for help',
  'user.closeAssistant': 'The customer closes the assistant',
  'xstate.done.actor.saveProfession': 'The profession is saved',
  'xstate.error.actor.saveProfession': 'Saving fails',
  'xstate.done.actor.saveDescription': 'The description is saved',
  'xstate.error.actor.saveDescription': 'Saving fails',
  'xstate.error.actor.searchProfessions': 'The search fails',
  'xstate.error.actor.suggestProfessions': 'The assistant fails',
}

export const professionChoiceJourney = defineJourney({
  id: 'professionChoice',
  title: 'Profession choice: search, assistant or own words',
  description:
    'The customer searches the catalogue (the list follows the typing; a search that finds one profession chooses it), or describes the work to the assistant and picks one of its suggestions, or describes the work in their own words. Going on saves the profession (or the description) with the user and shows the products that fit it. A search, a suggestion or a save that fails shows a warning and can be tried again.',
  machine: professionChoiceMachine,
  inputs: [{ locale: 'nl' }],
  events: [
    { type: 'user.search', query: 'timmer' },
    { type: 'xstate.after.SEARCH_DELAY.professionChoice.search.typing' } as unknown as ProfessionChoiceEvent,
    done('searchProfessions', [CARPENTER]),
    done('searchProfessions', [CARPENTER, PLUMBER]),
    fail('searchProfessions', NETWORK),
    { type: 'user.retrySearch' },
    { type: 'page.localeChanged', locale: 'en' },
    { type: 'user.choose', profession: CARPENTER },
    { type: 'user.save' },
    done('saveProfession'),
    fail('saveProfession', NETWORK),
    { type: 'user.toggleManual' },
    { type: 'user.describe', description: 'Ik bouw houten trappen op maat' },
    done('saveDescription'),
    fail('saveDescription', NETWORK),
    { type: 'user.openAssistant' },
    { type: 'user.closeAssistant' },
    { type: 'user.suggest', description: 'Ik repareer lekkende leidingen' },
    done('suggestProfessions', [{ profession: PLUMBER, score: 0.8 }]),
    fail('suggestProfessions', NETWORK),
    { type: 'user.pickSuggestion', profession: PLUMBER },
  ],
  contextKey: (s) => [
    s.context.locale,
    s.context.selected?.id ?? null,
    (s.context.suggestions?.length ?? 0) > 0,
  ],
  limit: 40_000,
  describeEvent: (event) => {
    switch (event.type) {
      case 'user.search':
        return `The customer types “${event.query}”`
      case 'user.choose':
        return `The customer chooses ${event.profession.name}`
      case 'user.pickSuggestion':
        return `The customer picks the suggestion ${event.profession.name}`
      case 'user.describe':
        return 'The customer saves a description of the work'
      case 'user.suggest':
        return 'The customer asks the assistant'
      case 'xstate.done.actor.searchProfessions':
        return Array.isArray(event.output) && event.output.length === 1
          ? 'The catalogue finds one profession (it is chosen)'
          : 'The catalogue answers'
      case 'xstate.done.actor.suggestProfessions':
        return 'The assistant suggests professions'
      default:
        return event.type.startsWith('xstate.after.') ? 'The customer pauses typing' : words[event.type]
    }
  },
})
