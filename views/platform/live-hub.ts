import type { AnyActorRef } from 'xstate'

/**
 * The journeys running in this tab, for the charts' live mode. A runtime shows its root actor here
 * when it starts and takes it away when it stops; nothing is read until the live view subscribes,
 * so a customer's tab pays nothing for it.
 */
export interface LiveJourney {
  actor: AnyActorRef
  /** Hears every change of the journey and of the child journeys it runs. */
  subscribe: (listener: () => void) => () => void
}

const running = new Map<string, LiveJourney>()
const watchers = new Set<() => void>()

export function showLive(name: string, live: LiveJourney | null): void {
  if (live) running.set(name, live)
  else running.delete(name)
  watchers.forEach((watcher) => watcher())
}

export const liveJourneys = (): LiveJourney[] => [...running.values()]

/** Hears journeys start and stop in this tab. */
export function watchLive(watcher: () => void): () => void {
  watchers.add(watcher)
  return () => void watchers.delete(watcher)
}
