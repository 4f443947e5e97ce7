// Where customers drop off (issue 22 point 5): the journeys' runtimes give their inspection events here.
// This part is tiny and always loaded with a runtime; the counter and its sender (journey-sender.ts) load
// after the first journey starts, so the first page pays nothing for them.
import type { Http } from '../../api/client/http'
import type { InspectedEvent } from '../../machines/graph/counts'

interface Observer {
  observe(event: InspectedEvent): void
}

/** Events that arrive while the sender loads (a journey's start); more are dropped, not kept. */
const MAX_WAITING = 2000
const COUNTED = new Set(['@xstate.actor', '@xstate.microstep', '@xstate.snapshot'])

let sender: Observer | null = null
let loading = false
const waiting: InspectedEvent[] = []

/**
 * An `inspect` option for `createActor` / `useActorRef` of a journey the customer goes through: counts
 * the states it enters and the transitions it takes (and those of the registered journeys it invokes),
 * and sends only those counts to the partner's server. Off in unit tests (MODE `test`); the /journeys
 * page's own simulation never uses it.
 */
export function countJourneys(http: Http): (event: InspectedEvent) => void {
  if (import.meta.env.MODE === 'test') return () => undefined
  return (event) => {
    if (!COUNTED.has(event.type)) return
    if (sender) return sender.observe(event)
    if (waiting.length < MAX_WAITING) waiting.push(event)
    if (loading) return
    loading = true
    import('./journey-sender')
      .then(({ startJourneySender }) => {
        const started = startJourneySender(http)
        waiting.splice(0).forEach((e) => started.observe(e))
        sender = started
      })
      // Counting is never worth an error: without its code, nothing is counted in this tab.
      .catch(() => void waiting.splice(0))
  }
}
