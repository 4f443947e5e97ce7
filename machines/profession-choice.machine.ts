import { assign, fromPromise, setup } from 'xstate'
import type { UserPatch } from '../api/contract/auth'
import { asFailure, type Failure } from '../api/contract/failure'
import type { Profession, ProfessionSuggestion } from '../api/contract/professions'
import { notProvided } from './not-provided'

/** Typing pauses this long before the catalogue is searched. */
export const SEARCH_DELAY_MS = 250
/** A suggestion is shown when it scores at least this share of the best one. */
export const RELATIVE_MINIMUM = 0.4

/** The assistant's suggestions worth showing: weak matches next to a strong one only distract. */
export const fittingSuggestions = (result: ProfessionSuggestion[]) =>
  result.filter((s) => s.score >= (result[0]?.score ?? 0) * RELATIVE_MINIMUM)

export interface ProfessionChoiceInput {
  /** A search brought along (the welcome page's, through sign-in). */
  query?: string
  /** The language the catalogue answers in. */
  locale: string
}

export interface ProfessionChoiceContext {
  /** The search field as typed. */
  query: string
  /** The term of the last search (trimmed). */
  term: string
  locale: string
  /** The catalogue's answer to the last search; null before the first. */
  results: Profession[] | null
  selected: Profession | null
  /** The assistant's last description and its suggestions (kept while the assistant is closed). */
  description: string
  suggestions: ProfessionSuggestion[] | null
  /** Why the last search failed. */
  searchFailure: Failure | null
  /** Why saving failed (the page's warning). */
  failure: Failure | null
  /** Why the assistant failed (the assistant's warning). */
  assistantFailure: Failure | null
}

/** What saving sends: the user's change, and the catalogue profession it sets (none for a description). */
export interface ProfessionSave {
  patch: UserPatch
  chosen: Profession | null
}

export type ProfessionChoiceEvent =
  | { type: 'user.search'; query: string }
  | { type: 'user.retrySearch' }
  | { type: 'page.localeChanged'; locale: string }
  | { type: 'user.choose'; profession: Profession }
  | { type: 'user.save' }
  | { type: 'user.describe'; description: string }
  | { type: 'user.toggleManual' }
  | { type: 'user.openAssistant' }
  | { type: 'user.closeAssistant' }
  | { type: 'user.suggest'; description: string }
  | { type: 'user.pickSuggestion'; profession: Profession }

const stored = ({ event }: { event: { error: unknown } }) => asFailure(event.error)

/**
 * The profession choice (forms §2, `/profession`): search the catalogue, or let the assistant suggest
 * professions from a description, or describe the work in one's own words. Saving sets the user's
 * profession and goes on to the products that fit it.
 */
export const professionChoiceMachine = setup({
  types: {
    input: {} as ProfessionChoiceInput,
    context: {} as ProfessionChoiceContext,
    events: {} as ProfessionChoiceEvent,
    tags: {} as 'busy',
  },
  actors: {
    searchProfessions: fromPromise<Profession[], { term: string }>(notProvided),
    suggestProfessions: fromPromise<ProfessionSuggestion[], { description: string }>(notProvided),
    /** Saves the profession (or the description) with the user; the provider tells the app who they are now. */
    saveProfession: fromPromise<void, ProfessionSave>(notProvided),
  },
  guards: {
    hasSelection: ({ context }) => context.selected !== null,
    /** Only a profession the assistant suggested (and still shows) can be picked from its list. */
    isSuggested: ({ context, event }) =>
      event.type === 'user.pickSuggestion' &&
      (context.suggestions ?? []).some((s) => s.profession.id === event.profession.id),
    isSingleHit: (_, results: Profession[]) => results.length === 1,
    isNewLocale: ({ context, event }) =>
      event.type === 'page.localeChanged' && event.locale !== context.locale,
  },
  actions: {
    recordFailure: assign((_, failure: Failure) => ({ failure })),
  },
  delays: { SEARCH_DELAY: SEARCH_DELAY_MS },
}).createMachine({
  id: 'professionChoice',
  context: ({ input }) => ({
    query: input.query ?? '',
    term: (input.query ?? '').trim(),
    locale: input.locale,
    results: null,
    selected: null,
    description: '',
    suggestions: null,
    searchFailure: null,
    failure: null,
    assistantFailure: null,
  }),
  type: 'parallel',
  states: {
    search: {
      description:
        'The catalogue searched as the customer types; the last answer stays while the next is asked. A search that finds one profession chooses it.',
      initial: 'searching',
      on: {
        'user.search': {
          // Not `reenter`: on a region of a parallel state that would leave and enter every region (the
          // assistant and the description would close, a save would stop). `.typing` is entered afresh anyway.
          target: '.typing',
          actions: assign({ query: ({ event }) => event.query }),
        },
        'page.localeChanged': {
          guard: 'isNewLocale',
          target: '.searching',
          actions: assign({ locale: ({ event }) => event.locale }),
        },
      },
      states: {
        typing: { after: { SEARCH_DELAY: 'searching' } },
        searching: {
          entry: assign({ term: ({ context }) => context.query.trim() }),
          invoke: {
            id: 'searchProfessions',
            src: 'searchProfessions',
            input: ({ context }) => ({ term: context.term }),
            onDone: [
              {
                // One profession found: it is chosen, the customer only confirms.
                guard: { type: 'isSingleHit', params: ({ event }) => event.output },
                target: 'found',
                actions: assign({
                  results: ({ event }) => event.output,
                  selected: ({ event }) => event.output[0]!,
                }),
              },
              {
                target: 'found',
                actions: assign({
                  results: ({ event }) => event.output,
                  // The choice in the language of the new answer, when the answer lists it.
                  selected: ({ context, event }) =>
                    event.output.find((p) => p.id === context.selected?.id) ?? context.selected,
                }),
              },
            ],
            onError: { target: 'failed', actions: assign({ searchFailure: stored }) },
          },
        },
        found: {},
        failed: {
          description: 'The professions could not be loaded: a warning with a retry.',
          on: { 'user.retrySearch': { target: 'searching', actions: assign({ searchFailure: null }) } },
        },
      },
    },
    choice: {
      initial: 'choosing',
      states: {
        choosing: {
          description: 'A profession from the list (or the assistant) is chosen; the button goes on with it.',
          on: {
            'user.choose': { actions: assign({ selected: ({ event }) => event.profession }) },
            'user.save': {
              guard: 'hasSelection',
              target: 'saving',
              actions: assign({ failure: null }),
            },
            'user.describe': {
              target: 'savingDescription',
              actions: assign({ description: ({ event }) => event.description, failure: null }),
            },
          },
        },
        saving: {
          description:
            'A catalogue profession is saved. What it sets is known already, so the app goes on to its products meanwhile; a failed save comes back here.',
          tags: ['busy'],
          invoke: {
            id: 'saveProfession',
            src: 'saveProfession',
            input: ({ context }) => ({
              patch: { profession: context.selected!.id, profession_description: null },
              chosen: context.selected,
            }),
            onDone: 'saved',
            onError: { target: 'choosing', actions: { type: 'recordFailure', params: stored } },
          },
        },
        savingDescription: {
          tags: ['busy'],
          invoke: {
            id: 'saveDescription',
            src: 'saveProfession',
            input: ({ context }) => ({
              patch: { profession_description: context.description },
              chosen: null,
            }),
            onDone: 'saved',
            onError: { target: 'choosing', actions: { type: 'recordFailure', params: stored } },
          },
        },
        saved: {
          type: 'final',
          tags: ['busy'],
          description: 'Saved: on to the products that fit the profession.',
        },
      },
    },
    manual: {
      initial: 'closed',
      description: 'The customer’s own description of the work, when nothing in the catalogue fits.',
      states: {
        closed: { on: { 'user.toggleManual': 'open' } },
        open: { on: { 'user.toggleManual': 'closed' } },
      },
    },
    assistant: {
      initial: 'closed',
      states: {
        closed: { on: { 'user.openAssistant': 'open.last' } },
        open: {
          description: 'The assistant: describe the work, get the professions that fit it best, choose one.',
          initial: 'describing',
          on: {
            'user.closeAssistant': 'closed',
            'user.suggest': {
              target: '.suggesting',
              reenter: true,
              actions: assign({ description: ({ event }) => event.description }),
            },
            'user.pickSuggestion': {
              guard: 'isSuggested',
              target: 'closed',
              actions: assign({ selected: ({ event }) => event.profession }),
            },
          },
          states: {
            describing: {},
            suggesting: {
              entry: assign({ suggestions: null, assistantFailure: null }),
              invoke: {
                id: 'suggestProfessions',
                src: 'suggestProfessions',
                input: ({ context }) => ({ description: context.description }),
                onDone: {
                  target: 'describing',
                  actions: assign({ suggestions: ({ event }) => fittingSuggestions(event.output) }),
                },
                onError: { target: 'failed', actions: assign({ assistantFailure: stored }) },
              },
            },
            failed: { description: 'No suggestions: a warning; the customer may try again.' },
            last: { type: 'history' },
          },
        },
      },
    },
  },
})

export type ProfessionChoiceMachine = typeof professionChoiceMachine
