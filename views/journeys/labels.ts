import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { eventInWords } from '../../machines/graph/export'
import type { Journey } from '../../machines/graph/journey'
import type { ChartState, ChartTransition } from '../../machines/graph/structure'
import type { ChartWords, HeaderLine } from './chart-text'
import { useJourneyWords } from './script/words'
import type { SimEvent } from './simulation'

/** A guard's name as words: `hasGroups` reads "has groups", `!isEmpty` "!is empty". */
export function guardInWords(guard: string): string {
  return guard
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .toLowerCase()
}

/** The longest meaning a state's box shows (a longer one ends in an ellipsis). */
const SAYS_MAX = 42
const shorten = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`

/** What the chart, its panels and its details call a journey, a state and an event. */
export interface JourneyLabels {
  title: string
  about: string
  /** What a state means (its script's words, else the machine's description). */
  state: (state: ChartState) => string | undefined
  /** An event type as a short label (a transition, a list of outgoing transitions). */
  eventType: (type: string) => string
  /** One event case in words (a simulate button, a step of a path). */
  event: (event: SimEvent) => string
  /** A transition's guard as words, or undefined without one. */
  guard: (transition: ChartTransition) => string | undefined
  /** The chart's own words: transition labels and state headers. */
  chart: ChartWords
}

/**
 * The one place that chooses between the journey's script (the reader's words, views/journeys/script)
 * and what the machine says itself: everything the page shows of a journey comes through here.
 */
export function useJourneyLabels(journey: Journey): JourneyLabels {
  const words = useJourneyWords(journey.id)
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    /** The machine's event type where the script has no words: its built-in kinds in the reader's words. */
    const eventTypeFallback = (type: string): string => {
      if (type === '') return t`altijd`
      const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1]
      if (done) return t`klaar: ${done}`
      const error = /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1]
      if (error) return t`fout: ${error}`
      const ms = /^xstate\.after\.(\d+)\./.exec(type)?.[1]
      if (ms) return t`na ${ms} ms`
      return type
    }
    const eventType = (type: string) => words.eventType(type) ?? eventTypeFallback(type)
    const guard = (transition: ChartTransition) =>
      transition.guard ? guardInWords(transition.guard) : undefined
    const header = (state: ChartState): HeaderLine[] => {
      const lines: HeaderLine[] = [{ text: state.key, kind: 'title' }]
      // What it means, under its id: cut short in the box (the whole sentence is in its details).
      const says = words.state(state.id)
      if (says) lines.push({ text: shorten(says, SAYS_MAX), kind: 'says' })
      const step = state.step
      if (state.route) lines.push({ text: state.route, kind: 'route' })
      if (step) lines.push({ text: t`stap: ${step}`, kind: 'step' })
      if (state.tags.length) lines.push({ text: state.tags.map((tag) => `#${tag}`).join(' '), kind: 'tags' })
      for (const { src } of state.invokes) lines.push({ text: t`voert uit: ${src}`, kind: 'invoke' })
      return lines
    }
    return {
      title: words.title ?? journey.title,
      about: words.about ?? journey.description,
      state: (state) => words.state(state.id) ?? state.description ?? undefined,
      eventType,
      event: (event) =>
        words.event(event) ??
        journey.describeEvent?.(event as never) ??
        words.eventType(event.type) ??
        eventInWords(event.type),
      guard,
      chart: {
        transition: (transition) => {
          const when = guard(transition)
          return when ? [eventType(transition.event), `[${when}]`] : [eventType(transition.event)]
        },
        header,
      },
    }
    // `locale`: the words change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [words, journey, locale])
}
