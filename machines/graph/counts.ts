import type { AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { transitionKey } from './structure'

/**
 * Counting where customers go (issue 22 point 5): from XState's inspection events to anonymous counts
 * of states entered and transitions taken, with the same state ids and transition keys as the charts
 * (structure.ts). Only counts come out: no context, no event payloads, no actor or session ids.
 */

/** The ids of the registered journeys (machines/index.ts; a test keeps them equal), without loading them. */
export const REGISTERED_JOURNEY_IDS: readonly string[] = [
  'auth',
  'checkout',
  'questionFlow',
  'defaultJourney',
  'calculator',
  'deviceQuote',
  'forms',
  'homeJourney',
  'quiz',
  'medical',
  'premium',
  'aovJourney',
  'carJourney',
  'identityVerification',
  'paymentReminder',
  'paymentStatus',
  'professionChoice',
  'cancellation',
  'colorEditor',
  'checkin',
  'quotation',
]

/** One count line (api/contract/journey-stats.ts `JourneyCount`). */
export interface CountLine {
  journey: string
  kind: 'state' | 'transition' | 'exit'
  key: string
  n: number
}

/** The part of an XState inspection event the counter reads. */
export interface InspectedEvent {
  type: string
  actorRef: unknown
  snapshot?: unknown
  _transitions?: readonly AnyTransitionDefinition[]
}

interface Tracked {
  journey: string
  root: AnyStateNode
  /** Active state ids after the last event seen; null before the first. */
  active: Set<string> | null
  /** Seen from its creation (`@xstate.actor`): its first states are a start, not a restore. */
  fromStart: boolean
}

const MAX_N = 1000

/** The machine an actor runs, when it runs one (a promise or callback actor has no state nodes). */
function machineOf(actorRef: unknown): { id: string; root: AnyStateNode } | null {
  const logic = (actorRef as { logic?: { id?: unknown; root?: AnyStateNode } } | null)?.logic
  return logic && typeof logic.id === 'string' && logic.root ? { id: logic.id, root: logic.root } : null
}

const sessionOf = (actorRef: unknown) => String((actorRef as { sessionId?: unknown }).sessionId)

const activeNodes = (snapshot: unknown): AnyStateNode[] =>
  (snapshot as { _nodes?: AnyStateNode[] } | undefined)?._nodes ?? []

/** The states a fresh start enters: the root, then each compound's initial child and every region. */
export function initialStateIds(node: AnyStateNode): string[] {
  if (node.type === 'parallel')
    return [node.id, ...Object.values(node.states).flatMap((c) => initialStateIds(c as AnyStateNode))]
  const target =
    node.type === 'compound' ? (node.initial?.target?.[0] as AnyStateNode | undefined) : undefined
  if (!target) return [node.id]
  // An initial target may lie deeper than a child: enter the states between as well.
  const between: string[] = []
  for (let n = target.parent; n && n !== node; n = n.parent) between.unshift(n.id)
  return [node.id, ...between, ...initialStateIds(target)]
}

const isWithin = (node: AnyStateNode, ancestor: AnyStateNode) => {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === ancestor) return true
  return false
}

/**
 * Counts the inspection events of the journeys in a tab. Give it every event of the actors' systems
 * (`createActor(logic, { inspect: counter.observe })`); it keeps only counts of registered journeys:
 * - a transition is counted each time a microstep takes it (`transitionKey`);
 * - a state's exit each time a microstep leaves it (by its own transition or an ancestor's: the only way
 *   to tell that customers went on from a state whose way out belongs to its parent);
 * - a state is counted each time it is entered: the states active after a microstep that were not
 *   before, the states a re-entering transition enters again, and a fresh start's initial states. A
 *   journey restored from storage in the middle is not counted as started again (its states were
 *   counted when they were entered).
 */
export function createJourneyCounter(isJourney: (id: string) => boolean = (id) => registered.has(id)) {
  const tracked = new Map<string, Tracked>()
  const counts = new Map<string, CountLine>()

  const add = (journey: string, kind: CountLine['kind'], key: string) => {
    const id = `${journey} ${kind} ${key}`
    const line = counts.get(id)
    if (line) line.n += 1
    else counts.set(id, { journey, kind, key, n: 1 })
  }

  const track = (actorRef: unknown, fromStart: boolean): Tracked | null => {
    const session = sessionOf(actorRef)
    const found = tracked.get(session)
    if (found) return found
    const machine = machineOf(actorRef)
    if (!machine || !isJourney(machine.id)) return null
    const entry: Tracked = { journey: machine.id, root: machine.root, active: null, fromStart }
    tracked.set(session, entry)
    return entry
  }

  const enter = (t: Tracked, ids: Iterable<string>) => {
    for (const id of ids) add(t.journey, 'state', id)
  }

  function observe(event: InspectedEvent): void {
    if (event.type === '@xstate.actor') {
      track(event.actorRef, true)
      return
    }
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return
    const t = track(event.actorRef, false)
    if (!t) return
    const nodes = activeNodes(event.snapshot)
    const after = new Set(nodes.map((n) => n.id))

    if (event.type === '@xstate.microstep') {
      const transitions = event._transitions ?? []
      if (t.active === null) {
        // The first microstep of a started journey leaves its initial states (an eventless start).
        t.active = t.fromStart ? new Set(initialStateIds(t.root)) : after
        if (t.fromStart) enter(t, t.active)
      }
      const before = t.active
      const entered = new Set([...after].filter((id) => !before.has(id)))
      const exited = new Set([...before].filter((id) => !after.has(id)))
      for (const transition of transitions) {
        add(t.journey, 'transition', transitionKey(transition))
        if (!transition.reenter) continue
        // Exited and entered again: the targets and their active descendants.
        for (const target of (transition.target ?? []) as AnyStateNode[])
          for (const node of nodes)
            if (isWithin(node, target)) {
              entered.add(node.id)
              if (before.has(node.id)) exited.add(node.id)
            }
      }
      for (const id of exited) add(t.journey, 'exit', id)
      enter(t, entered)
      t.active = after
    } else {
      if (t.active === null) {
        const initial = initialStateIds(t.root)
        const isStart = t.fromStart && initial.length === after.size && initial.every((id) => after.has(id))
        if (isStart) enter(t, after)
      } else
        enter(
          t,
          [...after].filter((id) => !t.active!.has(id)),
        )
      t.active = after
      const status = (event.snapshot as { status?: string } | undefined)?.status
      if (status && status !== 'active') tracked.delete(sessionOf(event.actorRef))
    }
  }

  return {
    observe,
    /** How many count lines wait to be sent. */
    size: () => counts.size,
    /** Takes up to `max` count lines (n at most 1,000 each; more is left for the next take). */
    take(max = 200): CountLine[] {
      const lines: CountLine[] = []
      for (const [id, line] of counts) {
        if (lines.length >= max) break
        const n = Math.min(line.n, MAX_N)
        lines.push({ ...line, n })
        line.n -= n
        if (line.n === 0) counts.delete(id)
      }
      return lines
    },
    /** Every count line, whole (for the demo data; the browser sends with `take`). */
    lines: (): CountLine[] => [...counts.values()].map((line) => ({ ...line })),
    /** Puts lines back that could not be sent (added to what was counted since). */
    restore(lines: readonly CountLine[]): void {
      for (const line of lines) {
        const id = `${line.journey} ${line.kind} ${line.key}`
        const found = counts.get(id)
        if (found) found.n += line.n
        else counts.set(id, { ...line })
      }
    },
  }
}

export type JourneyCounter = ReturnType<typeof createJourneyCounter>

const registered = new Set(REGISTERED_JOURNEY_IDS)

/** The counts of a sequence of inspection events (the counter's rules as a pure function). */
export function countInspection(
  events: Iterable<InspectedEvent>,
  isJourney?: (id: string) => boolean,
): CountLine[] {
  const counter = createJourneyCounter(isJourney)
  for (const event of events) counter.observe(event)
  return counter.lines()
}
