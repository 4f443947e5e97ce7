import { assign, fromPromise, setup } from 'xstate'
import type { ColorKey, ColorSetting } from '../../api/contract/colors'
import type { ColorKeyPair, ColorKeyPairsUpdate } from '../../api/contract/color-admin'
import type { ContrastFailure } from '../../api/contract/theme-gate'
import { asFailure, type Failure } from '../../api/contract/failure'
import { notProvided } from '../not-provided'
import { currentValues, draftFailures, isUnchanged, splitDraft, type ColorDraft } from './color-draft'

export interface ColorEditorInput {
  /** The partner's colour settings as last loaded. */
  settings: ColorSetting[]
}

export interface ColorEditorContext {
  settings: ColorSetting[]
  /** The keys of the open popup (what one edit icon paints); null while closed. */
  keys: ColorKey[] | null
  /** The values being edited, previewed on the page; may hold a suggested key outside `keys`. */
  draft: ColorDraft
  /** The pairs the draft would make unreadable, when the gate refused it. */
  failures: ContrastFailure[]
  /** Why the last save or undo failed. */
  failure: Failure | null
  /** What the last finished action was, for the status line: a save or an undo. */
  done: 'saved' | 'undone' | null
}

export type ColorEditorEvent =
  | { type: 'user.open'; keys: ColorKey[] }
  | { type: 'user.change'; key: ColorKey; value: string }
  /** Takes the suggestion of the refused pair at `index` (of `failures`). */
  | { type: 'user.useSuggestion'; index: number }
  | { type: 'user.continue' }
  | { type: 'user.cancel' }
  | { type: 'user.retry' }
  | { type: 'user.undo' }
  | { type: 'partner.loaded'; settings: ColorSetting[] }

export interface SaveColorsInput {
  create: ColorKeyPair[]
  update: ColorKeyPairsUpdate
}

const closedContext = (): Pick<ColorEditorContext, 'keys' | 'draft' | 'failures' | 'failure'> => ({
  keys: null,
  draft: {},
  failures: [],
  failure: null,
})

/**
 * The admin colour editor in place (core §4; issue 20 items 2–4). An edit icon opens a popup for the keys
 * it paints; the draft is previewed on the page; Continue passes the contrast gate (the same pairs the
 * server checks) or is refused with the failing pairs and their nearest passing colours; then the new
 * keys are created, changed ones updated, and the partner reloaded. Cancel restores. Undo reverts the
 * latest saved change. Effects are given by the view (`provide`).
 */
export const colorEditorMachine = setup({
  types: {
    input: {} as ColorEditorInput,
    context: {} as ColorEditorContext,
    events: {} as ColorEditorEvent,
    tags: {} as 'busy' | 'popup',
  },
  actors: {
    saveColors: fromPromise<void, SaveColorsInput>(notProvided),
    undoColors: fromPromise<void, void>(notProvided),
    reloadPartner: fromPromise<ColorSetting[], void>(notProvided),
  },
  guards: {
    unchanged: ({ context }) => isUnchanged(context.settings, context.draft),
    passes: ({ context }) => draftFailures(context.settings, context.draft).length === 0,
    canRetry: ({ context }) => context.failure?.retryable !== false,
  },
  actions: {
    close: assign(closedContext),
    keepSettings: assign({
      settings: ({ event }) => (event.type === 'partner.loaded' ? event.settings : []),
    }),
    change: assign({
      draft: ({ context, event }) =>
        event.type === 'user.change' ? { ...context.draft, [event.key]: event.value } : context.draft,
    }),
  },
}).createMachine({
  id: 'colorEditor',
  context: ({ input }) => ({ settings: input.settings, ...closedContext(), done: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Edit mode: an icon next to what each colour paints; the page shows the saved colours.',
      on: {
        'user.open': {
          target: 'open',
          actions: assign({
            keys: ({ event }) => event.keys,
            draft: ({ context, event }) => currentValues(context.settings, event.keys),
            done: null,
          }),
        },
        'user.undo': { target: 'undoing', actions: assign({ done: null }) },
        'partner.loaded': { actions: 'keepSettings' },
      },
    },
    open: {
      description: 'The popup: a colour field per key; each change is previewed on the page at once.',
      tags: ['popup'],
      on: {
        'user.change': { actions: 'change' },
        'user.continue': [{ guard: 'unchanged', target: 'closed', actions: 'close' }, { target: 'checking' }],
        'user.cancel': { target: 'closed', actions: 'close' },
      },
    },
    checking: {
      description: 'The contrast gate: every text/background pair the site paints, with the draft merged in.',
      tags: ['popup'],
      always: [
        { guard: 'passes', target: 'saving' },
        {
          target: 'refused',
          actions: assign({ failures: ({ context }) => draftFailures(context.settings, context.draft) }),
        },
      ],
    },
    refused: {
      description:
        'Refused: each failing pair named with its ratio, its minimum and the nearest passing colour.',
      tags: ['popup'],
      on: {
        'user.change': { target: 'open', actions: ['change', assign({ failures: [] })] },
        'user.useSuggestion': {
          target: 'open',
          actions: assign({
            draft: ({ context, event }) => {
              const failing = context.failures[event.index]
              return failing ? { ...context.draft, [failing.foreground]: failing.suggestion } : context.draft
            },
            failures: [],
          }),
        },
        'user.cancel': { target: 'closed', actions: 'close' },
      },
    },
    saving: {
      description: 'New keys are created, changed ones updated; the popup shows it is busy.',
      tags: ['popup', 'busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'saveColors',
        src: 'saveColors',
        input: ({ context }) => splitDraft(context.settings, context.draft),
        onDone: { target: 'reloading', actions: ['close', assign({ done: 'saved' })] },
        onError: {
          target: 'saveFailed',
          actions: assign({ failure: ({ event }) => asFailure(event.error) }),
        },
      },
    },
    saveFailed: {
      description: 'Not saved: the reason, a retry, or cancel (which restores the saved colours).',
      tags: ['popup'],
      on: {
        'user.retry': { guard: 'canRetry', target: 'saving' },
        'user.change': { target: 'open', actions: ['change', assign({ failure: null })] },
        'user.cancel': { target: 'closed', actions: 'close' },
      },
    },
    undoing: {
      description: 'The latest saved change is undone on the server.',
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'undoColors',
        src: 'undoColors',
        onDone: { target: 'reloading', actions: assign({ done: 'undone' }) },
        onError: {
          target: 'undoFailed',
          actions: assign({ failure: ({ event }) => asFailure(event.error) }),
        },
      },
    },
    undoFailed: {
      description: 'Not undone: the reason and a retry.',
      on: {
        'user.retry': { guard: 'canRetry', target: 'undoing' },
        'user.cancel': { target: 'closed', actions: assign({ failure: null }) },
      },
    },
    reloading: {
      description: 'The partner data is loaded again, so the page shows what was saved.',
      tags: ['busy'],
      invoke: {
        id: 'reloadPartner',
        src: 'reloadPartner',
        onDone: { target: 'closed', actions: assign({ settings: ({ event }) => event.output }) },
        // Saved all the same; the live update repaints the page when the reload failed.
        onError: { target: 'closed' },
      },
    },
  },
})

export type ColorEditorMachine = typeof colorEditorMachine
