import type { ColorSetting } from '../../api/contract/colors'
import { failureOf } from '../../api/contract/failure'
import { defineJourney, doneEvent, errorEvent } from '../graph/journey'
import { draftFailures, isUnchanged } from './color-draft'
import { colorEditorMachine, type ColorEditorEvent } from './color-editor.machine'

const setting = (id: number, key: string, value: string): ColorSetting => ({
  id,
  key,
  value,
  group: 'brand',
  title: key,
  global: false,
  fallbackKey: null,
})

/** A partner with a blue brand, white button text, dark text on white. */
export const SAMPLE_SETTINGS: ColorSetting[] = [
  setting(1, 'primary', '#1d4ed8'),
  setting(2, 'button_primary_text', '#ffffff'),
  setting(3, 'text', '#1f2937'),
  setting(4, 'background', '#ffffff'),
]

const done = (id: string, output?: unknown) => doneEvent<ColorEditorEvent>(id, output)
const fail = (id: string, error: unknown) => errorEvent<ColorEditorEvent>(id, error)

const words: Record<string, string> = {
  'user.continue': 'The admin presses Continue',
  'user.cancel': 'The admin cancels: the saved colours come back',
  'user.retry': 'The admin tries again',
  'user.undo': 'The admin undoes the latest saved change',
  'user.useSuggestion': 'The admin takes the suggested colour for the failing text',
  'partner.loaded': 'The partner data arrives again (a live update)',
  'xstate.done.actor.saveColors': 'The server saves the colours',
  'xstate.done.actor.undoColors': 'The server undoes the latest change',
  'xstate.done.actor.reloadPartner': 'The partner data is reloaded',
  'xstate.error.actor.reloadPartner': 'Reloading the partner fails (the live update repaints later)',
}

export const colorEditorJourney = defineJourney({
  id: 'colorEditor',
  title: 'Partner admin: colours in place',
  description:
    'A partner admin (whose name is the partner’s) turns on edit mode; an icon next to each painted part opens a popup with the colours it uses. Every change is previewed on the page. Continue checks every text/background pair the site paints against WCAG AA (4.5:1 text, 3:1 large text and controls): a failing pair is refused, named, with the nearest passing colour offered; otherwise new keys are created and changed ones updated, and the partner is reloaded. Cancel restores the saved colours. The latest saved change can be undone.',
  machine: colorEditorMachine,
  inputs: [{ settings: SAMPLE_SETTINGS }],
  events: [
    { type: 'user.open', keys: ['button_primary', 'button_primary_text'] },
    { type: 'user.change', key: 'button_primary', value: '#15803d' },
    { type: 'user.change', key: 'button_primary', value: '#ffff00' },
    { type: 'user.useSuggestion', index: 0 },
    { type: 'user.continue' },
    { type: 'user.cancel' },
    { type: 'user.retry' },
    { type: 'user.undo' },
    { type: 'partner.loaded', settings: SAMPLE_SETTINGS },
    done('saveColors'),
    fail('saveColors', failureOf(null, true)),
    done('undoColors'),
    fail('undoColors', failureOf(null, true)),
    done('reloadPartner', SAMPLE_SETTINGS),
    fail('reloadPartner', failureOf(null, true)),
  ],
  contextKey: ({ context }) => [
    context.keys !== null,
    isUnchanged(context.settings, context.draft),
    draftFailures(context.settings, context.draft).length,
    context.failures.length,
    context.failure?.retryable ?? null,
    context.done,
  ],
  limit: 5_000,
  describeEvent: (event) => {
    switch (event.type) {
      case 'user.open':
        return `The admin opens the popup for ${event.keys.join(' and ')}`
      case 'user.change':
        return `The admin sets ${event.key} to ${event.value}`
      case 'xstate.error.actor.saveColors':
        return 'Saving fails on the network'
      case 'xstate.error.actor.undoColors':
        return 'Undoing fails on the network'
      default:
        return words[event.type]
    }
  },
})
