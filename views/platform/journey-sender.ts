// Loaded by journey-counting.ts once a journey starts: counts in memory, sent every ~10 s and on leaving.
import { ApiError } from '../../api/client/api-error'
import type { Http } from '../../api/client/http'
import { sendJourneyCounts } from '../../api/client/journey-stats'
import { journeyStatsRoutes } from '../../api/contract/journey-stats.routes'
import { createJourneyCounter, type CountLine, type InspectedEvent } from '../../machines/graph/counts'

/** At most one batch every this many ms. */
export const SEND_INTERVAL_MS = 10_000
/** Batches sent when the page is hidden for good (each at most 200 lines). */
const MAX_BEACONS = 5

export interface SenderOptions {
  intervalMs?: number
  /** Where `pagehide` is heard (the window). */
  target?: Pick<Window, 'addEventListener'>
  /** navigator.sendBeacon, when the browser has it. */
  beacon?: ((url: string, data: Blob) => boolean) | null
}

/** A failure worth trying again with the next batch (the network, a busy server), not a refusal. */
const retryable = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.kind === 'network' ||
  error.kind === 'timeout' ||
  (error.status !== undefined && (error.status === 429 || error.status >= 500))

/**
 * Counts the journeys' inspection events (machines/graph/counts.ts) and sends the counts with
 * `sendJourneyCounts`: at most every `intervalMs` while there are any, and all that is left on `pagehide`
 * with navigator.sendBeacon (to this page's own host, the partner's). Only the counts leave the tab.
 */
export function startJourneySender(
  http: Http,
  {
    intervalMs = SEND_INTERVAL_MS,
    target = window,
    beacon = typeof navigator !== 'undefined' && navigator.sendBeacon
      ? navigator.sendBeacon.bind(navigator)
      : null,
  }: SenderOptions = {},
) {
  const counter = createJourneyCounter()
  let timer: ReturnType<typeof setTimeout> | null = null
  let sending = false

  const schedule = () => {
    if (timer === null && counter.size() > 0) timer = setTimeout(() => void flush(), intervalMs)
  }

  async function flush(): Promise<void> {
    timer = null
    if (sending) return schedule()
    const counts = counter.take()
    if (counts.length === 0) return
    sending = true
    try {
      await sendJourneyCounts(http, { counts })
    } catch (error) {
      // A refused batch (a journey this server does not know yet) is dropped; the others go again later.
      if (retryable(error)) counter.restore(counts)
    } finally {
      sending = false
      schedule()
    }
  }

  const send = (counts: CountLine[]) => {
    const body = JSON.stringify({ counts })
    const sent = beacon?.(journeyStatsRoutes.journeyEvents.path, new Blob([body], { type: 'text/plain' }))
    if (!sent) void sendJourneyCounts(http, { counts }).catch(() => undefined)
  }

  target.addEventListener('pagehide', () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    for (let i = 0; i < MAX_BEACONS && counter.size() > 0; i++) send(counter.take())
  })

  return {
    observe(event: InspectedEvent) {
      counter.observe(event)
      schedule()
    },
    flush,
  }
}
