import { useMemo, useState } from 'react'
import { createActor, type AnyMachineSnapshot } from 'xstate'
import type { Journey } from '../../machines/graph/journey'
import { valueText, withStubbedEffects } from '../../machines/graph/paths'
import { activeStateIds, transitionKey } from '../../machines/graph/structure'

export type SimEvent = { type: string; [key: string]: unknown }

/** An event case the current state accepts, and the transitions it would take. */
interface EnabledEvent {
  event: SimEvent
  keys: string[]
}

/** Replays the events from the start on a fresh actor whose effects are stubbed: one snapshot per step. */
function replay(journey: Journey, input: unknown, events: SimEvent[]): AnyMachineSnapshot[] {
  const actor = createActor(withStubbedEffects(journey.machine), { input })
  actor.start()
  const snapshots = [actor.getSnapshot() as AnyMachineSnapshot]
  for (const event of events) {
    actor.send(event)
    snapshots.push(actor.getSnapshot() as AnyMachineSnapshot)
  }
  actor.stop()
  return snapshots
}

/**
 * Simulate mode: the journey on an actor with stubbed effects, moved by the event cases the current
 * state accepts (an invoke's outcome is an event case too), with back and reset. The steps taken are
 * the view's own state here: the simulation is a tool, not a customer journey.
 */
export function useSimulation(journey: Journey) {
  const [inputIndex, setInputIndex] = useState(0)
  const [events, setEvents] = useState<SimEvent[]>([])
  /** A transition clicked in the chart that several event cases take: the user picks one. */
  const [choosing, setChoosing] = useState<string | null>(null)
  const push = (next: (sent: SimEvent[]) => SimEvent[]) => {
    setChoosing(null)
    setEvents(next)
  }
  const input = journey.inputs[inputIndex] ?? journey.inputs[0]
  const snapshots = useMemo(() => replay(journey, input, events), [journey, input, events])
  const snapshot = snapshots.at(-1)!
  const previous = snapshots.at(-2) ?? null
  const enabled = useMemo(
    () =>
      (journey.events as SimEvent[]).flatMap((event): EnabledEvent[] => {
        const transitions = snapshot.machine.getTransitionData(snapshot, event as never)
        return transitions.length ? [{ event, keys: transitions.map(transitionKey) }] : []
      }),
    [journey, snapshot],
  )
  return {
    inputIndex,
    /** Starts over from another of the journey's inputs. */
    chooseInput: (index: number) => {
      setInputIndex(index)
      push(() => [])
    },
    events,
    snapshot,
    previous,
    value: valueText(snapshot.value),
    active: new Set(activeStateIds(snapshot)),
    enabled,
    enabledKeys: new Set(enabled.flatMap((e) => e.keys)),
    send: (event: SimEvent) => push((sent) => [...sent, event]),
    /** Takes a transition clicked in the chart: at once when one event case takes it, else asks which. */
    take: (key: string) => {
      const cases = enabled.filter((e) => e.keys.includes(key))
      if (cases.length === 1) push((sent) => [...sent, cases[0]!.event])
      else if (cases.length > 1) setChoosing(key)
    },
    /** The event cases to pick from for the clicked transition, or null. */
    choices: choosing ? enabled.filter((e) => e.keys.includes(choosing)) : null,
    cancelChoice: () => setChoosing(null),
    back: () => push((sent) => sent.slice(0, -1)),
    reset: () => push(() => []),
    /** Replays a generated path from its input. */
    play: (pathInputIndex: number, pathEvents: SimEvent[]) => {
      setInputIndex(pathInputIndex)
      push(() => pathEvents)
    },
  }
}
export type Simulation = ReturnType<typeof useSimulation>
