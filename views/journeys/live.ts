import { useEffect, useMemo, useState } from 'react'
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate'
import type { Journey } from '../../machines/graph/journey'
import { valueText } from '../../machines/graph/paths'
import { activeStateIds } from '../../machines/graph/structure'
import { liveJourneys, watchLive } from '../platform/live-hub'
import { maskContext } from './mask'

/** One running actor of a journey in this tab. */
export interface LiveInstance {
  /** Where it runs: `checkout`, or `checkout › journey` for a child journey. */
  where: string
  value: string
  active: Set<string>
  /** The context with sensitive fields masked. */
  context: unknown
  status: string
}

/** The machine an actor runs (the running Actor has it; the ActorRef type does not say so). */
const logicOf = (actor: AnyActorRef) =>
  (actor as unknown as { logic?: { id?: string; root?: unknown } }).logic
const isMachineActor = (actor: AnyActorRef): boolean => typeof logicOf(actor)?.root === 'object'

/** Every machine actor running in this tab: the roots the runtimes showed and the journeys they invoked. */
function collect(): { where: string; actor: AnyActorRef }[] {
  const found: { where: string; actor: AnyActorRef }[] = []
  const visit = (actor: AnyActorRef, where: string) => {
    if (!isMachineActor(actor)) return
    found.push({ where, actor })
    const children = (actor.getSnapshot() as { children?: Record<string, AnyActorRef> }).children ?? {}
    for (const [id, child] of Object.entries(children)) if (child) visit(child, `${where} › ${id}`)
  }
  for (const { actor } of liveJourneys()) visit(actor, logicOf(actor)?.id ?? '?')
  return found
}

/**
 * Live mode: the journey's actors running in this tab, re-read on every step of any of them; nothing
 * is watched while `watching` is off (the other modes do not re-render on the app's steps).
 */
export function useLiveInstances(journey: Journey, watching: boolean): LiveInstance[] {
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!watching) return
    const bump = () => setVersion((v) => v + 1)
    let unsubscribes: (() => void)[] = []
    const resubscribe = () => {
      unsubscribes.forEach((u) => u())
      unsubscribes = liveJourneys().map((live) => live.subscribe(bump))
      bump()
    }
    resubscribe()
    const unwatch = watchLive(resubscribe)
    return () => {
      unwatch()
      unsubscribes.forEach((u) => u())
    }
  }, [watching])
  return useMemo(
    () =>
      !watching
        ? []
        : collect()
            .filter(({ actor }) => logicOf(actor)?.id === journey.id)
            .map(({ where, actor }) => {
              const snapshot = actor.getSnapshot() as AnyMachineSnapshot
              return {
                where,
                value: valueText(snapshot.value),
                active: new Set(activeStateIds(snapshot)),
                context: maskContext(snapshot.context, journey.sensitive),
                status: snapshot.status,
              }
            }),
    // version: a step of any running journey
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [journey, version, watching],
  )
}
