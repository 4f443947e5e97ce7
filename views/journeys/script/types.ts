import type { MessageDescriptor } from '@lingui/core'
import type { RouteName } from '../../../api/contract/routes'
import type { AnalyticsEvent } from '../../analytics/data-layer'

/**
 * A journey's script: how a person drives each state of its chart in the browser and what they see,
 * in the screen's own words. Machines carry no text and know no screen (ARCHITECTURE: dependency
 * direction), so this is the journey's meta on the views' side, one file per journey beside the charts.
 * Three readers: the charts (/journeys) show its words, the md export speaks them in the chosen
 * language, and the Playwright export turns its actions into runnable tests (docs/path-tests.md).
 */

/** ARIA roles a script acts on or looks for (Playwright's getByRole). */
export type Role =
  | 'button'
  | 'link'
  | 'heading'
  | 'textbox'
  | 'radio'
  | 'checkbox'
  | 'combobox'
  | 'option'
  | 'dialog'
  | 'alert'
  | 'status'
  | 'region'
  | 'spinbutton'
  /** Not an ARIA role: a form field found by its label (Playwright's getByLabel). */
  | 'label'
  /** Not an ARIA role: visible text (getByText), for a message without a role and name of its own. */
  | 'text'

/** An element as a person finds it: its role and the words it is named by on screen. */
export interface Target {
  role: Role
  name: MessageDescriptor
  /** The whole name, not a part of it (default false: the name is contained). */
  exact?: boolean
  /** Inside a region or dialog named so (the page has several of the same button); without a name, the one there is. */
  within?: { role: Role; name?: MessageDescriptor }
}

/**
 * What a person does. `call` is a named step of the test drive (test/paths/drive.ts) for what a
 * single click cannot say (sign in by the e-mailed link, buy a policy); its words are `does`.
 */
export type Act =
  | { click: Target }
  /** `{ from: 'max' }`: the field's own limit (a date window the test cannot know in advance). */
  | { fill: Target; value: string | { from: 'max' | 'min' } }
  | { check: Target }
  | { choose: Target; option: MessageDescriptor }
  | { goto: string }
  | { reload: true }
  | { call: string; args?: Record<string, unknown>; does: MessageDescriptor }

/**
 * A server outcome a person cannot cause from the screen, forced through the test control
 * (docs/path-tests.md): calls of `route` are answered with `status` and `body`.
 * The test arms it before the action that makes the call and disarms it once the outcome is shown.
 */
export interface Force {
  route: RouteName
  status: number
  /** Merged over the error body, as the real refusal says it (code, field_errors, non_field_errors). */
  body?: Record<string, unknown>
}

/** One event case of the journey: what happens in words, and how a test makes it happen. */
export interface EventScript {
  /** The customer's action, or what the server or time does, in words (the charts and the md export). */
  does: MessageDescriptor
  /** What the test does; none: the outcome follows by itself from the step before. */
  act?: Act[]
  force?: Force
  /** The data-layer events core-funnel §7 expects at this step. */
  dataLayer?: AnalyticsEvent[]
  /** An event the screen cannot produce here: paths with it are not written as tests (say why). */
  impossible?: MessageDescriptor
  /**
   * Possible, but not yet automated: paths with it are written as `test.fixme` (reported as skipped,
   * never as passed) and the md script marks the step for a tester. Say what is missing.
   */
  manual?: MessageDescriptor
}

/** A state: what it means to the customer, and what they see while in it. */
export interface StateScript {
  says: MessageDescriptor
  /** Visible while the journey is in this state (a transient state, such as a busy button, has none). */
  see?: Target
}

/** How a test reaches the journey's start for one of its inputs. */
export interface Setup {
  /** The partner whose site the test runs on (`zzp` unless told). */
  partner?: string
  act: Act[]
  /** No setup can give this path: its steps need what no one partner or customer has (not written). */
  impossible?: MessageDescriptor
}

export type EventCase = { type: string; [key: string]: unknown }

export interface JourneyScript {
  journey: string
  title: MessageDescriptor
  about: MessageDescriptor
  /** The start: per input (by the index in the journey's inputs) and the path about to be walked. */
  setup: (input: { index: number; value: unknown }, path: readonly EventCase[]) => Setup
  /** Keyed by state node id (`cancellation.review`). */
  states: Record<string, StateScript>
  /** Short words per event type (edge labels on the chart). */
  eventTypes: Record<string, MessageDescriptor>
  /** Per event case: the words and actions (the case's payload may choose them). */
  event: (event: EventCase) => EventScript
}

export const defineScript = (script: JourneyScript): JourneyScript => script
