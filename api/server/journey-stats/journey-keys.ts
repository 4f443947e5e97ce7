/** A registered journey's state ids and transition keys: what a count line may name. */
export interface JourneyKeys {
  states: ReadonlySet<string>
  transitions: ReadonlySet<string>
}

let keys: Promise<ReadonlyMap<string, JourneyKeys>> | null = null

/**
 * The registry's keys by journey id (machines/index.ts), built once on first use: the machines are
 * loaded then, not when the server starts (most of its routes never need them).
 */
export function journeyKeys(): Promise<ReadonlyMap<string, JourneyKeys>> {
  keys ??= (async () => {
    const [{ journeys }, { allStateNodes, allTransitions }] = await Promise.all([
      import('../../../machines/index'),
      import('../../../machines/graph/structure'),
    ])
    return new Map(
      journeys.map((journey) => [
        journey.id,
        {
          states: new Set(allStateNodes(journey.machine).map((node) => node.id)),
          transitions: new Set(allTransitions(journey.machine)),
        },
      ]),
    )
  })()
  return keys
}
