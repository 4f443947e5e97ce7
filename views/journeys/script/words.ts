import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { scripts } from './scripts'
import type { EventCase } from './types'

/**
 * A journey in the reader's words, from its script (views/journeys/script/*.script.ts): what the
 * product owner reads on the chart instead of the machine's ids. Each function answers undefined where
 * the script says nothing; the chart then shows the id.
 */
export interface JourneyWords {
  /** The journey's title and what it is about. */
  title: string | undefined
  about: string | undefined
  /** What a state means to the customer (`checkout.disclaimer`, a state node id). */
  state: (id: string) => string | undefined
  /** What the customer does (or what happens) for an event type, short enough for an edge label. */
  eventType: (type: string) => string | undefined
  /** One concrete event case in words (its payload may name the product or the answer). */
  event: (event: EventCase) => string | undefined
}

/** The journey's words in the current language (re-rendered when the language changes). */
export function useJourneyWords(journeyId: string): JourneyWords {
  const { i18n } = useLingui()
  return useMemo(() => {
    const script = scripts[journeyId]
    const say = (descriptor: MessageDescriptor | undefined) => (descriptor ? i18n._(descriptor) : undefined)
    return {
      title: say(script?.title),
      about: say(script?.about),
      state: (id) => say(script?.states[id]?.says),
      eventType: (type) => say(script?.eventTypes[type]),
      event: (event) => {
        if (!script) return undefined
        try {
          return say(script.event(event).does)
        } catch {
          return say(script.eventTypes[event.type])
        }
      },
    }
  }, [journeyId, i18n])
}

/** Any journey's title in the current language, from its script (undefined without one). */
export function useJourneyTitle(): (journeyId: string) => string | undefined {
  const { i18n } = useLingui()
  return useMemo(
    () => (journeyId: string) => {
      const title = scripts[journeyId]?.title
      return title ? i18n._(title) : undefined
    },
    [i18n],
  )
}
